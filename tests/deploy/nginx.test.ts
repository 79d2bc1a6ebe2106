/**
 * The built site (public/) served by Debian's nginx with deploy/nginx.conf: every file with the
 * headers of src/domain/hosting/cache-policy.ts, clean URLs, the 301 of an alias's old address,
 * the 404 page with status 404, gzip, the
 * security headers, and, in Chromium, pages of every type that render and hydrate with no Content-
 * Security-Policy violation under the header and the page's own policy together, and an inline
 * script injected into a page blocked. Starts its own nginx (as root it installs nginx with apt
 * when missing).
 */
import fs from 'fs';
import path from 'path';
import type { BrowserContext, Page } from 'playwright-core';
import { cacheControlFor, contentTypeFor } from '../../src/domain/hosting/cache-policy';
import { FILE_HEADER_POLICY, PAGE_HEADER_POLICY } from '../../src/domain/hosting/content-security-policy';
import {
  ABOUT_US_PATH,
  articlePath,
  authorPath,
  AUTHORS_PATH,
  categoryPath,
  OFFLINE_SHELL_PATH,
  PRIVACY_POLICY_PATH,
  SITEMAP_PATH,
  subcategoryPath,
  TERMS_PATH,
} from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { listBuildFiles } from '../../scripts/deploy/build-files';
import { buildRedirects } from '../../scripts/deploy/build-redirects';
import { NginxServer, startNginx } from '../../scripts/deploy/nginx';
import { launchChromium } from '../support/chromium';

const publicDir = path.resolve(__dirname, '../../public');
let server: NginxServer;
let base: string;

const firstArticle = (): string => {
  const slug = fs.readdirSync(path.join(publicDir, 'articles')).sort()[0];
  return articlePath(slug);
};
const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${p}`, { redirect: 'manual', headers });

beforeAll(async () => {
  if (!fs.existsSync(path.join(publicDir, 'index.html')))
    throw new Error('public/ has no build: run `npm run build` before the deploy tests');
  server = await startNginx({ siteRoot: publicDir });
  base = server.baseUrl;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('nginx with deploy/nginx.conf: headers', () => {
  it('serves every file of the build with the Content-Type and Cache-Control of the cache policy', async () => {
    const files = listBuildFiles(publicDir);
    expect(files.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    // a few at a time: thousands of files, one local server
    for (let i = 0; i < files.length; i += 32)
      await Promise.all(
        files.slice(i, i + 32).map(async (key) => {
          const res = await get(`/${key.split('/').map(encodeURIComponent).join('/')}`);
          await res.arrayBuffer();
          const got = [res.status, res.headers.get('content-type'), res.headers.get('cache-control')];
          const want = [200, contentTypeFor(key), cacheControlFor(key)];
          if (JSON.stringify(got) !== JSON.stringify(want))
            wrong.push(`${key}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
        }),
      );
    expect(wrong).toEqual([]);
  }, 120_000);

  it('sends the security headers on pages, assets and errors', async () => {
    for (const p of ['/', firstArticle(), '/sw.js', '/no/such/page']) {
      const res = await get(p);
      expect([p, res.headers.get('x-content-type-options')]).toEqual([p, 'nosniff']);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // pages: the header leaves scripts to the page's own policy (src/domain/content-security-
      // policy.ts); everything else gets the whole policy
      const csp = res.headers.get('content-security-policy');
      expect([p, csp]).toEqual([p, p === '/sw.js' ? FILE_HEADER_POLICY : PAGE_HEADER_POLICY]);
      for (const directive of ["object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"])
        expect(csp).toContain(directive);
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(res.headers.get('server')).toBe('nginx'); // no version number
    }
    const json = await get('/search-index.json');
    expect(json.headers.get('content-security-policy')).toBe(FILE_HEADER_POLICY);
  });

  it("keeps a page's policy on a 304 revalidation (its headers replace the cached page's)", async () => {
    for (const p of ['/', firstArticle()]) {
      const first = await get(p);
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await get(p, { 'if-none-match': etag as string });
      expect([p, again.status, again.headers.get('content-security-policy')]).toEqual([
        p,
        304,
        PAGE_HEADER_POLICY,
      ]);
    }
  });

  it('compresses text with gzip', async () => {
    const app = listBuildFiles(publicDir).find((k) => /^app-[0-9a-f]{20}\.js$/.test(k))!;
    // (app-data.json is below gzip_min_length: not worth compressing)
    const pageData = `/page-data${firstArticle()}/page-data.json`;
    for (const p of ['/', firstArticle(), `/${app}`, pageData, '/search-index.json']) {
      const res = await get(p, { 'accept-encoding': 'gzip' });
      expect([p, res.headers.get('content-encoding'), res.headers.get('vary')]).toEqual([
        p,
        'gzip',
        'Accept-Encoding',
      ]);
    }
  });
});

describe('nginx with deploy/nginx.conf: URLs', () => {
  it('serves /path from /path/index.html without a redirect', async () => {
    const cat = categoryPath(TAXONOMY[0].slug);
    for (const p of ['/', firstArticle(), cat, AUTHORS_PATH, ABOUT_US_PATH, SITEMAP_PATH]) {
      const res = await get(p);
      const file = path.join(publicDir, p === '/' ? '' : p, 'index.html');
      expect([p, res.status]).toEqual([p, 200]);
      expect(await res.text()).toBe(fs.readFileSync(file, 'utf8'));
    }
  });

  it('redirects /path/ to /path (trailingSlash: never), keeping the query', async () => {
    const res = await get(`${firstArticle()}/?ref=x`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${firstArticle()}?ref=x`);
  });

  it("answers an alias's old address with a 301 to its article, from the map the build wrote", async () => {
    const redirects = buildRedirects(publicDir) ?? [];
    // the shipped content has an alias (tests/site/aliases.test.ts)
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to } of redirects) {
      for (const [asked, location] of [
        [from, to],
        [`${from}/`, to],
        [`${from}?ref=chat`, `${to}?ref=chat`],
      ]) {
        const res = await get(asked);
        await res.arrayBuffer();
        expect([asked, res.status, res.headers.get('location')]).toEqual([asked, 301, location]);
      }
      const article = await get(to);
      expect([to, article.status]).toEqual([to, 200]);
    }
  });

  it('does not serve the map of the redirects as a page (it is the build’s file for nginx)', async () => {
    const res = await get('/nginx-redirects.conf');
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const p of [
      '/no/such/page',
      '/articles/no-such-article',
      '/page-data/nope/page-data.json',
      '/static/x.png',
    ]) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(await res.text()).toBe(fs.readFileSync(path.join(publicDir, '404.html'), 'utf8'));
    }
  });
});

/** Records every CSP violation a page of `context` sees, from the first script on, in window.__csp. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

describe('nginx with deploy/nginx.conf: in Chromium', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await launchChromium();
    await recordViolations(context);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  /** Opens `p`, waits for React to hydrate, and returns what went wrong. */
  async function visit(page: Page, p: string) {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content.Security.Policy/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const response = await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    // Gatsby's runtime has started (its loader is on window) once the app bundle ran
    await page.waitForFunction(() => Boolean((window as unknown as { ___loader?: unknown }).___loader));
    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    return { status: response?.status(), problems, violations };
  }

  it('renders a page of every type, the 500 page and the offline shell with no CSP violation', async () => {
    const page = await context.newPage();
    const author = fs.readdirSync(path.join(publicDir, 'authors')).find((f) => !f.includes('.'))!;
    const [category] = TAXONOMY;
    for (const p of [
      '/',
      firstArticle(),
      categoryPath(TAXONOMY[1].slug),
      subcategoryPath(category.slug, category.subcategories[0].slug),
      authorPath(author),
      AUTHORS_PATH,
      ABOUT_US_PATH,
      PRIVACY_POLICY_PATH,
      TERMS_PATH,
      SITEMAP_PATH,
      '/500',
      OFFLINE_SHELL_PATH,
    ]) {
      const result = await visit(page, p);
      expect({ p, ...result }).toEqual({ p, status: 200, problems: [], violations: [] });
      // the offline shell is an empty frame the service worker fills with the page's data
      if (p !== OFFLINE_SHELL_PATH) await page.locator('h1').first().waitFor({ state: 'visible' });
    }
    await page.close();
  }, 120_000);

  it('navigates inside the site (page-data fetches) and registers the service worker under the CSP', async () => {
    const page = await context.newPage();
    const { violations } = await visit(page, '/');
    expect(violations).toEqual([]);
    const article = firstArticle();
    const pageData = page.waitForResponse((r) => r.url().includes(`/page-data${article}/page-data.json`));
    await page.evaluate(
      (to) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(to),
      article,
    );
    expect((await pageData).status()).toBe(200);
    await page.waitForURL(`${base}${article}`);
    await page.locator('h1').first().waitFor({ state: 'visible' });
    const registered = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.active?.scriptURL ?? null;
    });
    expect(registered).toBe(`${base}/sw.js`);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows the 404 page with status 404 for an unknown path', async () => {
    const page = await context.newPage();
    const result = await visit(page, '/no/such/page');
    expect(result.status).toBe(404);
    expect(result.violations).toEqual([]);
    await page.locator('h1').first().waitFor({ state: 'visible' });
    await page.close();
  }, 60_000);

  it('blocks an inline script and an onerror handler injected into a page, and reports both', async () => {
    // a context of its own without the service worker the other tests registered: page.route
    // does not see what a service worker answers
    const own = await launchChromium({ contextOptions: { serviceWorkers: 'block' } });
    await recordViolations(own);
    const page = await own.newPage();
    const article = firstArticle();
    // what a sanitiser bug could let through, served inside nginx's own answer (headers kept)
    await page.route(`${base}${article}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<body>',
        '<body><script>window.__injected = true;</script>' +
          '<img alt="" src="/no-such-picture.png" onerror="window.__injectedHandler = true">',
      );
      await route.fulfill({ response, body: html });
    });
    await visit(page, article);
    await page.waitForFunction(
      () =>
        (window as unknown as { __csp: string[] }).__csp.filter((v) =>
          /^script-src-(elem|attr) inline/.test(v),
        ).length >= 2,
    );
    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect(violations).toEqual([
      expect.stringMatching(/^script-src-elem inline /),
      expect.stringMatching(/^script-src-attr inline /),
    ]);
    const ran = await page.evaluate(() => {
      const w = window as unknown as { __injected?: boolean; __injectedHandler?: boolean };
      return [w.__injected ?? false, w.__injectedHandler ?? false];
    });
    expect(ran).toEqual([false, false]);
    await own.close();
  }, 60_000);

  it('does report a violation when a page breaks the policy (the check can fail)', async () => {
    const page = await context.newPage();
    await visit(page, '/');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.src = 'https://third-party.invalid/tracker.js';
      document.head.append(s);
    });
    await page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.length > 0);
    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect(violations[0]).toMatch(/^script-src(-elem)? https:\/\/third-party\.invalid\/tracker\.js/);
    await page.close();
  }, 60_000);
});
