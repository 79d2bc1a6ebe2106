/**
 * The references a built page makes (links, assets, srcset and CSS URLs) and the file each one
 * resolves to in the site folder; the URL path of a page's HTML file and back.
 */
import fs from 'fs';
import path from 'path';
import { DomUtils } from 'htmlparser2';
import { type Document, type Element } from 'domhandler';

/** Origin used to resolve relative references; never a real host. */
export const LOCAL_ORIGIN = 'http://site.invalid';

/** Attributes that reference another file, by tag ('*' for any tag). */
export const URL_ATTRIBUTES: Record<string, readonly string[]> = {
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

/**
 * `<link rel>` values whose href is a hint, not a file of ours: about another host, or (expect)
 * the element that ends the first screen, which the app shell of the offline plugin lacks on
 * purpose (tests/site/first-screen.test.ts checks every page's target).
 */
export const HINT_RELS = new Set(['preconnect', 'dns-prefetch', 'expect']);

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

export interface Reference {
  attribute: string;
  value: string;
}

/** The URLs of a srcset: the first token of each comma-separated candidate. */
export const srcsetUrls = (value: string): string[] =>
  value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/** `url(...)` references inside CSS text. */
export function cssUrls(css: string): string[] {
  const out: string[] = [];
  const pattern = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g;
  for (let m = pattern.exec(css); m; m = pattern.exec(css)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

export function referencesOf(doc: Document): Reference[] {
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

export const insideSvg = (el: Element): boolean => {
  for (let p = el.parent; p; p = p.parent) if ((p as Element).name === 'svg') return true;
  return false;
};

export type Resolved =
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
