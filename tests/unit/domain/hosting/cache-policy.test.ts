import fs from 'fs';
import path from 'path';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheClassFor,
  cacheControlFor,
  contentTypeFor,
  serviceWorkerHandlerFor,
  uploadPhaseFor,
} from '../../../../src/domain/hosting/cache-policy';
import { repoRoot } from '../../../support/paths';

// file names as Gatsby 5 writes them into public/
const REVALIDATED = [
  'index.html',
  'articles/some-article/index.html',
  '404.html',
  '404/index.html',
  'page-data/index/page-data.json',
  'page-data/articles/some-article/page-data.json',
  'page-data/sq/d/3159585216.json',
  'page-data/app-data.json',
  'sw.js',
  'search-index.json',
  'sitemap-index.xml',
  'rss.xml',
  'robots.txt',
  'manifest.webmanifest',
  'idb-keyval-3.2.0-iife.min.js',
  'workbox-v4.3.1/workbox-sw.js',
  '~partytown/partytown.js',
  'favicon.ico',
  'og-default.png',
  'chunk-map.json',
  'webpack.stats.json',
  // not a webpack hash (too short / not hex)
  'app-1234.js',
  'my-file-zzzzzzzzzzzzzzzzzzzz.js',
];
const IMMUTABLE = [
  'app-79064833e358043f05ed.js',
  'app-79064833e358043f05ed.js.map',
  'framework-82f7cc2eceb582e2c9db.js.LICENSE.txt',
  'webpack-runtime-9b9a28298b5399e264ff.js',
  'component---src-templates-article-tsx-3eb07b68dc2dc5fb9f1e.js',
  '466-a1448c3874bcf578cfe4.js',
  'styles.1e9cc5dd47619cc18a1a.css',
  'static/d/123/logo.png',
  'static/anything-at-all.json',
];

describe('Cache-Control per public/ path (Gatsby caching guidance)', () => {
  it.each(REVALIDATED)('%s is revalidated on every request', (p) => {
    expect(cacheClassFor(p)).toBe('revalidate');
    expect(cacheControlFor(p)).toBe('public, max-age=0, must-revalidate');
  });

  it.each(IMMUTABLE)('%s is cached for a year, immutable', (p) => {
    expect(cacheClassFor(p)).toBe('immutable');
    expect(cacheControlFor(p)).toBe('public, max-age=31536000, immutable');
  });

  it('accepts a leading slash and Windows separators', () => {
    expect(cacheControlFor('/static/a.png')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('static\\a.png')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/sw.js')).toBe(CACHE_REVALIDATE);
  });
});

describe('Content-Type per public/ path', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['page-data/app-data.json', 'application/json; charset=utf-8'],
    ['app-79064833e358043f05ed.js', 'application/javascript; charset=utf-8'],
    ['styles.1e9cc5dd47619cc18a1a.css', 'text/css; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['sitemap-index.xml', 'application/xml'],
    ['static/x/logo.png', 'image/png'],
    ['static/x/photo.JPG', 'image/jpeg'],
    ['icons/icon.svg', 'image/svg+xml'],
    ['fonts/a.woff2', 'font/woff2'],
    ['app.js.map', 'application/json; charset=utf-8'],
    ['mystery.unknownext', 'application/octet-stream'],
    ['no-extension', 'application/octet-stream'],
  ])('%s → %s', (p, type) => {
    expect(contentTypeFor(p)).toBe(type);
  });
});

describe('upload order of a deploy', () => {
  it('uploads assets first, then pages and data, then app-data.json and sw.js', () => {
    for (const p of IMMUTABLE) expect(uploadPhaseFor(p)).toBe(0);
    for (const p of [
      'og-default.png',
      'favicon.ico',
      'idb-keyval-3.2.0-iife.min.js',
      'workbox-v4.3.1/workbox-sw.js',
    ])
      expect(uploadPhaseFor(p)).toBe(0);
    for (const p of [
      'index.html',
      'articles/x/index.html',
      'page-data/index/page-data.json',
      'page-data/sq/d/1.json',
      'search-index.json',
      'sitemap-index.xml',
      'robots.txt',
    ])
      expect(uploadPhaseFor(p)).toBe(1);
    expect(uploadPhaseFor('page-data/app-data.json')).toBe(2);
    expect(uploadPhaseFor('sw.js')).toBe(2);
  });
});

describe('service worker strategies (gatsby-plugin-offline workboxConfig)', () => {
  const origin = 'https://bloxguide.example';
  it('serves only content-hashed files cache-first, exactly the immutable ones', () => {
    for (const p of [...IMMUTABLE, ...REVALIDATED].filter((f) => /\.(js|css)$|^static\//.test(f)))
      expect([p, serviceWorkerHandlerFor(`${origin}/${p}`) === 'CacheFirst']).toEqual([
        p,
        cacheClassFor(p) === 'immutable',
      ]);
  });

  it('goes to the network first for pages and page data, so a deploy shows on the next load', () => {
    for (const url of [
      `${origin}/`,
      `${origin}`,
      `${origin}/articles/some-article`,
      `${origin}/articles/some-article?utm=x`,
      `${origin}/ultimate-gameplay-tips-roblox/beginner-guides-roblox`,
      `${origin}/404.html`,
      `${origin}/page-data/articles/some-article/page-data.json`,
      `${origin}/page-data/app-data.json`,
      `${origin}/page-data/sq/d/3159585216.json`,
      `${origin}/search-index.json`,
      `${origin}/idb-keyval-3.2.0-iife.min.js`,
    ])
      expect([url, serviceWorkerHandlerFor(url)]).toEqual([url, 'NetworkFirst']);
  });

  it('refreshes images and fonts in the background', () => {
    expect(serviceWorkerHandlerFor(`${origin}/og-default.png`)).toBe('StaleWhileRevalidate');
    expect(serviceWorkerHandlerFor(`${origin}/icons/icon-48x48.png?v=abc`)).toBe('StaleWhileRevalidate');
  });

  it("leaves the offline plugin's own API requests to the plugin", () => {
    expect(serviceWorkerHandlerFor(`${origin}/.gatsby-plugin-offline:api=disableOfflineShell`)).toBeNull();
  });
});

/** The `map $uri $cache_control` and `types` blocks of deploy/nginx.conf, read as data. */
function readNginxConf() {
  const conf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
  const block = (head: RegExp): string => {
    const m = head.exec(conf);
    if (!m) throw new Error(`deploy/nginx.conf has no block matching ${head}`);
    // the block ends at the first line holding only "}" (regexes inside may hold braces)
    const end = /^\s*\}\s*$/m.exec(conf.slice(m.index));
    if (!end) throw new Error(`unclosed block ${head} in deploy/nginx.conf`);
    return conf.slice(m.index + m[0].length, m.index + end.index);
  };
  const unquote = (s: string) => s.replace(/^"(.*)"$/, '$1');
  let fallback = '';
  const regexes: { re: RegExp; value: string }[] = [];
  for (const line of block(/map \$uri \$cache_control \{/).split(';')) {
    const m = /^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+)\s*$/.exec(line);
    if (!m) continue;
    const [key, value] = [unquote(m[1]), unquote(m[2])];
    if (key === 'default') fallback = value;
    else if (key.startsWith('~*')) regexes.push({ re: new RegExp(key.slice(2), 'i'), value });
    else if (key.startsWith('~')) regexes.push({ re: new RegExp(key.slice(1)), value });
    else throw new Error(`exact-match map keys are not handled by this test: ${key}`);
  }
  const types = new Map<string, string>();
  for (const line of block(/\btypes \{/).split(';')) {
    const [type, ...exts] = line.trim().split(/\s+/);
    for (const ext of exts) types.set(ext, type);
  }
  const charsetTypes = new Set([
    'text/html',
    ...(/charset_types ([^;]+);/.exec(conf)?.[1].trim().split(/\s+/) ?? []),
  ]);
  const charset = /^\s*charset (\S+);/m.exec(conf)?.[1];
  return {
    cacheControl: (uri: string) => regexes.find((r) => r.re.test(uri))?.value ?? fallback,
    contentType: (ext: string) => {
      const type = types.get(ext.toLowerCase()) ?? /default_type (\S+);/.exec(conf)?.[1] ?? '';
      return charsetTypes.has(type) ? `${type}; charset=${charset}` : type;
    },
    extensions: [...types.keys()],
  };
}

describe('deploy/nginx.conf states the same rules', () => {
  const nginx = readNginxConf();

  it.each([...REVALIDATED, ...IMMUTABLE])('Cache-Control of /%s', (p) => {
    expect(nginx.cacheControl(`/${p}`)).toBe(cacheControlFor(p));
  });

  it('gives every extension it knows the Content-Type the deploy uses', () => {
    expect(nginx.extensions.length).toBeGreaterThan(20);
    for (const ext of nginx.extensions)
      expect([ext, nginx.contentType(ext)]).toEqual([ext, contentTypeFor(`file.${ext}`)]);
  });

  it('knows every extension a Gatsby build of this site produces', () => {
    for (const ext of [
      'html',
      'js',
      'css',
      'json',
      'map',
      'txt',
      'xml',
      'png',
      'svg',
      'ico',
      'webmanifest',
      'woff2',
    ])
      expect(nginx.extensions).toContain(ext);
  });
});
