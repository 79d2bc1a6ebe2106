/**
 * The Content Security Policy (src/domain/hosting/content-security-policy.ts), the post-build step that
 * puts it into every page (src/node/post-build/page-policies.ts and the modules it names), and deploy/nginx.conf's header,
 * which must state the module's header policies exactly.
 */
import fs from 'fs';
import { ADMIN_HEADER_POLICY } from '../../../../src/domain/hosting/admin-policy';
import os from 'os';
import path from 'path';
import {
  FILE_HEADER_POLICY,
  isExecutableScriptType,
  PAGE_HEADER_POLICY,
  pagePolicy,
  parsePolicy,
  scriptTextForHash,
  SHARED_DIRECTIVES,
} from '../../../../src/domain/hosting/content-security-policy';
import { addPagePolicies } from '../../../../src/node/post-build/page-policies';
import { PagePolicyError, scriptHash, withPagePolicy } from '../../../../src/node/post-build/policy-meta';
import { scanPage } from '../../../../src/node/post-build/page-scan';
import { scriptSwap } from '../../../../src/node/post-build/minify-head-scripts';
import { HEAD_SCRIPT_MARK, inlineScript, themeBootScript } from '../../../../src/domain/frame/head-scripts';
import { repoRoot } from '../../../support/paths';

/** A head script as the server writes it, readable (the build swaps it for the compiled one). */
const THEME = inlineScript(themeBootScript());
const LOADER = '/*<![CDATA[*/window.pagePath="/a";/*]]>*/';
const CHUNKS = '\n            window.___chunkMapping="{}";\n          ';

/** A page shaped like Gatsby's output: head scripts, the React root, the post-body scripts. */
const page = (content = '<main><h1>Hi</h1></main>', head = '') =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<title>t</title><script>${THEME}</script>` +
  '<script type="application/ld+json" data-gatsby-head="true">{"@type":"WebSite"}</script>' +
  `${head}</head><body><div id="___gatsby"><div id="gatsby-focus-wrapper">${content}</div></div>` +
  `<script id="gatsby-script-loader">${LOADER}</script><script id="gatsby-chunk-mapping">${CHUNKS}</script>` +
  '<script src="/app-0123.js" async=""></script></body></html>';

const metaOf = (html: string) =>
  /^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(
    html,
  )?.[1];

describe('the policy', () => {
  it('allows scripts from this origin and the given hashes only', () => {
    const h = scriptHash('x()');
    const p = parsePolicy(pagePolicy([h, h]));
    expect(p.get('script-src')).toEqual(["'self'", h]);
    expect(p.get('default-src')).toEqual(["'self'"]);
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'self'"]);
    expect(pagePolicy([])).not.toMatch(/unsafe-eval|frame-ancestors/);
    expect(p.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('refuses a source that is not a sha256 hash', () => {
    expect(() => pagePolicy(["'unsafe-inline'"])).toThrow(/not a 'sha256-…' hash source/);
  });

  it('hashes like Chromium: the hash it named for a blocked script, and CR LF read as LF', () => {
    // Chromium's console, for the injected script of tests/e2e/security/content-security-policy.spec.ts
    expect(scriptHash('window.__e2eInjectedScript = true;')).toBe(
      "'sha256-FT6f0Rhr9IaQCFeZ3Gpbxo6/zz62zV+YnQQdRrzX7Zg='",
    );
    expect(scriptTextForHash('a\r\nb\rc\n')).toBe('a\nb\nc\n');
    expect(scriptHash('a()\r\n')).toBe(scriptHash('a()\n'));
  });

  it.each([
    [undefined, true],
    ['', true],
    ['text/javascript', true],
    [' Text/JavaScript ', true],
    ['module', true],
    ['importmap', true],
    ['application/ld+json', false],
    ['application/json', false],
    ['text/plain', false],
  ])('script type %j executes: %j', (type, executes) => {
    expect(isExecutableScriptType(type)).toBe(executes);
  });

  it('the page header leaves scripts to the meta and adds frame-ancestors; the file header is whole', () => {
    const pageHeader = parsePolicy(PAGE_HEADER_POLICY);
    // a script-src, or the default-src it falls back to, would block the meta's hashed scripts
    expect(pageHeader.has('script-src')).toBe(false);
    expect(pageHeader.has('script-src-elem')).toBe(false);
    expect(pageHeader.has('default-src')).toBe(false);
    expect(pageHeader.get('frame-ancestors')).toEqual(["'none'"]);
    const fileHeader = parsePolicy(FILE_HEADER_POLICY);
    expect(fileHeader.get('script-src')).toEqual(["'self'"]);
    expect(fileHeader.get('frame-ancestors')).toEqual(["'none'"]);
    // whatever both carry, they carry alike
    const meta = parsePolicy(pagePolicy([]));
    for (const [name, sources] of SHARED_DIRECTIVES)
      for (const p of [meta, pageHeader, fileHeader]) expect([name, p.get(name)]).toEqual([name, sources]);
    expect(PAGE_HEADER_POLICY + FILE_HEADER_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});

describe('withPagePolicy', () => {
  it('puts the policy first in <head>, hashing the inline scripts outside the content only', () => {
    const out = withPagePolicy(page(), 'public/a/index.html');
    const policy = metaOf(out);
    expect(policy).toBeDefined();
    expect(parsePolicy(policy!).get('script-src')).toEqual([
      "'self'",
      scriptHash(THEME),
      scriptHash(LOADER),
      scriptHash(CHUNKS),
    ]);
    // everything else is untouched
    expect(out.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(page());
  });

  it('replaces the policy of an earlier run instead of adding a second', () => {
    const once = withPagePolicy(page(), 'x.html');
    expect(withPagePolicy(once, 'x.html')).toBe(once);
    expect(once.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('hashes an inline script a later change adds to <head>, byte for byte', () => {
    const extra = "  document.documentElement.classList.add('js') ";
    const policy = metaOf(withPagePolicy(page(undefined, `<script>${extra}</script>`), 'x.html'))!;
    expect(parsePolicy(policy).get('script-src')).toContain(scriptHash(extra));
  });

  it.each([
    [
      'an inline script',
      '<p>hi</p><script>alert(1)</script>',
      /<script> inside the page content \(#___gatsby\)/,
    ],
    ['a script file', '<script src="/evil.js"></script>', /<script src="\/evil.js"> inside the page content/],
    ['a module script', '<script type="module">import("/x")</script>', /inside the page content/],
    [
      'an event handler',
      '<img src="x" onerror="alert(1)">',
      /<img onerror="…"> is an inline event handler inside the page content/,
    ],
  ])('stops at %s inside the page content, naming the file', (_what, content, message) => {
    expect(() => withPagePolicy(page(content), 'public/articles/bad/index.html')).toThrow(PagePolicyError);
    expect(() => withPagePolicy(page(content), 'public/articles/bad/index.html')).toThrow(
      new RegExp(`^public/articles/bad/index.html: .*${message.source}`),
    );
  });

  it('lets JSON-LD inside the content through without a hash', () => {
    const content = '<script type="application/ld+json">{"@type":"Article"}</script>';
    const policy = metaOf(withPagePolicy(page(content), 'x.html'))!;
    expect(parsePolicy(policy).get('script-src')).toHaveLength(4);
  });

  it('refuses a script from another origin anywhere', () => {
    expect(() =>
      withPagePolicy(page(undefined, '<script src="https://cdn.example/x.js"></script>'), 'x.html'),
    ).toThrow(/is not on this site's origin/);
    expect(() =>
      withPagePolicy(page(undefined, '<script src="//cdn.example/x.js"></script>'), 'x.html'),
    ).toThrow(/is not on this site's origin/);
  });

  it("finds the end of the content at the build's page-path script, not at the first </div>", () => {
    const scan = scanPage(page('<div><div></div></div><section><p>x</p></section>'));
    expect(scan.problems).toEqual([]);
    expect(scan.buildScripts.map((s) => s.text)).toEqual([THEME, LOADER, CHUNKS]);
  });
});

describe('scanPage: reading the page as the browser does', () => {
  const problemsOf = (content: string) => scanPage(page(content)).problems;

  it.each([
    ['a comment the browser closes early (<!-->)', '<!--><script>steal()</script>-->'],
    ['a comment closed by --!>', '<!-- x --!><img src="x" onerror="steal()">'],
    [
      "the browser leaving SVG's <style> for an <img>",
      '<svg><style><img src="x" onerror="steal()"></style></svg>',
    ],
    ['text a textarea holds', '<textarea></textarea><script>steal()</script></textarea>'],
    ['an attribute right after a quoted value', '<img src="x"onerror="steal()">'],
    ['an attribute after a name that starts with a quote', '<img "x onerror=steal()>'],
    [
      'a script type written with a character reference',
      '<script type="text&#47;javascript">steal()</script>',
    ],
    ["a script written to look like the build's own", '<script id="gatsby-script-loader">steal()</script>'],
    ['the content closing #___gatsby early', '</div></div></div></body><script>steal()</script>'],
  ])('finds a script or handler hidden by %s', (_what, content) => {
    expect(problemsOf(content)).not.toEqual([]);
    expect(() => withPagePolicy(page(content), 'x.html')).toThrow(PagePolicyError);
  });

  it("reads the build's own parts by the tokenizer's rules: comments and raw text hold no script", () => {
    const head =
      '<!-- <script>no()</script> --><style>a::before{content:"<script>no()</script>"}</style>' +
      '<noscript><script>no()</script></noscript><script>ok("</scripty>")</script>';
    const scan = scanPage(page(undefined, head));
    expect(scan.problems).toEqual([]);
    expect(scan.buildScripts.map((s) => s.text)).toEqual([THEME, 'ok("</scripty>")', LOADER, CHUNKS]);
  });

  it('stops when nothing marks where the content ends', () => {
    const noLoader = page().replace(/<script id="gatsby-script-loader">.*?<\/script>/, '');
    expect(() => withPagePolicy(noLoader, 'public/x/index.html')).toThrow(
      /^public\/x\/index.html: no <script id="gatsby-script-loader"><\/script> after the page content/,
    );
  });

  it('hashes a page read as bytes exactly as the same page read as text', () => {
    const text = page('<p>Grüße – 🎮</p>', '<script>label("Grüße – 🎮")</script>');
    const bytes = Buffer.from(text, 'utf8').toString('latin1');
    const fromBytes = Buffer.from(withPagePolicy(bytes, 'x.html', 'latin1'), 'latin1').toString('utf8');
    expect(fromBytes).toBe(withPagePolicy(text, 'x.html'));
    expect(parsePolicy(metaOf(fromBytes)!).get('script-src')).toContain(scriptHash('label("Grüße – 🎮")'));
  });

  it('names a hidden handler as written, in a page read as bytes', () => {
    const bytes = Buffer.from(page('<p data-ü="1" onclick="x()">é</p>'), 'utf8').toString('latin1');
    expect(() => withPagePolicy(bytes, 'x.html', 'latin1')).toThrow(/<p onclick="…">/);
  });
});

describe('addPagePolicies', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.mkdirSync(path.join(dir, '_gatsby/slices'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'page-data/404.html'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), page());
    fs.writeFileSync(path.join(dir, 'a/index.html'), page());
    fs.writeFileSync(path.join(dir, '_gatsby/slices/s.html'), `<script>${CHUNKS}</script>`);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives every page its policy and leaves slice fragments alone', () => {
    expect(addPagePolicies(dir)).toEqual({ pages: 2, checked: 2, minified: 0 });
    for (const f of ['index.html', 'a/index.html'])
      expect(metaOf(fs.readFileSync(path.join(dir, f), 'utf8'))).toBeDefined();
    expect(fs.readFileSync(path.join(dir, '_gatsby/slices/s.html'), 'utf8')).toBe(
      `<script>${CHUNKS}</script>`,
    );
  });

  it('skips only the pages it gave a policy before and nobody wrote since', () => {
    addPagePolicies(dir);
    const since = Date.now();
    const past = new Date(since - 60_000);
    for (const f of ['index.html', 'a/index.html']) fs.utimesSync(path.join(dir, f), past, past);
    // unchanged since the last run: not read again (a script in its content would stop the build)
    const kept = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      kept.replace('</main>', '<script>steal()</script></main>'),
    );
    fs.utimesSync(path.join(dir, 'index.html'), past, past);
    // written by Gatsby since (re-rendered or re-stitched: a new modification time): checked again
    fs.writeFileSync(path.join(dir, 'a/index.html'), page());
    // an old file without a policy (public/ restored from elsewhere): checked, whatever its time
    fs.mkdirSync(path.join(dir, 'c'));
    fs.writeFileSync(path.join(dir, 'c/index.html'), page());
    fs.utimesSync(path.join(dir, 'c/index.html'), past, past);
    expect(addPagePolicies(dir, since)).toEqual({ pages: 3, checked: 2, minified: 0 });
    for (const f of ['a/index.html', 'c/index.html'])
      expect(metaOf(fs.readFileSync(path.join(dir, f), 'utf8'))).toBeDefined();
    // without `since` every page is checked again
    expect(() => addPagePolicies(dir)).toThrow(/public\/index.html: /);
  });

  it("swaps the site's readable head scripts for the minified one, then hashes the minified one", () => {
    const swap = scriptSwap([themeBootScript()]);
    expect(swap.readable).toBe(`<script>${HEAD_SCRIPT_MARK}`);
    expect(addPagePolicies(dir, undefined, swap)).toEqual({ pages: 2, checked: 2, minified: 2 });
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(html).not.toContain(swap.readable);
    expect(html).toContain(swap.minified);
    const hashes = parsePolicy(metaOf(html) ?? '').get('script-src') ?? [];
    const minifiedText = swap.minified.replace(/^<script>|<\/script>$/g, '');
    expect(hashes).toContain(scriptHash(minifiedText));
    expect(hashes).not.toContain(scriptHash(THEME));
    expect(hashes).toHaveLength(1 + 3); // 'self', the minified script, the loader, the chunk map
  });

  it('names every page with a script in its content, and writes no page from the first of them on', () => {
    // pages go one at a time, in path order: 0/ before the first bad page, index.html after it
    fs.mkdirSync(path.join(dir, '0'));
    fs.writeFileSync(path.join(dir, '0/index.html'), page());
    fs.writeFileSync(path.join(dir, 'a/index.html'), page('<script>steal()</script>'));
    fs.mkdirSync(path.join(dir, 'b'));
    fs.writeFileSync(path.join(dir, 'b/index.html'), page('<svg><a onclick="x()"></a></svg>'));
    const before = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(() => addPagePolicies(dir)).toThrow(
      /2 page\(s\) carry script the build did not write:\npublic\/a\/index.html: .*\npublic\/b\/index.html: .*onclick/,
    );
    expect(metaOf(fs.readFileSync(path.join(dir, '0/index.html'), 'utf8'))).toBeDefined();
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(before);
  });
});

/** The `map $uri $content_security_policy` block of deploy/nginx.conf. */
function nginxPolicies(): Map<string, string> {
  const conf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
  const m = /map \$uri \$content_security_policy \{([^}]*)\}/.exec(conf);
  if (!m) throw new Error('deploy/nginx.conf has no map $uri $content_security_policy');
  const out = new Map<string, string>();
  for (const entry of m[1].matchAll(/^\s*("[^"]*"|\S+)\s+"([^"]*)";\s*$/gm))
    out.set(entry[1].replace(/^"|"$/g, ''), entry[2]);
  expect(/add_header Content-Security-Policy \$content_security_policy always;/.test(conf)).toBe(true);
  expect(conf.match(/add_header Content-Security-Policy/g)).toHaveLength(1);
  return out;
}

describe("deploy/nginx.conf sends the module's header policies", () => {
  it('pages get PAGE_HEADER_POLICY, every other file FILE_HEADER_POLICY, the web editor its own', () => {
    expect([...nginxPolicies().keys()][0]).toBe('~^/admin/');
    expect(Object.fromEntries(nginxPolicies())).toEqual({
      '~^/admin/': ADMIN_HEADER_POLICY,
      '~\\.html?$': PAGE_HEADER_POLICY,
      default: FILE_HEADER_POLICY,
    });
  });
});
