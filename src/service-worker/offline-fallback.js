/* global workbox, caches, self, MessageAPI */
/**
 * Appended to the generated sw.js (gatsby-plugin-offline `appendScript`). Three things the
 * plugin does not do:
 *
 * 1. The first page is kept. The page a reader opens first was fetched before the worker existed,
 *    so neither its HTML nor its page data went through it. When the worker activates for the
 *    first time (not on an update: the plugin then clears the old build's runtime cache), it
 *    puts every open page of the site in the runtime cache: the HTML and the page data (fetched
 *    again, a revalidation), app-data and the static queries, the scripts of the page's
 *    component (from the build's chunk list), and, from the browser's HTTP cache only (never a
 *    new download), the other scripts and the pictures the page already loaded. Nothing is added
 *    to the page: the worker reads the page's addresses from its clients and its HTML.
 * 2. A page never saved, opened offline, shows the site's offline page: the precached app shell
 *    (header, sponsored block, footer) without its scripts, with a text saying the page is not
 *    saved on this device and the saved articles, newest first, as links.
 * 3. A page whose HTML was never fetched through the worker (reached by an in-site link) but
 *    whose page data, static queries and component chunks are all cached opens from the
 *    precached app shell, as the plugin itself does when it serves every navigation.
 *
 * Pages are fetched network-first (src/domain/hosting/cache-policy.ts); the build writes the
 * offline page's texts and the chunk lists in place of OFFLINE_DATA's marker
 * (src/node/post-build/offline-worker-data.ts).
 */
const APP_SHELL = '/offline-plugin-app-shell-fallback/index.html';
const ARTICLE_COMPONENT = 'component---src-templates-article-tsx';
const OFFLINE_DATA = /* offline-worker-data */ { text: null, chunks: {}, scripts: [], excluded: [] };

/**
 * The addresses the worker keeps for offline reading and answers offline: the site's own, but
 * the path prefixes of SERVICE_WORKER_EXCLUDED_PATHS (src/domain/hosting/cache-policy.ts).
 */
const keptAddress = (url) =>
  url.origin === self.location.origin &&
  !OFFLINE_DATA.excluded.some((prefix) => url.pathname.startsWith(prefix));

const runtimeCache = () => caches.open(workbox.core.cacheNames.runtime);

/** Gatsby's page-data address of a page path ("/" is "index"). */
function pageDataPath(pathname) {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

const decodeAttribute = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The values of `name` attributes of the HTML's `tag` elements (`src`, `href`, `srcset`). */
function attributeValues(html, tag, name) {
  const values = [];
  const elements = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) || [];
  const attribute = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i');
  for (const element of elements) {
    const match = element.match(attribute);
    if (match) values.push({ element, value: decodeAttribute(match[1] ?? match[2]) });
  }
  return values;
}

/** The page's own files named in its HTML: scripts, icons, the manifest, style sheets, preloads. */
function htmlResources(html) {
  const scripts = attributeValues(html, 'script', 'src').map((a) => a.value);
  const links = attributeValues(html, 'link', 'href')
    .filter((a) => /\srel\s*=\s*"?(?:icon|manifest|stylesheet|preload|modulepreload)\b/i.test(a.element))
    .map((a) => a.value);
  return [...scripts, ...links];
}

/** Every picture address of the HTML: `src` and each `srcset` candidate of `img` and `source`. */
function pictureAddresses(html) {
  const out = attributeValues(html, 'img', 'src').map((a) => a.value);
  for (const tag of ['img', 'source'])
    for (const { value } of attributeValues(html, tag, 'srcset'))
      for (const candidate of value.split(','))
        if (candidate.trim() !== '') out.push(candidate.trim().split(/\s+/)[0]);
  return out;
}

/** Fetch `address` (network, or the browser's HTTP cache when fresh) into `cache`; its response or null. */
async function keep(cache, address, init) {
  try {
    const url = new URL(address, self.location.origin);
    if (!keptAddress(url)) return null;
    const response = await fetch(url.href, init);
    // a redirected response cannot answer a navigation: the page's own request caches it
    if (!response.ok || response.redirected) return null;
    await cache.put(url.href, response.clone());
    return response;
  } catch {
    return null;
  }
}

/** Keep `address` only when the browser already holds it (the page loaded it): no download. */
const keepIfLoaded = (cache, address) =>
  keep(cache, address, { cache: 'only-if-cached', mode: 'same-origin' });

/** Puts one open page and everything it shows in the runtime cache. */
async function keepPage(cache, pageUrl) {
  const url = new URL(pageUrl);
  url.hash = '';
  if (!keptAddress(url) || url.pathname.startsWith('/offline-plugin-app-shell-fallback')) return;
  const page = await keep(cache, url.href);
  const html = page ? await page.text() : '';
  const dataResponse = await keep(cache, pageDataPath(url.pathname));
  const data = dataResponse ? await dataResponse.json().catch(() => null) : null;
  const own = [...pageFiles(url.pathname, data), ...htmlResources(html)].filter(
    (address) => address !== pageDataPath(url.pathname),
  );
  await Promise.all([...new Set(own)].map((address) => keep(cache, address)));
  const loaded = [...OFFLINE_DATA.scripts, ...pictureAddresses(html)].filter((a) => !own.includes(a));
  await Promise.all([...new Set(loaded)].map((address) => keepIfLoaded(cache, address)));
}

/** Keeps every open page of the site (windows not yet controlled included). */
async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await runtimeCache();
  await Promise.all(windows.map((client) => keepPage(cache, client.url).catch(() => undefined)));
}

// the first install only: an update's activation is followed by the plugin's clean-up of the
// runtime cache (clearPathResources), and the reader's next load fills it again
let firstInstall = false;
self.addEventListener('install', () => {
  firstInstall = !self.registration.active;
});
self.addEventListener('activate', (event) => {
  if (firstInstall) event.waitUntil(keepOpenPages());
});

// The plugin's page code asks for its clean-up when it believes the worker was updated; on a busy
// page the first install's "installed" event can be handled after the worker already controls the
// page, which Gatsby takes for an update: the clean-up then deleted the first page just kept.
// A worker installed with no earlier one has only this build's files in its runtime cache.
const clearPathResources = MessageAPI.clearPathResources;
MessageAPI.clearPathResources = (event) => {
  if (!firstInstall) clearPathResources(event);
};

/** Whether the page at `pathname` opens offline from the cache: its HTML, or the app shell with its recorded resources. */
async function opensOffline(cache, pathname) {
  if (await cache.match(new URL(pathname, self.location.origin).href)) return true;
  return (await appShellFor(pathname)) !== null;
}

/** The files a page runs on besides its HTML: app-data, its page data, static queries and component chunks. */
function pageFiles(pathname, data) {
  const component = data && typeof data.componentChunkName === 'string' ? data.componentChunkName : '';
  const staticQueries = data && Array.isArray(data.staticQueryHashes) ? data.staticQueryHashes : [];
  return [
    '/page-data/app-data.json',
    pageDataPath(pathname),
    ...staticQueries.map((hash) => `/page-data/sq/d/${hash}.json`),
    ...(OFFLINE_DATA.chunks.app || []),
    ...(OFFLINE_DATA.chunks[component] || []),
  ];
}

/**
 * The precached app shell when every file the page runs on is cached, else null. The plugin's
 * own record of a page's resources (IndexedDB) names the component's first chunk only, not the
 * chunks it shares with other templates: a page kept by that record alone failed to load them.
 */
async function appShellFor(pathname) {
  const cachedData = await caches.match(pageDataPath(pathname));
  const data = cachedData ? await cachedData.json().catch(() => null) : null;
  if (!data || typeof data.componentChunkName !== 'string') return null;
  const cached = await Promise.all(pageFiles(pathname, data).map((file) => caches.match(file)));
  if (cached.some((response) => !response)) return null;
  return (await caches.match(workbox.precaching.getCacheKeyForURL(APP_SHELL))) || null;
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The saved articles that open offline, newest first: { path, title, date, dateText }. */
async function savedArticles() {
  const cache = await runtimeCache();
  const articles = [];
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (!/^\/page-data\/(?!sq\/).+\/page-data\.json$/.test(pathname)) continue;
    const response = await cache.match(request);
    const data = response ? await response.json().catch(() => null) : null;
    const article =
      data && data.componentChunkName === ARTICLE_COMPONENT && data.result?.pageContext?.article;
    if (!article || typeof article.path !== 'string' || typeof article.title !== 'string') continue;
    if (await opensOffline(cache, article.path)) articles.push(article);
  }
  return articles.sort((a, b) => String(b.date).localeCompare(String(a.date)));
}

/** The offline page: the app shell's frame, no scripts, the text and the saved articles in its main. */
async function offlinePage() {
  const shell = await caches.match(workbox.precaching.getCacheKeyForURL(APP_SHELL));
  const text = OFFLINE_DATA.text;
  if (!shell || !text) return Response.error();
  const articles = await savedArticles();
  const list =
    articles.length === 0
      ? `<p class="error-text">${escapeHtml(text.noneSaved)}</p>`
      : `<ul class="offline-saved">${articles
          .map(
            (a) =>
              `<li><a href="${escapeHtml(a.path)}">${escapeHtml(a.title)}</a>` +
              (a.dateText ? ` <time datetime="${escapeHtml(a.date)}">${escapeHtml(a.dateText)}</time>` : '') +
              '</li>',
          )
          .join('')}</ul>`;
  const section =
    '<section class="error-page offline-page" aria-labelledby="offline-title" data-testid="offline-page">' +
    `<h1 id="offline-title" class="error-title">${escapeHtml(text.title)}</h1>` +
    `<p class="error-text">${escapeHtml(text.text)}</p>` +
    `<h2 class="offline-saved-heading">${escapeHtml(text.saved)}</h2>${list}</section>`;
  const html = (await shell.text())
    // without Gatsby's scripts: this document is no page of the site, nothing must render over it
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="?(?:preload|modulepreload)\b[^>]*>/gi, '')
    .replace(/(<main\b[^>]*>)/i, `$1${section}`);
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

workbox.routing.setCatchHandler(async ({ event }) => {
  if (!event || event.request.mode !== 'navigate') return Response.error();
  const url = new URL(event.request.url);
  if (!keptAddress(url)) return Response.error();
  return (await appShellFor(url.pathname)) || offlinePage();
});
