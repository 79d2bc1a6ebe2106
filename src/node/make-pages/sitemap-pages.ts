/**
 * The HTML sitemap: the fixed sections (categories, subcategories, the topics index, authors, info
 * pages) on every page, then one paginated stream of every topic and series page, every other
 * listing page and every article, so that no
 * sitemap page grows with the archive. (The XML sitemap is gatsby-plugin-sitemap's, over the
 * pages createPages recorded: src/node/seo-plugins.ts.)
 */
import type { ArticleModel, InfoPageModel } from '../../domain/content/model';
import { SITEMAP_PATH } from '../../domain/listings/routes';
import type { AuthorSummary, ListingPageLink, SitemapLink, SitemapSection } from '../../types/page-context';
import { createListing, PageKit } from './page-kit';

/** Links per page of the HTML sitemap's paginated part (listing pages beyond the first, then articles). */
export const SITEMAP_PAGE_SIZE = 500;

export interface SitemapInputs {
  sections: SitemapSection[];
  authors: readonly AuthorSummary[];
  info: readonly InfoPageModel[];
  /** the first page of every topic and every series */
  pages: readonly SitemapLink[];
  laterPages: readonly ListingPageLink[];
  articles: readonly ArticleModel[];
}

type StreamItem =
  | { kind: 'page'; link: SitemapLink }
  | { kind: 'listing'; link: ListingPageLink }
  | { kind: 'article'; link: SitemapLink };

export function createSitemapPages(kit: PageKit, input: SitemapInputs): void {
  const stream: StreamItem[] = [
    ...input.pages.map((link) => ({ kind: 'page' as const, link })),
    ...input.laterPages.map((link) => ({ kind: 'listing' as const, link })),
    ...input.articles.map((a) => ({ kind: 'article' as const, link: { title: a.title, path: a.path } })),
  ];
  const authors = input.authors.map(({ name, path }) => ({ name, path }));
  const info = input.info.map((i) => ({ title: i.title, path: i.path }));
  createListing(kit, 'sitemap', SITEMAP_PATH, stream, SITEMAP_PAGE_SIZE, (items, pagination) => ({
    categories: input.sections,
    authors,
    info,
    pages: items.flatMap((i) => (i.kind === 'page' ? [i.link] : [])),
    listingPages: items.flatMap((i) => (i.kind === 'listing' ? [i.link] : [])),
    articles: items.flatMap((i) => (i.kind === 'article' ? [i.link] : [])),
    pagination,
  }));
}
