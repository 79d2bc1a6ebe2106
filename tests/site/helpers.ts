/** Shared helpers for checks over the built public/ folder. */
import fs from 'fs';
import path from 'path';
import { XMLParser } from 'fast-xml-parser';
import { prepareContent } from '../../src/domain/content/model';
import { publishedContent } from '../../src/domain/content/publishing';
import { readContent } from '../../src/node/content/read-content';
import { redirectPageKey } from '../../src/domain/hosting/redirect-forms';
import { filesUnder } from '../../src/node/files/walk';
import { buildRedirects } from '../../scripts/deploy/build-redirects';

export const root = path.resolve(__dirname, '../..');
export const publicDir = path.join(root, 'public');

/** A file of public/ as text (`p` relative to it, or a site path). */
export const readPublic = (p: string): string => fs.readFileSync(path.join(publicDir, p), 'utf8');

/** The parser of the sitemap and feed checks: attributes as `@name`, repeated elements always arrays. */
export const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['sitemap', 'url', 'item'].includes(name),
});

/** The HTML file Gatsby writes for a page path. */
export const htmlFileOf = (pagePath: string): string =>
  path.join(publicDir, pagePath === '/' ? '' : pagePath, 'index.html');

/** The content the real build published (content/, drafts and scheduled articles left out as a production build does). */
export const builtContent = () =>
  publishedContent(prepareContent(readContent(path.join(root, 'content'), root)).content, {
    preview: false,
    now: new Date(),
  });

/**
 * The redirect pages at the old addresses of aliased articles (relative to public/): files of the
 * build, but not pages (src/domain/hosting/redirect-forms.ts; tests/site/aliases.test.ts).
 */
export const redirectPages = (dir = publicDir): Set<string> =>
  new Set((buildRedirects(dir) ?? []).map((r) => path.join(...redirectPageKey(r.from).split('/'))));

/**
 * Every .html file under public/ that is a page (redirect pages are not, nor the web editor under
 * admin/: not a page of the site, tested by tests/build/editor-off.test.ts), relative to it.
 */
export function allHtmlFiles(dir = publicDir): string[] {
  const redirects = redirectPages(dir);
  return filesUnder(dir, {
    skipFolder: (rel, name) => ['page-data', 'static', '_gatsby'].includes(name) || rel === 'admin',
  }).filter((f) => f.endsWith('.html') && !redirects.has(f));
}

// the scripts of this build (public/ keeps older builds' chunks): the entry files webpack's stats
// name, and every chunk whose content hash this build's runtime knows (the lazy ones too)
export const currentScripts = (): string[] => {
  const stats = fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8');
  const named = [...stats.matchAll(/[\w.-]+\.js(?=")/g)].map((m) => m[0]);
  const runtime = named.find((f) => f.startsWith('webpack-runtime-'));
  const runtimeText = runtime ? fs.readFileSync(path.join(publicDir, runtime), 'utf8') : '';
  const hashes = new Set([...runtimeText.matchAll(/"([0-9a-f]{20})"/g)].map((m) => m[1]));
  const lazy = fs
    .readdirSync(publicDir)
    .filter((f) => hashes.has(f.match(/-([0-9a-f]{20})\.js$/)?.[1] ?? ''));
  return [...new Set([...named, ...lazy])].filter((f) => fs.existsSync(path.join(publicDir, f)));
};
