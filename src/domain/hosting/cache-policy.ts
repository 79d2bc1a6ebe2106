/**
 * How every file of the built site is served: its Content-Type, its Cache-Control (Gatsby's
 * caching guidance, https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/) and
 * when a deploy uploads it. Used by the deploy script; deploy/nginx.conf states the same rules
 * and a unit test holds the two together.
 *
 * Paths are relative to public/, with forward slashes and no leading slash ("static/a/b.png").
 */
import mime from 'mime-types';
import { ADMIN_PATH } from '../listings/routes';

/** Files whose content can change under the same name: caches must ask the server every time. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** Files whose name changes with their content: cache for a year and never ask again. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

export type CacheClass = 'revalidate' | 'immutable';

/**
 * webpack's content hash in a file name: `app-79064833e358043f05ed.js`, `styles.1e9cc5dd47619cc18a1a.css`,
 * and the source maps and licence notes named after them. 20 hex digits is webpack's default
 * `[contenthash]` length, which Gatsby uses.
 */
export const HASHED_ASSET = /[-.][0-9a-f]{20}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/;

const normalise = (publicPath: string): string => publicPath.replace(/\\/g, '/').replace(/^\/+/, '');

/**
 * The cache class of a file under public/: `static/**` (Gatsby names those by content hash) and
 * hashed JS/CSS are immutable; everything else (HTML, page-data, app-data.json, sw.js, and
 * un-hashed files such as search-index.json, sitemaps or robots.txt) is revalidated on every
 * request, so that no reader is ever served a stale page after a deploy.
 */
export function cacheClassFor(publicPath: string): CacheClass {
  const p = normalise(publicPath);
  if (p.startsWith('static/')) return 'immutable';
  const base = p.slice(p.lastIndexOf('/') + 1);
  if (HASHED_ASSET.test(base)) return 'immutable';
  return 'revalidate';
}

/** The Cache-Control header of a file under public/. */
export function cacheControlFor(publicPath: string): string {
  return cacheClassFor(publicPath) === 'immutable' ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * The Content-Type header of a file under public/, with `charset=utf-8` for text types
 * (from the mime-types database); `application/octet-stream` when the extension is unknown.
 */
export function contentTypeFor(publicPath: string): string {
  return mime.contentType(normalise(publicPath).split('/').pop() ?? '') || 'application/octet-stream';
}

/**
 * The step of a deploy in which a file is uploaded, so that readers never get a page that
 * points at something not uploaded yet:
 * 0 - assets (hashed JS/CSS, static/**, images and other files that pages point to);
 * 1 - pages and their data (HTML, page-data/**, search index, sitemaps, feeds);
 * 2 - the switch-over files: page-data/app-data.json (its build hash makes open tabs reload)
 *     and sw.js (its change makes installed service workers update).
 * Deletions of stale objects come after all three.
 */
export function uploadPhaseFor(publicPath: string): 0 | 1 | 2 {
  const p = normalise(publicPath);
  if (p === 'sw.js' || p === 'page-data/app-data.json') return 2;
  if (cacheClassFor(p) === 'immutable') return 0;
  if (p.startsWith('page-data/') || p.endsWith('.html')) return 1;
  // un-hashed data that lists pages (search index, sitemaps, feeds) goes with the pages
  if (/\.(?:json|xml|txt|webmanifest)$/.test(p)) return 1;
  return 0;
}

/** Workbox strategies the service worker may use. */
export type ServiceWorkerHandler = 'CacheFirst' | 'NetworkFirst' | 'StaleWhileRevalidate' | 'NetworkOnly';

/**
 * Path prefixes the service worker leaves to the network: never cached, never kept from an open
 * page, never answered offline (a NetworkOnly rule first in SERVICE_WORKER_CACHING, and the
 * worker's own code reads the same list from sw.js: src/node/post-build/offline-worker-data.ts).
 * Excluding an address is one entry here.
 */
export const SERVICE_WORKER_EXCLUDED_PATHS: readonly string[] = [
  // the web editor: an author always gets the editor the server has, and it never fills a
  // reader's caches (docs/editing.md, "Writing in the browser")
  ADMIN_PATH,
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ServiceWorkerRule {
  urlPattern: RegExp;
  handler: ServiceWorkerHandler;
}

/**
 * How the service worker (gatsby-plugin-offline's `workboxConfig.runtimeCaching`) answers each
 * request; the first matching rule wins. Only content-hashed files are served from the cache
 * first. Pages (HTML) and everything un-hashed go to the network first and fall back to the
 * cache offline, so a reader with the worker installed sees a new deploy on the next load
 * instead of an old app shell and stale page-data; visited pages stay readable offline.
 * Requests to the plugin's own `/.gatsby-plugin-offline:` API match none of these.
 */
export const SERVICE_WORKER_CACHING: readonly ServiceWorkerRule[] = [
  ...SERVICE_WORKER_EXCLUDED_PATHS.map((prefix): ServiceWorkerRule => ({
    urlPattern: new RegExp(`^https?://[^/?#]+${escapeRegExp(prefix)}`),
    handler: 'NetworkOnly',
  })),
  {
    // static/** and webpack's hashed JS/CSS: a new build means new names
    urlPattern: /^https?:\/\/[^/?#]+\/(?:static\/|[^?#]*[-.][0-9a-f]{20}\.(?:js|css)(?:$|\?))/,
    handler: 'CacheFirst',
  },
  {
    // page-data/**, app-data.json and static query results: never from the cache while online
    urlPattern: /^https?:\/\/[^/?#]+\/page-data\/[^?#]*\.json(?:$|\?)/,
    handler: 'NetworkFirst',
  },
  {
    // pages: "/", "/a/b" (no extension) or "*.html"
    urlPattern:
      /^https?:\/\/[^/?#]+(?!\/\.gatsby-plugin-offline:)(?:\/(?:[^/?#]*\/)*(?:[^./?#]*|[^/?#]*\.html))?(?:[?#].*)?$/,
    handler: 'NetworkFirst',
  },
  {
    // other un-hashed code and data (search index, manifest, feeds)
    urlPattern: /^https?:\/\/[^/?#]+\/[^?#]*\.(?:json|webmanifest|xml|txt|js|css)(?:$|\?)/,
    handler: 'NetworkFirst',
  },
  {
    // images and fonts: show the cached copy at once, refresh it in the background
    urlPattern: /^https?:.*\.(?:png|jpe?g|webp|avif|svg|gif|tiff|ico|woff2?)(?:$|\?)/,
    handler: 'StaleWhileRevalidate',
  },
];

/** The strategy the service worker uses for `url`, or null when it leaves the request alone. */
export function serviceWorkerHandlerFor(url: string): ServiceWorkerHandler | null {
  return SERVICE_WORKER_CACHING.find((rule) => rule.urlPattern.test(url))?.handler ?? null;
}
