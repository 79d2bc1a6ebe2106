/**
 * `npm run weights [-- --json]`: the first-visit JavaScript and CSS of one page of every type in
 * the build in public/, gzipped, as scripts/lib/first-load.ts counts them (the count the site
 * test holds to the budget). Split into the `app` chunk group that every page's HTML loads, the
 * page component's chunk group that webpack loads on hydration, and the inline scripts.
 */
import fs from 'fs';
import path from 'path';
import { firstLoad, gzipBytes } from '../lib/first-load';
import { prepareContent } from '../../src/domain/content/model';
import { publishedContent } from '../../src/domain/content/publishing';
import { readContent } from '../../src/node/content/read-content';
import {
  ABOUT_US_PATH,
  articlePath,
  AUTHORS_PATH,
  authorPath,
  categoryPath,
  HOME_PATH,
  NOT_FOUND_PATH,
  SITEMAP_PATH,
  subcategoryPath,
} from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');

const JS_BUDGET_BYTES = 80_000;
const CSS_BUDGET_BYTES = 12_000;

function samplePages(): [string, string][] {
  const content = publishedContent(prepareContent(readContent(path.join(root, 'content'), root)).content, {
    preview: false,
    now: new Date(),
  });
  const cover = content.articles.find((a) => a.cover) ?? content.articles[0];
  const author = content.articles.find((a) => a.authorSlug !== null);
  const cat = TAXONOMY[0];
  return [
    ['home', HOME_PATH],
    ['category', categoryPath(cat.slug)],
    ['subcategory', subcategoryPath(cat.slug, cat.subcategories[0].slug)],
    [cover.cover ? 'article with a cover' : 'article', articlePath(cover.slug)],
    ...(author?.authorSlug ? [['author', authorPath(author.authorSlug)] as [string, string]] : []),
    ['authors', AUTHORS_PATH],
    ['info', ABOUT_US_PATH],
    ['HTML sitemap', SITEMAP_PATH],
    ['404', NOT_FOUND_PATH],
  ];
}

const gzFile = (url: string): number => gzipBytes(fs.readFileSync(path.join(publicDir, url)));

const rows = samplePages().map(([type, p]) => {
  const load = firstLoad(publicDir, p);
  const component = load.fromComponentGroup.filter((f) => !load.fromHtml.includes(f));
  return {
    type,
    path: p,
    js: load.js,
    html: load.fromHtml.reduce((n, f) => n + gzFile(f), 0),
    component: component.reduce((n, f) => n + gzFile(f), 0),
    componentFiles: component,
    inline: load.inlineScriptBytes,
    css: load.css,
  };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const n = (x: number): string => x.toLocaleString('en-US');
  console.log(`First visit, gzipped bytes (budget: JS ${n(JS_BUDGET_BYTES)}, CSS ${n(CSS_BUDGET_BYTES)})\n`);
  console.log('| page | JS total | app group (HTML) | component group | inline | CSS | path |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const flag = r.js > JS_BUDGET_BYTES || r.css > CSS_BUDGET_BYTES ? ' **over**' : '';
    console.log(
      `| ${r.type} | ${n(r.js)}${flag} | ${n(r.html)} | ${n(r.component)} (${r.componentFiles.length} files) | ` +
        `${n(r.inline)} | ${n(r.css)} | ${r.path} |`,
    );
  }
}
