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
import { filesUnder } from '../../src/node/files/walk';
import { pagePathOf, fileForPath, referencesOf, insideSvg, resolveReference } from './site-references';
import { policyProblems } from './site-policy-check';

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
  // page-data holds JSON only (its folders may be named like `404.html`); admin/ is the web
  // editor, not a page of the site (src/domain/hosting/admin-policy.ts)
  return filesUnder(dir, { skipFolder: (rel) => rel === 'page-data' || rel === 'admin' }).filter((f) =>
    f.endsWith('.html'),
  );
}

const originOf = (siteUrl: string | undefined): string | null => {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl).origin;
  } catch {
    return null;
  }
};

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
