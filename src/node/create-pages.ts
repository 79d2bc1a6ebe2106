/**
 * Creates every page from the validated content. Paths come from src/domain/routes.ts only;
 * listing data travels in pageContext (small, paginated), article and info bodies through page
 * queries.
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Actions, Node, Reporter } from 'gatsby';
import { authorSlug } from '../domain/authors';
import {
  ArticleCard,
  homeBlocks,
  neighbours,
  paginate,
  primaryTrail,
  relatedIds,
  toCard,
} from '../domain/cards';
import { LISTING_PAGE_SIZE, HOME_LAYOUT } from '../domain/constants';
import { buildTaxonomyIndex } from '../domain/indexing';
import { subcategoryIndexKey } from '../domain/listing-key';
import {
  AUTHORS_PATH,
  HOME_PATH,
  SEARCH_INDEX_PATH,
  SITEMAP_PATH,
  authorPath,
  categoryPath,
  listingPagePath,
  subcategoryPath,
} from '../domain/routes';
import { encodeSearchIndex, searchEntryOf } from '../domain/search-index';
import { sanitizeSponsoredHtml } from '../domain/sanitize';
import { SponsoredData, sponsoredLinksFor } from '../domain/sponsored';
import { TAXONOMY } from '../domain/taxonomy';
import type { ArticleContext, ListingPageLink, Pagination, SitemapLink } from '../types/page-context';
import { publishedContent } from '../domain/content-model';
import {
  getBuiltContent,
  hasBuiltContent,
  resetPagePaths,
  recordPagePath,
  setBuiltContent,
} from './content-store';
import { contentFileNodes, contentFromNodes, isDevelop, startupContent } from './load-content';
import { loadCovers } from './covers';
import { buildFingerprint } from './build-fingerprint';

/** Links per page of the HTML sitemap's paginated part (listing pages beyond the first, then articles). */
export const SITEMAP_PAGE_SIZE = 500;

const template = (name: string): string => path.resolve(`src/templates/${name}.tsx`);

function paginationFor(basePath: string, page: number, pages: number): Pagination {
  return {
    page,
    pages,
    basePath,
    previousPath: page > 1 ? listingPagePath(basePath, page - 1) : null,
    nextPath: page < pages ? listingPagePath(basePath, page + 1) : null,
  };
}

/** Create page 1..n of a listing; `make` builds each page's own context. */
function createListing<T>(
  actions: Actions,
  sponsoredFor: (p: string) => string[],
  component: string,
  basePath: string,
  items: readonly T[],
  size: number,
  make: (pageItems: T[], pagination: Pagination) => Record<string, unknown>,
): number {
  const pages = paginate(items, size);
  pages.forEach((pageItems, i) => {
    const pagePath = listingPagePath(basePath, i + 1);
    actions.createPage({
      path: pagePath,
      component,
      context: {
        ...make(pageItems, paginationFor(basePath, i + 1, pages.length)),
        sponsored: sponsoredFor(pagePath),
      },
    });
  });
  return pages.length;
}

let sanitizedSponsored: SponsoredData | null = null;

/** The sponsored data of this build with every snippet sanitised (once per build). */
function sponsoredData(): SponsoredData {
  if (!sanitizedSponsored) {
    // pages of src/pages (onCreatePage) can come before createPages has stored this build's content
    const { sponsored } = hasBuiltContent() ? getBuiltContent().content : startupContent().content;
    sanitizedSponsored = {
      sapeLinks: Object.fromEntries(
        Object.entries(sponsored.sapeLinks).map(([p, links]) => [
          p,
          links.map(sanitizeSponsoredHtml).filter(Boolean),
        ]),
      ),
      sapeNewUrl: sanitizeSponsoredHtml(sponsored.sapeNewUrl),
    };
  }
  return sanitizedSponsored;
}

/** The sponsored snippets of a page path. */
export const sponsoredFor = (pagePath: string): string[] => sponsoredLinksFor(sponsoredData(), pagePath);

function writeSearchIndex(reporter: Reporter): void {
  const { content } = getBuiltContent();
  const index = encodeSearchIndex(content.articles.map(searchEntryOf));
  const file = path.join(process.cwd(), 'public', SEARCH_INDEX_PATH);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(index));
  reporter.info(`search: wrote ${SEARCH_INDEX_PATH} with ${index.t.length} titles`);
}

/** A markdown file's MarkdownRemark node id, by the file's absolute path. */
function remarkIds(
  files: ReturnType<typeof contentFileNodes>,
  getNode: (id: string) => Node | undefined,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of files)
    for (const childId of file.children) {
      if (getNode(childId)?.internal.type === 'MarkdownRemark')
        out.set(path.resolve(file.absolutePath), childId);
    }
  return out;
}

/** Gatsby cache key of the card texts (excerpts) of articles without a description. */
const CARD_TEXTS_KEY = 'card-texts';

interface ExcerptQuery {
  allMarkdownRemark: { nodes: { id: string; articleBody: { excerpt: string } }[] };
}

export const createPages: GatsbyNode['createPages'] = async ({
  actions: gatsbyActions,
  reporter,
  graphql,
  getNodesByType,
  getNode,
  cache,
}) => {
  const fingerprint = buildFingerprint() ?? 'none';
  sanitizedSponsored = null;
  // every page made here is recorded for the XML sitemap (see createdPagePaths)
  resetPagePaths();
  const actions: Actions = {
    ...gatsbyActions,
    createPage: (page, ...rest) => {
      recordPagePath(page.path);
      gatsbyActions.createPage(page, ...rest);
    },
  };
  const files = contentFileNodes(getNodesByType);
  // develop validates again on every change the watcher brings; a build validated at start
  const prepared = isDevelop() ? contentFromNodes(files, reporter) : startupContent();
  const nodeIdOf = remarkIds(files, getNode);
  const idOf = (file: string): string | undefined => nodeIdOf.get(path.resolve(file));
  const published = publishedContent(prepared.content, isDevelop());
  // under develop a file just added may not have its MarkdownRemark node yet: it gets its page on
  // the next run, which the node's creation triggers; a build has every node by now
  const missing = [...published.articles, ...published.info].filter((x) => !idOf(x.file));
  if (missing.length > 0 && !isDevelop())
    reporter.panic(`content: no MarkdownRemark node for ${missing.map((m) => m.file).join(', ')}`);
  const content = {
    ...published,
    // bodies are in the MarkdownRemark nodes; dropping them here keeps the build's memory down
    articles: published.articles.filter((a) => idOf(a.file)).map((a) => ({ ...a, body: '' })),
    info: published.info.filter((i) => idOf(i.file)).map((i) => ({ ...i, body: '' })),
  };

  // cards take the description; only articles without one need the text of their body
  const excerpts = new Map<number, string>();
  const needText = content.articles.filter((a) => !a.description);
  // the card texts of the last build, by the digest of the article's MarkdownRemark node: a
  // rebuild asks only for the texts of articles that changed
  const known = new Map<string, string>(
    ((await cache.get(CARD_TEXTS_KEY)) as [string, string][] | undefined) ?? [],
  );
  const digestOf = (a: { file: string }): string => {
    const node = getNode(idOf(a.file) as string);
    return `${fingerprint}:${node?.internal.contentDigest ?? ''}`;
  };
  const unknown = needText.filter((a) => !known.has(digestOf(a)));
  if (unknown.length > 0) {
    const result = await graphql<ExcerptQuery>(
      `
        query ($ids: [String!]) {
          allMarkdownRemark(filter: { id: { in: $ids } }) {
            nodes {
              id
              articleBody {
                excerpt
              }
            }
          }
        }
      `,
      { ids: unknown.map((a) => idOf(a.file)) },
    );
    if (result.errors || !result.data)
      reporter.panicOnBuild('content: could not read article texts', result.errors);
    const byNode = new Map(result.data?.allMarkdownRemark.nodes.map((n) => [n.id, n.articleBody.excerpt]));
    for (const a of unknown) known.set(digestOf(a), byNode.get(idOf(a.file) as string) ?? '');
  }
  const cardTexts: [string, string][] = [];
  for (const a of needText) {
    const key = digestOf(a);
    const text = known.get(key) ?? '';
    excerpts.set(a.id, text);
    cardTexts.push([key, text]);
  }
  await cache.set(CARD_TEXTS_KEY, cardTexts);
  setBuiltContent({ ...prepared, content, excerpts });
  const { articles, taxonomyTexts, authors } = content;
  const covers = await loadCovers(articles, graphql, reporter);
  const cards = new Map<number, ArticleCard>(
    articles.map((a) => [a.id, toCard(a, excerpts.get(a.id) ?? '', taxonomyTexts, covers.get(a.id) ?? null)]),
  );
  const bioOf = new Map(authors.map((a) => [a.name, a.description]));
  // the article page needs the hero and share picture; its cards only the thumbnail
  const coverOf = (id: number): ArticleContext['article']['cover'] => {
    const c = covers.get(id);
    return c ? { alt: c.alt, hero: c.hero, share: c.share } : null;
  };
  const card = (id: number): ArticleCard => cards.get(id) as ArticleCard;
  const index = buildTaxonomyIndex(articles);
  reporter.info(
    `content: ${articles.length} articles${isDevelop() ? ` (${articles.filter((a) => a.draft).length} drafts)` : ''}, ${authors.length} authors, ${content.info.length} info pages`,
  );

  // home: the newest articles in fixed-size blocks, so its size never grows with the archive
  const total = HOME_LAYOUT.lead + HOME_LAYOUT.finest + HOME_LAYOUT.favorite + HOME_LAYOUT.more;
  actions.createPage({
    path: HOME_PATH,
    component: template('home'),
    context: {
      ...homeBlocks(articles.slice(0, total).map((a) => card(a.id))),
      sponsored: sponsoredFor(HOME_PATH),
    },
  });

  // articles
  for (const a of articles) {
    const primary = a.placements[0];
    const listing = primary
      ? (index.bySubcategory.get(subcategoryIndexKey(primary.categoryKey, primary.subcategoryKey)) ?? [])
      : [];
    const { newer, older } = neighbours(listing, a.id);
    actions.createPage({
      path: a.path,
      component: template('article'),
      context: {
        id: idOf(a.file),
        article: {
          articleId: a.id,
          title: a.title,
          slug: a.slug,
          path: a.path,
          date: a.date,
          updated: a.updated,
          author: a.author,
          description: a.description,
          draft: a.draft,
          cover: coverOf(a.id),
        },
        trail: primaryTrail(a, taxonomyTexts),
        authorPath: a.authorSlug ? authorPath(a.authorSlug) : null,
        authorBio: (a.author && bioOf.get(a.author)) ?? null,
        related: relatedIds(listing, a.id).map(card),
        newer: newer === null ? null : card(newer),
        older: older === null ? null : card(older),
        sponsored: sponsoredFor(a.path),
      },
    });
  }

  // categories and subcategories, paginated; pages 2..n are linked from the HTML sitemap
  const listingPages: ListingPageLink[] = [];
  const sitemapSections = TAXONOMY.map((cat) => {
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
      actions,
      sponsoredFor,
      template('category'),
      catPath,
      catIds,
      LISTING_PAGE_SIZE,
      (ids, pagination) => ({
        key: cat.key,
        title: texts.title,
        description: texts.description,
        href: catPath,
        subcategories: subLinks,
        articles: ids.map(card),
        total: catIds.length,
        pagination,
      }),
    );
    const children = cat.subcategories.map((s, i) => {
      const subIds = index.bySubcategory.get(subcategoryIndexKey(cat.key, s.key)) ?? [];
      const pages = createListing(
        actions,
        sponsoredFor,
        template('subcategory'),
        subLinks[i].path,
        subIds,
        LISTING_PAGE_SIZE,
        (ids, pagination) => ({
          categoryKey: cat.key,
          key: s.key,
          title: subLinks[i].title,
          description: subLinks[i].description,
          href: subLinks[i].path,
          category: { title: texts.title, path: catPath },
          articles: ids.map(card),
          total: subIds.length,
          pagination,
        }),
      );
      return { title: subLinks[i].title, path: subLinks[i].path, pages };
    });
    for (let page = 2; page <= catPages; page += 1)
      listingPages.push({ title: texts.title, path: listingPagePath(catPath, page), page, pages: catPages });
    for (const c of children)
      for (let page = 2; page <= c.pages; page += 1)
        listingPages.push({ title: c.title, path: listingPagePath(c.path, page), page, pages: c.pages });
    return {
      title: texts.title,
      path: catPath,
      children: children.map(({ title, path: p }) => ({ title, path: p })),
    };
  });

  // authors
  const idsByAuthor = new Map<string, number[]>();
  for (const a of articles) {
    if (!a.author) continue;
    const ids = idsByAuthor.get(a.author);
    if (ids) ids.push(a.id);
    else idsByAuthor.set(a.author, [a.id]);
  }
  const authorSummaries = authors.map((a) => ({
    name: a.name,
    path: authorPath(authorSlug(a.name)),
    description: a.description,
    count: idsByAuthor.get(a.name)?.length ?? 0,
  }));
  actions.createPage({
    path: AUTHORS_PATH,
    component: template('authors'),
    context: { authors: authorSummaries, sponsored: sponsoredFor(AUTHORS_PATH) },
  });
  for (const a of authors) {
    const ids = idsByAuthor.get(a.name) ?? [];
    const base = authorPath(authorSlug(a.name));
    const pages = createListing(
      actions,
      sponsoredFor,
      template('author'),
      base,
      ids,
      LISTING_PAGE_SIZE,
      (pageIds, pagination) => ({
        name: a.name,
        href: base,
        description: a.description,
        metaTitle: a.meta_title,
        metaDescription: a.meta_description,
        articles: pageIds.map(card),
        total: ids.length,
        pagination,
      }),
    );
    for (let page = 2; page <= pages; page += 1)
      listingPages.push({ title: a.name, path: listingPagePath(base, page), page, pages });
  }

  // info pages
  for (const page of content.info)
    actions.createPage({
      path: page.path,
      component: template('info'),
      context: {
        id: idOf(page.file),
        page: { name: page.name, path: page.path, title: page.title, description: page.description },
        sponsored: sponsoredFor(page.path),
      },
    });

  // The HTML sitemap: the fixed sections (categories, subcategories, authors, info pages) on
  // every page, then one paginated stream of every other listing page and every article, so
  // that no sitemap page grows with the archive.
  const stream: ({ kind: 'listing'; link: ListingPageLink } | { kind: 'article'; link: SitemapLink })[] = [
    ...listingPages.map((link) => ({ kind: 'listing' as const, link })),
    ...articles.map((a) => ({ kind: 'article' as const, link: { title: a.title, path: a.path } })),
  ];
  createListing(
    actions,
    sponsoredFor,
    template('sitemap'),
    SITEMAP_PATH,
    stream,
    SITEMAP_PAGE_SIZE,
    (items, pagination) => ({
      categories: sitemapSections,
      authors: authorSummaries.map(({ name, path: p }) => ({ name, path: p })),
      info: content.info.map((i) => ({ title: i.title, path: i.path })),
      listingPages: items.flatMap((i) => (i.kind === 'listing' ? [i.link] : [])),
      articles: items.flatMap((i) => (i.kind === 'article' ? [i.link] : [])),
      pagination,
    }),
  );

  writeSearchIndex(reporter);
};

/** Pages from src/pages (404, 500) get their sponsored links too. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if ((page.context as { sponsored?: unknown }).sponsored) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, sponsored: sponsoredFor(page.path) } });
};
