/**
 * Every path the site has is built here; nothing else writes a path by hand.
 * Paths have no trailing slash (Gatsby's default `trailingSlash: "always"` is turned off in
 * gatsby-config so that these are the canonical forms).
 */

export const HOME_PATH = '/';
export const AUTHORS_PATH = '/authors';
export const ABOUT_US_PATH = '/info/about-us';
export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const TERMS_PATH = '/terms';
/** The web editor (Decap CMS, written by plugins/admin-editor): not a page of the site. */
export const ADMIN_PATH = '/admin/';
export const SITEMAP_PATH = '/sitemap';
export const SITEMAP_XML_PATH = '/sitemap-index.xml';
export const RSS_PATH = '/rss.xml';
/** The index of every topic (src/domain/listings/topics.ts). */
export const TOPICS_PATH = '/topics';
export const SERIES_BASE = '/series';
/** The publisher logo of the structured data (made by scripts/pictures/make-share-image.ts). */
export const PUBLISHER_LOGO_PATH = '/publisher-logo.png';
export const NOT_FOUND_PATH = '/404';
export const ERROR_PATH = '/500';
/** gatsby-plugin-offline's app shell: an empty HTML page for the service worker, not for readers. */
export const OFFLINE_SHELL_PATH = '/offline-plugin-app-shell-fallback';
/** The search index's manifest fetched by the search box on first use (src/domain/search/parts.ts). */
export const SEARCH_INDEX_PATH = '/search-index.json';
/**
 * The published articles' ids, slugs and aliases (src/domain/content/renames.ts): the next check
 * compares the content with it to catch a renamed article whose old slug was not kept.
 */
export const ARTICLE_SLUGS_PATH = '/article-slugs.json';
/** The nginx `map` entries of the aliases' redirects, included by deploy/nginx.conf. */
export const NGINX_REDIRECTS_PATH = '/nginx-redirects.conf';
/** Where the search index's parts are, named by their content (immutable, like all of static/). */
export const SEARCH_PARTS_DIR = '/static/search';
/** The address of a search index part. */
export const searchPartPath = (name: string): string => `${SEARCH_PARTS_DIR}/${name}.json`;
/** The picture the search box shows when no title matches (a file in static/). */
export const SEARCH_EMPTY_IMAGE_PATH = '/search-empty.svg';

/** Info pages by the name of their markdown file in `content/info/`. */
export const INFO_PAGE_PATHS = {
  'about-us': ABOUT_US_PATH,
  'privacy-policy': PRIVACY_POLICY_PATH,
  terms: TERMS_PATH,
} as const;

export type InfoPageName = keyof typeof INFO_PAGE_PATHS;

/** `/articles/{slug}` */
export const articlePath = (slug: string): string => `/articles/${slug}`;

/** `/{categorySlug}` */
export const categoryPath = (categorySlug: string): string => `/${categorySlug}`;

/** `/{categorySlug}/{subcategorySlug}` */
export const subcategoryPath = (categorySlug: string, subcategorySlug: string): string =>
  `/${categorySlug}/${subcategorySlug}`;

/** `/topics/{topicKey}` */
export const topicPath = (key: string): string => `${TOPICS_PATH}/${key}`;

/** `/series/{seriesKey}` */
export const seriesPath = (key: string): string => `${SERIES_BASE}/${key}`;

/** The RSS feed of a category or topic listing (its first page's path): `{listing}/rss.xml`. */
export const listingFeedPath = (listingPath: string): string => `${listingPath}${RSS_PATH}`;

/** `/authors/{authorSlug}` */
export const authorPath = (authorSlug: string): string => `${AUTHORS_PATH}/${authorSlug}`;

/** Page `n` (1-based) of a paginated listing: page 1 is the listing itself, then `{base}/page/{n}`. */
export const listingPagePath = (basePath: string, page: number): string =>
  page <= 1 ? basePath : `${basePath === '/' ? '' : basePath}/page/${page}`;

/** The listing a page belongs to: `{base}/page/{n}` gives `{base}`; any other path is its own. */
export function listingBasePath(pagePath: string): string {
  const match = /^(.*)\/page\/\d+$/.exec(pagePath);
  return match ? match[1] || HOME_PATH : pagePath;
}

/** An absolute URL for `path` on `siteUrl` (no double slashes). */
export const absoluteUrl = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * A page path in its one written form: no trailing slash, except the root "/" ("/authors/" and
 * "/authors" are the same page; "//" is the root).
 */
export const normalizePath = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;

/** Where the drawn share pictures are (src/node/share-pictures/), named by what they show (immutable). */
export const SHARE_PICTURES_DIR = '/static/share';
/** The address of an article's drawn share picture. */
export const sharePicturePath = (name: string): string => `${SHARE_PICTURES_DIR}/${name}.jpg`;
