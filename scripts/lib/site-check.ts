/**
 * Integrity checks over a built site folder (public/): every internal link and asset reference
 * resolves to a file, every page has its title, description, canonical and h1, and every
 * sponsored-link path is a real page, and every page carries its Content Security Policy first in
 * <head>, allowing each of its inline scripts by hash. Used by `npm run check:site` and its tests.
 */
import fs from 'fs';
import path from 'path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Document, Element } from 'domhandler';
import { OFFLINE_SHELL_PATH } from '../../src/domain/listings/routes';
import {
  CSP_HEADER,
  isExecutableScriptType,
  parsePolicy,
} from '../../src/domain/hosting/content-security-policy';
import { GATSBY_ROOT_ID } from '../../src/domain/html/element-ids';
import { filesUnder } from '../../src/node/files/walk';
import { scriptHash } from '../../src/node/post-build/page-policies';

export interface SiteProblem {
  severity: 'error' | 'warning';
  /** the HTML file, relative to the checked folder (or the data that names the path) */
  file: string;
  message: string;
}

export interface SiteCheckOptions {
  /** absolute URLs on this origin (canonical, og:url) are checked like internal ones */
  siteUrl?: string;
  /** the page paths of the sponsored-link data (sapeLinks keys) */
  sponsoredPaths?: readonly string[];
  /** the file that holds `sponsoredPaths`, named in their warnings */
  sponsoredFile?: string;
  /** HTML files (relative, with /) that are not reader pages and need no title, h1 and so on */
  notPages?: readonly string[];
}

/** Gatsby writes these HTML files, but they are not pages a reader lands on. */
export const DEFAULT_NOT_PAGES = [
  // the app shell gatsby-plugin-offline serves while it loads a page's data
  `${OFFLINE_SHELL_PATH.slice(1)}/index.html`,
];

/** Folders whose HTML files are fragments (Gatsby slices), never pages. */
const FRAGMENT_DIRS = ['_gatsby/'];

/** Origin used to resolve relative references; never a real host. */
const LOCAL_ORIGIN = 'http://site.invalid';

/** Attributes that reference another file, by tag ('*' for any tag). */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  embed: ['src'],
  track: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  object: ['data'],
  form: ['action'],
  button: ['formaction'],
  input: ['src', 'formaction'],
};

/** `<link rel>` values whose href is a hint about another host, not a file of ours. */
const HINT_RELS = new Set(['preconnect', 'dns-prefetch']);

/** True when the text holds a C0 control character other than tab, newline, form feed and CR. */
function hasControlChar(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) return true;
  }
  return false;
}

/** Every file under `dir` whose name ends with `.html`, relative and with `/`. */
function htmlFiles(dir: string): string[] {
  // page-data holds JSON only (its folders may be named like `404.html`)
  return filesUnder(dir, { skipFolder: (rel) => rel === 'page-data' }).filter((f) => f.endsWith('.html'));
}

/** The URL path a reader uses for an HTML file (trailingSlash 'never': a/b/index.html -> /a/b). */
export function pagePathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

/**
 * The file in `dir` that serves `urlPath`, as `gatsby serve` resolves it: the file itself,
 * `{path}/index.html` or `{path}.html`. Null when none exists (or the path leaves `dir`).
 */
export function fileForPath(dir: string, urlPath: string): string | null {
  const clean = urlPath.replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean}/index.html`, `${clean}.html`];
  const root = path.resolve(dir);
  for (const c of candidates) {
    const full = path.resolve(root, `.${c.startsWith('/') ? c : `/${c}`}`);
    if (full !== root && !full.startsWith(root + path.sep)) return null;
    if (fs.existsSync(full) && fs.statSync(full).isFile())
      return path.relative(root, full).split(path.sep).join('/');
  }
  return null;
}

interface Reference {
  attribute: string;
  value: string;
}

/** The URLs of a srcset: the first token of each comma-separated candidate. */
const srcsetUrls = (value: string): string[] =>
  value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/** `url(...)` references inside CSS text. */
function cssUrls(css: string): string[] {
  const out: string[] = [];
  const pattern = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g;
  for (let m = pattern.exec(css); m; m = pattern.exec(css)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

function referencesOf(doc: Document): Reference[] {
  const refs: Reference[] = [];
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    const attrs = URL_ATTRIBUTES[el.name] ?? [];
    const rel = (el.attribs.rel ?? '').toLowerCase().split(/\s+/);
    for (const attribute of attrs) {
      const value = el.attribs[attribute];
      if (value === undefined) continue;
      if (el.name === 'link' && rel.some((r) => HINT_RELS.has(r))) continue;
      if (attribute === 'srcset') for (const v of srcsetUrls(value)) refs.push({ attribute, value: v });
      else refs.push({ attribute, value });
    }
    // og:url, og:image, twitter:image: absolute, but on our own origin they are our files
    const property = el.attribs.property ?? el.attribs.name ?? '';
    if (
      el.name === 'meta' &&
      /^(og|twitter):(url|image)(:url|:secure_url)?$/.test(property) &&
      el.attribs.content
    )
      refs.push({ attribute: `meta ${property}`, value: el.attribs.content });
    if (el.attribs.style)
      for (const v of cssUrls(el.attribs.style)) refs.push({ attribute: 'style', value: v });
    if (el.name === 'style')
      for (const v of cssUrls(DomUtils.textContent(el))) refs.push({ attribute: 'style', value: v });
  }
  return refs;
}

const insideSvg = (el: Element): boolean => {
  for (let p = el.parent; p; p = p.parent) if ((p as Element).name === 'svg') return true;
  return false;
};

type Resolved =
  | { kind: 'ignore' }
  | { kind: 'unsafe' }
  | { kind: 'malformed' }
  | { kind: 'internal'; pathname: string; fragment: string };

/** Where a reference on `pagePath` points; external and non-file schemes are ignored. */
export function resolveReference(value: string, pagePath: string, siteOrigin: string | null): Resolved {
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'ignore' };
  let url: URL;
  try {
    url = new URL(trimmed, LOCAL_ORIGIN + pagePath);
  } catch {
    return { kind: 'malformed' };
  }
  if (url.protocol === 'javascript:' || url.protocol === 'vbscript:') return { kind: 'unsafe' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'ignore' };
  if (url.origin !== LOCAL_ORIGIN && url.origin !== siteOrigin) return { kind: 'ignore' };
  try {
    return {
      kind: 'internal',
      pathname: decodeURIComponent(url.pathname),
      fragment: decodeURIComponent(url.hash.slice(1)),
    };
  } catch {
    return { kind: 'malformed' };
  }
}

const originOf = (siteUrl: string | undefined): string | null => {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl).origin;
  } catch {
    return null;
  }
};

/** The HTML prescan looks for the charset declaration in the first 1024 bytes only. */
const CHARSET_PRESCAN_BYTES = 1024;

/**
 * The Content Security Policy checks of one page (src/node/post-build/page-policies.ts adds the
 * policy after the build): the policy meta is the first element of <head>, scripts may come from
 * this origin and by hash only, every executable inline script's hash is in it, no element has
 * an inline event handler, and the charset declaration is still where the browser looks for it.
 */
export function policyProblems(doc: Document, text: string): string[] {
  const out: string[] = [];
  const head = DomUtils.findOne((el) => el.name === 'head', doc.children);
  const first = head?.children.find((c): c is Element => c.type === 'tag');
  if (
    !first ||
    first.name !== 'meta' ||
    (first.attribs['http-equiv'] ?? '').toLowerCase() !== CSP_HEADER.toLowerCase()
  ) {
    out.push(
      `has no <meta http-equiv="${CSP_HEADER}"> as the first element of <head>; the build adds it last (src/node/post-build/post-build.ts): rebuild, and run any step that rewrites HTML before it.`,
    );
    return out;
  }
  const policy = parsePolicy(first.attribs.content ?? '');
  const scriptSrc = policy.get('script-src');
  if (!scriptSrc) out.push('its Content Security Policy has no script-src.');
  else
    for (const source of scriptSrc)
      if (source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))
        out.push(
          `its Content Security Policy allows scripts by ${source}; only 'self' and hashes are allowed.`,
        );
  if ((policy.get('object-src') ?? []).join(' ') !== "'none'")
    out.push("its policy lacks object-src 'none'.");
  if ((policy.get('base-uri') ?? []).join(' ') !== "'self'") out.push("its policy lacks base-uri 'self'.");
  const allowed = new Set(scriptSrc ?? []);
  const root = DomUtils.findOne((el) => el.attribs.id === GATSBY_ROOT_ID, doc.children);
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    for (const attribute of Object.keys(el.attribs))
      if (/^on/i.test(attribute))
        out.push(`<${el.name} ${attribute}="…"> is an inline event handler; the policy blocks it.`);
    if (el.name !== 'script' || !isExecutableScriptType(el.attribs.type)) continue;
    if (root && DomUtils.existsOne((e) => e === el, [root]))
      out.push(
        `has a <script> inside the page content (#${GATSBY_ROOT_ID}); only the build's own scripts may run.`,
      );
    if (el.attribs.src !== undefined) continue;
    const body = el.children.map((c) => ('data' in c ? c.data : '')).join('');
    if (body !== '' && !allowed.has(scriptHash(body)))
      out.push(
        `an inline <script> (${JSON.stringify(body.trim().slice(0, 60))}…) matches no hash of its policy, so the browser blocks it; the hashes must be taken after every rewrite of the HTML.`,
      );
  }
  const charsetAt = /<meta\s+charset=/i.exec(text)?.index;
  if (charsetAt !== undefined && Buffer.byteLength(text.slice(0, charsetAt), 'utf8') >= CHARSET_PRESCAN_BYTES)
    out.push(
      `its <meta charset> starts after the first ${CHARSET_PRESCAN_BYTES} bytes (the policy before it is too long), where browsers no longer look for it.`,
    );
  return out;
}

/** Run every check over `dir`; the result lists errors and warnings, each naming its file. */
export function checkSite(dir: string, options: SiteCheckOptions = {}): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const err = (file: string, message: string): void => {
    problems.push({ severity: 'error', file, message });
  };
  const warn = (file: string, message: string): void => {
    problems.push({ severity: 'warning', file, message });
  };
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    err(dir, 'is not a folder; build the site first (npm run build).');
    return problems;
  }
  const files = htmlFiles(dir);
  if (files.length === 0) {
    err(dir, 'has no HTML files; build the site first (npm run build).');
    return problems;
  }
  const siteOrigin = originOf(options.siteUrl);
  const notPages = new Set(options.notPages ?? DEFAULT_NOT_PAGES);

  const docs = new Map<string, Document>();
  const parse = (file: string): Document => {
    let doc = docs.get(file);
    if (!doc) {
      doc = parseDocument(fs.readFileSync(path.join(dir, file), 'utf8'), { decodeEntities: true });
      docs.set(file, doc);
    }
    return doc;
  };
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let ids = idsCache.get(file);
    if (!ids) {
      ids = new Set();
      for (const el of DomUtils.findAll(() => true, parse(file).children)) {
        if (el.attribs.id) ids.add(el.attribs.id);
        if (el.name === 'a' && el.attribs.name) ids.add(el.attribs.name);
      }
      idsCache.set(file, ids);
    }
    return ids;
  };
  const targets = new Map<string, string | null>();
  const target = (pathname: string): string | null => {
    if (!targets.has(pathname)) targets.set(pathname, fileForPath(dir, pathname));
    return targets.get(pathname) ?? null;
  };

  // one broken target is reported once, naming the pages that reference it
  const brokenRefs = new Map<string, { pathname: string; files: string[] }>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (hasControlChar(text))
      err(
        file,
        'contains a NUL or other control character: the HTML is invalid (gatsby-ssr.tsx renders with renderToString to avoid the streaming renderer inserting them).',
      );
    const doc = parse(file);
    const pagePath = pagePathOf(file);
    if (!FRAGMENT_DIRS.some((d) => file.startsWith(d)))
      for (const message of policyProblems(doc, text)) err(file, message);
    for (const ref of referencesOf(doc)) {
      const resolved = resolveReference(ref.value, pagePath, siteOrigin);
      const shown = `${ref.attribute}="${ref.value}"`;
      if (resolved.kind === 'unsafe')
        err(file, `${shown} is a script URL; links must point to pages or files.`);
      else if (resolved.kind === 'malformed') err(file, `${shown} is not a valid URL.`);
      else if (resolved.kind === 'internal') {
        const found = target(resolved.pathname);
        if (!found) {
          const entry = brokenRefs.get(shown) ?? { pathname: resolved.pathname, files: [] };
          if (!entry.files.includes(file)) entry.files.push(file);
          brokenRefs.set(shown, entry);
        } else if (
          resolved.fragment !== '' &&
          resolved.fragment !== 'top' &&
          found.endsWith('.html') &&
          !idsOf(found).has(resolved.fragment)
        )
          warn(file, `${shown}: ${found} has no element with id "${resolved.fragment}".`);
      }
    }

    if (notPages.has(file) || FRAGMENT_DIRS.some((d) => file.startsWith(d))) continue;
    const all = (test: (el: Element) => boolean): Element[] => DomUtils.findAll(test, doc.children);
    // an inline SVG's <title> is its accessible name, not the page's
    const titles = all((el) => el.name === 'title' && !insideSvg(el));
    const titleTexts = titles.map((t) => DomUtils.textContent(t).trim());
    if (titles.length === 0 || titleTexts.every((t) => t === '')) err(file, 'has no <title>.');
    else if (titles.length > 1) err(file, `has ${titles.length} <title> elements; keep one.`);
    const descriptions = all(
      (el) => el.name === 'meta' && (el.attribs.name ?? '').toLowerCase() === 'description',
    );
    if (!descriptions.some((d) => (d.attribs.content ?? '').trim() !== ''))
      err(file, 'has no <meta name="description"> with content.');
    const canonicals = all(
      (el) => el.name === 'link' && (el.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical'),
    );
    if (!canonicals.some((c) => (c.attribs.href ?? '').trim() !== ''))
      err(file, 'has no <link rel="canonical"> with an href.');
    else if (canonicals.length > 1) err(file, `has ${canonicals.length} canonical links; keep one.`);
    const h1s = all((el) => el.name === 'h1');
    if (h1s.length === 0) err(file, 'has no <h1>.');
    else if (h1s.length > 1) err(file, `has ${h1s.length} <h1> elements; keep one.`);
    else if (DomUtils.textContent(h1s[0] as Element).trim() === '') err(file, 'has an empty <h1>.');
  }

  for (const [shown, { pathname, files: from }] of brokenRefs) {
    const others =
      from.length > 1
        ? ` (also in ${from.length - 1} other file(s): ${from.slice(1, 4).join(', ')}${from.length > 4 ? ', …' : ''})`
        : '';
    err(from[0] as string, `broken reference ${shown}: no file for ${pathname} in the built site${others}.`);
  }

  for (const p of options.sponsoredPaths ?? []) {
    const found = p.startsWith('/') ? target(p) : null;
    if (!found || !found.endsWith('.html'))
      warn(
        options.sponsoredFile ?? 'sponsored-links.json',
        `sapeLinks["${p}"] is not a page of the built site, so its links are never shown; use the path of an existing page.`,
      );
  }
  return problems;
}

/** One line per problem: `ERROR public/a/index.html: has no <h1>.` */
export const formatSiteProblem = (p: SiteProblem, base = ''): string =>
  `${p.severity === 'error' ? 'ERROR' : 'WARNING'} ${base ? `${base}/` : ''}${p.file}: ${p.message}`;
