/** Shared helpers for checks over the built public/ folder. */
import fs from 'fs';
import path from 'path';
import { prepareContent, publishedContent } from '../../src/domain/content-model';
import { readContent } from '../../src/node/read-content';

export const root = path.resolve(__dirname, '../..');
export const publicDir = path.join(root, 'public');

/** The HTML file Gatsby writes for a page path. */
export const htmlFileOf = (pagePath: string): string =>
  path.join(publicDir, pagePath === '/' ? '' : pagePath, 'index.html');

/** The content the real build published (content/, drafts left out as a production build does). */
export const builtContent = () =>
  publishedContent(prepareContent(readContent(path.join(root, 'content'), root)).content, false);

/** Every .html file under public/, as paths relative to it. */
export function allHtmlFiles(dir = publicDir): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'page-data' && e.name !== 'static' && e.name !== '_gatsby') walk(full);
      } else if (e.name.endsWith('.html')) out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out;
}
