/**
 * Built-site integrity checks (scripts/checks/site-integrity.ts, `npm run check:site`) on small
 * public-like folders written to a temp dir: a clean one passes, a deliberately broken one
 * fails naming each file and problem.
 */
import { execFile } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import { checkSite, SiteProblem } from '../../../../scripts/checks/site-integrity';
import { fileForPath, pagePathOf } from '../../../../scripts/checks/site-references';
import { PagePolicyError, withPagePolicy } from '../../../../src/node/post-build/policy-meta';
import { repoRoot } from '../../../support/paths';

const root = repoRoot;
const SITE = 'https://site.example';

interface PageSpec {
  title?: string;
  description?: string;
  canonical?: string | null;
  h1?: string[];
  body?: string;
  head?: string;
}

/** An HTML page with the four required parts unless told otherwise. */
function page(pagePath: string, spec: PageSpec = {}): string {
  const title = spec.title ?? `Page ${pagePath}`;
  const description = spec.description ?? 'A description.';
  const canonical = spec.canonical === undefined ? `${SITE}${pagePath}` : spec.canonical;
  const h1s = spec.h1 ?? ['Heading'];
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    title ? `<title>${title}</title>` : '',
    description ? `<meta name="description" content="${description}"/>` : '',
    canonical ? `<link rel="canonical" href="${canonical}"/>` : '',
    '<link rel="preconnect" href="https://fonts.example"/><script src="/app.js" async></script>',
    // a render-blocking hint whose target the page may lack (the offline app shell), not a link
    '<link rel="expect" href="#first-screen-end" blocking="render"/>',
    spec.head ?? '',
    '</head><body><main id="main">',
    ...h1s.map((h) => `<h1>${h}</h1>`),
    spec.body ?? '',
    '</main></body></html>',
  ].join('');
}

/** The page as the build leaves it: with its Content Security Policy, when it can have one. */
function withPolicy(file: string, text: string): string {
  if (!file.endsWith('.html') || file.startsWith('_gatsby/')) return text;
  try {
    return withPagePolicy(text, file);
  } catch (e) {
    if (e instanceof PagePolicyError) return text;
    throw e;
  }
}

/** Writes `files`; pages get their policy as the build adds it unless `raw` holds them as written. */
function writeSite(files: Record<string, string>, raw: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-site-'));
  for (const [file, text] of Object.entries({ ...files, ...raw })) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file in raw ? text : withPolicy(file, text));
  }
  return dir;
}

/** A small site with no problem at all. */
const CLEAN: Record<string, string> = {
  'index.html': page('/', {
    body: [
      '<a href="/about">About</a>',
      '<a href="/about?ref=home#team">Team</a>',
      '<a href="about">relative</a>',
      '<a href="#main">skip</a>',
      '<a href="https://elsewhere.example/x">external</a>',
      '<a href="mailto:hello@site.example">mail</a>',
      `<a href="${SITE}/about">absolute on our own origin</a>`,
      '<img src="/static/logo.png" srcset="/static/logo.png 1x, /static/logo%402x.png 2x" alt=""/>',
      '<div style="background:url(\'/static/bg.png\')"></div>',
      '<style>.x{background:url("data:image/svg+xml,%3Csvg%3E")} .y{background:url(/static/bg.png)}</style>',
    ].join(''),
    head: '<link rel="alternate" type="application/rss+xml" href="/rss.xml"/>',
  }),
  'about/index.html': page('/about', {
    body: '<h2 id="team">Team</h2><a href="../">home</a><a href="/">home</a>',
  }),
  '404.html': page('/404.html'),
  'app.js': 'console.log(1)',
  'rss.xml': '<rss/>',
  'static/logo.png': 'png',
  'static/logo@2x.png': 'png',
  'static/bg.png': 'png',
  // not a page: no title or h1 needed
  'offline-plugin-app-shell-fallback/index.html':
    '<html><head></head><body><div id="___gatsby"></div>' +
    '<script id="gatsby-script-loader">window.pagePath="/offline-plugin-app-shell-fallback/";</script></body></html>',
  // page-data folders may be named like HTML files
  'page-data/404.html/page-data.json': '{}',
};

const tmpDirs: string[] = [];
const site = (files: Record<string, string>, raw: Record<string, string> = {}): string => {
  const dir = writeSite(files, raw);
  tmpDirs.push(dir);
  return dir;
};
afterAll(() => tmpDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const summary = (problems: SiteProblem[]): string[] =>
  problems.map((p) => `${p.severity} ${p.file}: ${p.message}`);

describe('checkSite: the Content Security Policy of every page', () => {
  const errorsOf = (dir: string): string[] =>
    summary(
      checkSite(dir).filter(
        (p) =>
          p.severity === 'error' && !/<h1>|<title>|description|canonical|broken reference/.test(p.message),
      ),
    );
  const withScript = page('/', {
    head: '<script>document.documentElement.dataset.theme="dark"</script>',
    body: '<script type="application/ld+json">{}</script>',
  });

  it('passes a page whose inline scripts all match its hashes', () => {
    expect(errorsOf(site({ 'index.html': withScript }))).toEqual([]);
  });

  it('names a page without the policy, and one whose policy is not first in <head>', () => {
    const policyLater = withPagePolicy(withScript, 'x').replace(
      /^(<!DOCTYPE html><html lang="en"><head>)(<meta http-equiv[^>]*>)(<meta charSet="utf-8"\/>)/,
      '$1$3$2',
    );
    expect(policyLater).not.toBe(withPagePolicy(withScript, 'x'));
    const errors = errorsOf(site({}, { 'index.html': withScript, 'a/index.html': policyLater }));
    expect(errors).toEqual([
      expect.stringMatching(
        /^error a\/index.html: has no <meta http-equiv="Content-Security-Policy"> as the first element of <head>/,
      ),
      expect.stringMatching(
        /^error index.html: has no <meta http-equiv="Content-Security-Policy"> as the first element/,
      ),
    ]);
  });

  it('names an inline script changed after the hashes were taken', () => {
    const changed = withPagePolicy(withScript, 'x').replace('"dark"', '"light"');
    expect(errorsOf(site({}, { 'index.html': changed }))).toEqual([
      expect.stringMatching(
        /^error index.html: an inline <script> \("document.documentElement.dataset.theme=\\"light\\""\)?.*matches no hash of its policy/,
      ),
    ]);
  });

  it('names a script in the page content, an event handler, and a policy that allows inline scripts', () => {
    const loose = withPagePolicy(withScript, 'x').replace(
      "script-src 'self'",
      "script-src 'self' 'unsafe-inline'",
    );
    const hostile = withPagePolicy(withScript, 'x').replace(
      '<main id="main">',
      '<div id="___gatsby"><script src="/app.js"></script><img src="/static/bg.png" onerror="x()"/></div><main id="main">',
    );
    expect(errorsOf(site({}, { 'index.html': loose, 'a/index.html': hostile }))).toEqual([
      expect.stringMatching(/^error a\/index.html: has a <script> inside the page content \(#___gatsby\)/),
      expect.stringMatching(/^error a\/index.html: <img onerror="…"> is an inline event handler/),
      "error index.html: its Content Security Policy allows scripts by 'unsafe-inline'; only 'self' and hashes are allowed.",
    ]);
  });
});

describe('checkSite', () => {
  it('finds nothing wrong in a clean site', () => {
    expect(checkSite(site(CLEAN), { siteUrl: SITE, sponsoredPaths: ['/', '/about'] })).toEqual([]);
  });

  it('reports every broken reference and missing page part, naming the file', () => {
    const dir = site({
      ...CLEAN,
      'index.html': page('/', {
        body: [
          '<a href="/missing">broken</a>',
          '<a href="/about#nowhere">no such anchor</a>',
          '<img src="/static/gone.png" alt=""/>',
          '<img srcset="/static/logo.png 1x, /static/gone@2x.png 2x" alt=""/>',
          '<a href="javascript:alert(1)">script</a>',
          '<div style="background:url(/static/nope.png)"></div>',
        ].join(''),
        head: '<link rel="stylesheet" href="/styles.css"/>',
      }),
      'about/index.html': page('/about', { description: '', h1: [] }),
      'terms/index.html': page('/terms', { canonical: null, title: '', h1: ['One', 'Two'] }),
      'sitemap/index.html': page('/sitemap', { canonical: `${SITE}/sitemap-old` }),
      'nested/deep/index.html': page('/nested/deep', { body: '<a href="../sibling">up</a>' }),
    });
    const problems = checkSite(dir, { siteUrl: SITE, sponsoredPaths: ['/about', '/nowhere'] });
    expect(summary(problems).sort()).toEqual(
      [
        'error index.html: broken reference href="/missing": no file for /missing in the built site.',
        'error index.html: broken reference src="/static/gone.png": no file for /static/gone.png in the built site.',
        'error index.html: broken reference srcset="/static/gone@2x.png": no file for /static/gone@2x.png in the built site.',
        'error index.html: href="javascript:alert(1)" is a script URL; links must point to pages or files.',
        'error index.html: broken reference style="/static/nope.png": no file for /static/nope.png in the built site.',
        'error index.html: broken reference href="/styles.css": no file for /styles.css in the built site.',
        'warning index.html: href="/about#nowhere": about/index.html has no element with id "nowhere".',
        'error about/index.html: has no <meta name="description"> with content.',
        'error about/index.html: has no <h1>.',
        'error terms/index.html: has no <title>.',
        'error terms/index.html: has no <link rel="canonical"> with an href.',
        'error terms/index.html: has 2 <h1> elements; keep one.',
        `error sitemap/index.html: broken reference href="${SITE}/sitemap-old": no file for /sitemap-old in the built site.`,
        'error nested/deep/index.html: broken reference href="../sibling": no file for /sibling in the built site.',
        'warning sponsored-links.json: sapeLinks["/nowhere"] is not a page of the built site, so its links are never shown; use the path of an existing page.',
      ].sort(),
    );
  });

  it('reports one broken target once, naming how many other files use it', () => {
    const dir = site({
      ...CLEAN,
      'a/index.html': page('/a', { body: '<a href="/gone">x</a>' }),
      'b/index.html': page('/b', { body: '<a href="/gone">x</a>' }),
      'c/index.html': page('/c', { body: '<a href="/gone">x</a><a href="/gone">again</a>' }),
    });
    const errors = checkSite(dir).filter((p) => p.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.file).toBe('a/index.html');
    expect(errors[0]?.message).toContain('also in 2 other file(s): b/index.html, c/index.html');
  });

  it('checks og:image as a reference but not its type and size properties', () => {
    const head =
      '<meta property="og:image" content="https://bloxguide.example/missing.png"/>' +
      '<meta property="og:image:type" content="image/png"/><meta property="og:image:width" content="1200"/>';
    const dir = site({ ...CLEAN, 'about/index.html': page('/about', { head }) });
    const errors = checkSite(dir, { siteUrl: 'https://bloxguide.example' }).filter(
      (p) => p.severity === 'error',
    );
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringContaining('og:image="https://bloxguide.example/missing.png"'),
    ]);
  });

  it('fails on control characters such as a NUL byte in the HTML', () => {
    const dir = site({
      ...CLEAN,
      'about/index.html': page('/about', { body: '<h2 id="team">Team</h2>By A \u0000· 3 min' }),
    });
    expect(summary(checkSite(dir))).toEqual([
      expect.stringMatching(/^error about\/index\.html: contains a NUL or other control character/),
    ]);
  });

  it('says to build first when the folder is missing or has no HTML', () => {
    expect(summary(checkSite(path.join(os.tmpdir(), 'no-such-public-dir')))[0]).toMatch(
      /build the site first/,
    );
    expect(summary(checkSite(site({ 'app.js': '' })))[0]).toMatch(/has no HTML files; build the site first/);
  });
});

describe('path helpers', () => {
  it.each([
    ['index.html', '/'],
    ['about/index.html', '/about'],
    ['info/about-us/index.html', '/info/about-us'],
    ['404.html', '/404.html'],
  ])('pagePathOf(%j) is %j', (file, expected) => {
    expect(pagePathOf(file)).toBe(expected);
  });

  it('resolves paths the way gatsby serve does, and never outside the folder', () => {
    const dir = site(CLEAN);
    expect(fileForPath(dir, '/')).toBe('index.html');
    expect(fileForPath(dir, '/about')).toBe('about/index.html');
    expect(fileForPath(dir, '/about/')).toBe('about/index.html');
    expect(fileForPath(dir, '/404')).toBe('404.html');
    expect(fileForPath(dir, '/static/logo.png')).toBe('static/logo.png');
    expect(fileForPath(dir, '/static')).toBeNull();
    expect(fileForPath(dir, '/../../etc/passwd')).toBeNull();
  });
});

describe('npm run check:site', () => {
  const run = async (dir: string): Promise<{ code: number; stdout: string }> => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'check-site-content-'));
    tmpDirs.push(content);
    fs.writeFileSync(
      path.join(content, 'sponsored-links.json'),
      JSON.stringify({ sapeLinks: { '/about': ['<a href="https://p.example/">P</a>'] } }),
    );
    try {
      const { stdout } = await promisify(execFile)(
        path.join(root, 'node_modules/.bin/tsx'),
        ['scripts/checks/check-site.ts', dir],
        { cwd: root, env: { ...process.env, CONTENT_DIR: content }, encoding: 'utf8' },
      );
      return { code: 0, stdout };
    } catch (e) {
      const err = e as { code?: number; stdout?: string };
      return { code: err.code ?? -1, stdout: err.stdout ?? '' };
    }
  };

  it('exits zero on a clean folder', async () => {
    const result = await run(site(CLEAN));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('0 error(s), 0 warning(s)');
  }, 60_000);

  it('exits non-zero on a broken folder, listing file and problem', async () => {
    const dir = site({
      ...CLEAN,
      'about/index.html': page('/about', { h1: [], body: '<a href="/gone">x</a>' }),
    });
    const result = await run(dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/ERROR \S*about\/index\.html: has no <h1>\./);
    expect(result.stdout).toMatch(/ERROR \S*about\/index\.html: broken reference href="\/gone"/);
    expect(result.stdout).toContain('2 error(s)');
  }, 60_000);
});
