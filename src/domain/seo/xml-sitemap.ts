/**
 * XML sitemap rules: which built pages are left out, the `lastmod` of every page (from content
 * dates, never the build time), and the robots.txt that names the sitemap.
 */
import { CONTENT_START_DATE } from '../constants';
import { buildTaxonomyIndex } from '../listings/indexing';
import { subcategoryIndexKey } from '../listings/listing-key';
import {
  absoluteUrl,
  authorPath,
  categoryPath,
  ERROR_PATH,
  listingBasePath,
  normalizePath,
  NOT_FOUND_PATH,
  OFFLINE_SHELL_PATH,
  SITEMAP_XML_PATH,
  seriesPath,
  subcategoryPath,
  topicPath,
} from '../listings/routes';
import { modifiedDate } from '../content/dates';
import { TAXONOMY } from '../listings/taxonomy';

/** Built pages that are not content: error pages (both their forms) and the offline shell. */
export const SITEMAP_EXCLUDED_PATHS: readonly string[] = [
  NOT_FOUND_PATH,
  `${NOT_FOUND_PATH}.html`,
  ERROR_PATH,
  `${ERROR_PATH}.html`,
  OFFLINE_SHELL_PATH,
  '/dev-404-page',
];

/** True when a built page belongs in the XML sitemap. */
export const inSitemap = (pagePath: string): boolean =>
  !SITEMAP_EXCLUDED_PATHS.includes(normalizePath(pagePath));

/** What the sitemap needs to know of an article. */
export interface DatedArticle {
  id: number;
  path: string;
  date: string;
  updated: string | null;
  authorSlug: string | null;
  placements: readonly { categoryKey: string; subcategoryKey: string }[];
  /** topic keys (src/domain/listings/topics.ts) */
  topics?: readonly string[];
  series?: { key: string } | null;
}

export interface LastmodTable {
  /** content date by page path (articles) or listing base path (category, subcategory, author) */
  byPath: Map<string, string>;
  /** the newest content date of the site, or the content start date when there are no articles */
  newest: string;
}

const later = (a: string | undefined, b: string): string =>
  a === undefined || Date.parse(b) > Date.parse(a) ? b : a;

/**
 * The content dates of every page: an article's is its modified date; a listing's (category,
 * subcategory, author, topic, series) is the newest of its articles, on every page of it, because a new article
 * shifts all its pages.
 */
export function lastmodTable(articles: readonly DatedArticle[]): LastmodTable {
  const byPath = new Map<string, string>();
  const dateOf = new Map(articles.map((a) => [a.id, modifiedDate(a.date, a.updated)]));
  let newest: string | undefined;
  for (const a of articles) {
    const d = dateOf.get(a.id) as string;
    byPath.set(a.path, d);
    newest = later(newest, d);
    // an author's, a topic's and a series' page: the newest of its articles
    const listings = [
      ...(a.authorSlug ? [authorPath(a.authorSlug)] : []),
      ...(a.topics ?? []).map(topicPath),
      ...(a.series ? [seriesPath(a.series.key)] : []),
    ];
    for (const p of listings) byPath.set(p, later(byPath.get(p), d));
  }
  // listing membership exactly as the pages are built (src/domain/listings/indexing.ts)
  const index = buildTaxonomyIndex(articles);
  const newestOf = (ids: readonly number[] | undefined): string | undefined =>
    (ids ?? []).reduce<string | undefined>((m, id) => later(m, dateOf.get(id) as string), undefined);
  for (const cat of TAXONOMY) {
    const c = newestOf(index.byCategory.get(cat.key));
    if (c) byPath.set(categoryPath(cat.slug), c);
    for (const s of cat.subcategories) {
      const d = newestOf(index.bySubcategory.get(subcategoryIndexKey(cat.key, s.key)));
      if (d) byPath.set(subcategoryPath(cat.slug, s.slug), d);
    }
  }
  return { byPath, newest: newest ?? new Date(CONTENT_START_DATE).toISOString() };
}

/**
 * The `lastmod` of a built page: its own or its listing's content date; other pages (home,
 * authors, info pages, the HTML sitemap, empty listings) show the site's newest content date.
 */
export const lastmodFor = (pagePath: string, table: LastmodTable): string =>
  table.byPath.get(listingBasePath(pagePath)) ?? table.newest;

/** robots.txt: everything may be crawled; the sitemap index is named by its absolute URL. */
export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, SITEMAP_XML_PATH)}\n`;
