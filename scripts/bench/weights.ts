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
import { CSS_BUDGET_BYTES, JS_BUDGET_BYTES } from '../lib/budgets';
import { pageTypeSamples } from '../lib/page-types';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');

function samplePages(): [string, string][] {
  const content = publishedContent(prepareContent(readContent(path.join(root, 'content'), root)).content, {
    preview: false,
    now: new Date(),
  });
  return pageTypeSamples(content.articles);
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
