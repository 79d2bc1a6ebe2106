/**
 * The listing pages: the home page (fixed-size blocks of the newest articles), every category
 * and subcategory, the authors page and each author, all paginated so that no page's data grows
 * with the archive. Returns what the HTML sitemap links: the sections, the authors and every
 * listing page beyond the first.
 */
import { AuthorRecord, authorSlug } from '../../domain/content/default-author';
import { ArticleCard, homeBlocks } from '../../domain/listings/cards';
import { HOME_LAYOUT, LISTING_PAGE_SIZE } from '../../domain/constants';
import type { ArticleModel, CategoryTexts } from '../../domain/content/model';
import type { TaxonomyIndex } from '../../domain/listings/indexing';
import { subcategoryIndexKey } from '../../domain/listings/listing-key';
import {
  AUTHORS_PATH,
  HOME_PATH,
  authorPath,
  categoryPath,
  listingFeedPath,
  listingPagePath,
  subcategoryPath,
} from '../../domain/listings/routes';
import { TAXONOMY } from '../../domain/listings/taxonomy';
import type { AuthorSummary, ListingPageLink, SitemapSection } from '../../types/page-context';
import { createListing, PageKit, template } from './page-kit';
import type { Locale } from '../../domain/locales/shapes';
import { listingText } from '../../domain/seo/titles';

export interface ListingInputs {
  /** newest first */
  articles: readonly ArticleModel[];
  taxonomyTexts: Record<string, CategoryTexts>;
  authors: readonly AuthorRecord[];
  index: TaxonomyIndex;
  /** the build's locale: the feed link's text is written out here */
  locale: Locale;
}

export interface ListingsMade {
  sections: SitemapSection[];
  authors: AuthorSummary[];
  /** page 2 and beyond of every listing, for the HTML sitemap */
  laterPages: ListingPageLink[];
}

/** Page 2..n of a listing of `pages` pages, as sitemap links. */
const laterPagesOf = (title: string, basePath: string, pages: number): ListingPageLink[] =>
  Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({
    title,
    path: listingPagePath(basePath, i + 2),
    page: i + 2,
    pages,
  }));

/** A listing page's cards, with the node ids of those whose text its query brings. */
function cardsOf(kit: PageKit, ids: readonly number[]): { articles: ArticleCard[]; cardTextIds: string[] } {
  const articles = ids.map(kit.card);
  return { articles, cardTextIds: kit.cardTextIds(articles) };
}

/** The home page: the newest articles in fixed-size blocks, so its size never grows with the archive. */
export function createHomePage(kit: PageKit, articles: readonly ArticleModel[]): void {
  const total = HOME_LAYOUT.lead + HOME_LAYOUT.finest + HOME_LAYOUT.favorite + HOME_LAYOUT.more;
  const cards = articles.slice(0, total).map((a) => kit.card(a.id));
  kit.createPage({
    path: HOME_PATH,
    component: template('home'),
    context: {
      ...homeBlocks(cards),
      cardTextIds: kit.cardTextIds(cards),
      sponsored: kit.sponsoredFor(HOME_PATH),
    },
  });
}

/** Every category and its subcategories, paginated. */
function createTaxonomyPages(
  kit: PageKit,
  input: ListingInputs,
  laterPages: ListingPageLink[],
): SitemapSection[] {
  const { taxonomyTexts, index } = input;
  return TAXONOMY.map((cat) => {
    const texts = taxonomyTexts[cat.key];
    const catPath = categoryPath(cat.slug);
    const subLinks = cat.subcategories.map((s) => ({
      key: s.key,
      title: texts.subcategories[s.key].title,
      description: texts.subcategories[s.key].description,
      path: subcategoryPath(cat.slug, s.slug),
      count: index.bySubcategory.get(subcategoryIndexKey(cat.key, s.key))?.length ?? 0,
    }));
    const catIds = index.byCategory.get(cat.key) ?? [];
    const catPages = createListing(
      kit,
      'category',
      catPath,
      catIds,
      LISTING_PAGE_SIZE,
      (ids, pagination) => ({
        key: cat.key,
        title: texts.title,
        description: texts.description,
        href: catPath,
        feed: {
          path: listingFeedPath(catPath),
          title: listingText('feedOf', input.locale, { name: texts.title }),
        },
        subcategories: subLinks,
        ...cardsOf(kit, ids),
        total: catIds.length,
        pagination,
      }),
    );
    const children = cat.subcategories.map((s, i) => {
      const sub = subLinks[i];
      const subIds = index.bySubcategory.get(subcategoryIndexKey(cat.key, s.key)) ?? [];
      const pages = createListing(
        kit,
        'subcategory',
        sub.path,
        subIds,
        LISTING_PAGE_SIZE,
        (ids, pagination) => ({
          categoryKey: cat.key,
          key: s.key,
          title: sub.title,
          description: sub.description,
          href: sub.path,
          category: { title: texts.title, path: catPath },
          ...cardsOf(kit, ids),
          total: subIds.length,
          pagination,
        }),
      );
      return { title: sub.title, path: sub.path, pages };
    });
    laterPages.push(...laterPagesOf(texts.title, catPath, catPages));
    for (const c of children) laterPages.push(...laterPagesOf(c.title, c.path, c.pages));
    return {
      title: texts.title,
      path: catPath,
      children: children.map(({ title, path }) => ({ title, path })),
    };
  });
}

/** The authors page and each author's listing, paginated. */
function createAuthorPages(
  kit: PageKit,
  input: ListingInputs,
  laterPages: ListingPageLink[],
): AuthorSummary[] {
  const idsByAuthor = new Map<string, number[]>();
  for (const a of input.articles) {
    if (!a.author) continue;
    const ids = idsByAuthor.get(a.author);
    if (ids) ids.push(a.id);
    else idsByAuthor.set(a.author, [a.id]);
  }
  const summaries = input.authors.map((a) => ({
    name: a.name,
    path: authorPath(authorSlug(a.name)),
    description: a.description,
    count: idsByAuthor.get(a.name)?.length ?? 0,
  }));
  kit.createPage({
    path: AUTHORS_PATH,
    component: template('author-list'),
    context: { authors: summaries, sponsored: kit.sponsoredFor(AUTHORS_PATH) },
  });
  for (const a of input.authors) {
    const ids = idsByAuthor.get(a.name) ?? [];
    const base = authorPath(authorSlug(a.name));
    const pages = createListing(kit, 'author', base, ids, LISTING_PAGE_SIZE, (pageIds, pagination) => ({
      name: a.name,
      href: base,
      description: a.description,
      metaTitle: a.meta_title,
      metaDescription: a.meta_description,
      ...cardsOf(kit, pageIds),
      total: ids.length,
      pagination,
    }));
    laterPages.push(...laterPagesOf(a.name, base, pages));
  }
  return summaries;
}

/** Categories, subcategories, the authors page and the authors' listings (in this order). */
export function createListingPages(kit: PageKit, input: ListingInputs): ListingsMade {
  const laterPages: ListingPageLink[] = [];
  const sections = createTaxonomyPages(kit, input, laterPages);
  const authors = createAuthorPages(kit, input, laterPages);
  return { sections, authors, laterPages };
}
