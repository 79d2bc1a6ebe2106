/**
 * The stylesheet Gatsby inlines into every page: within the CSS budget of the performance
 * targets, the same on every page, and pruned without losing a class the built site uses.
 */
import * as cheerio from 'cheerio';
import fs from 'fs';
import path from 'path';
import * as sass from 'sass';
import zlib from 'zlib';
import { CSS_BUDGET_BYTES } from '../../scripts/lib/budgets';
import { allHtmlFiles, currentScripts, publicDir, root } from './helpers';

// CSS_BUDGET_BYTES: at most 12 KB of gzipped CSS on an article page (every page carries the same sheet)

const inlinedCss = (file: string): string => {
  const $ = cheerio.load(fs.readFileSync(path.join(publicDir, file), 'utf8'));
  return $('style')
    .map((_, el) => $(el).text())
    .get()
    .join('\n');
};

const classesOf = (css: string): Set<string> =>
  new Set([...css.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]));

const htmlFiles = allHtmlFiles();
const homeCss = inlinedCss('index.html');

describe('the inlined stylesheet', () => {
  it('is inlined into every page, identical everywhere', () => {
    expect(homeCss.length).toBeGreaterThan(1000);
    const differing = htmlFiles.filter((f) => inlinedCss(f) !== homeCss);
    expect(differing).toEqual([]);
  });

  it(`stays within ${CSS_BUDGET_BYTES} gzipped bytes`, () => {
    expect(zlib.gzipSync(homeCss).length).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });

  it('keeps every class that a built page or a shipped script uses', () => {
    const full = sass.compile(path.join(root, 'src/styles/site.scss'), {
      loadPaths: [path.join(root, 'node_modules')],
      logger: sass.Logger.silent,
    }).css;
    const defined = classesOf(full);
    const kept = classesOf(homeCss);
    expect(kept.size).toBeLessThan(defined.size);

    const used = new Set<string>();
    for (const file of htmlFiles) {
      const $ = cheerio.load(fs.readFileSync(path.join(publicDir, file), 'utf8'));
      $('[class]').each((_, el) => {
        for (const c of ($(el).attr('class') ?? '').split(/\s+/)) if (c) used.add(c);
      });
    }
    const scripts = currentScripts();
    // the lazily loaded chunks (menus, search results) are among them
    expect(scripts.filter((f) => /^\d+-/.test(f)).length).toBeGreaterThan(0);
    for (const file of scripts) {
      const text = fs.readFileSync(path.join(publicDir, file), 'utf8');
      for (const m of text.matchAll(/[A-Za-z_][\w-]*/g)) used.add(m[0]);
    }
    const lost = [...used].filter((c) => defined.has(c) && !kept.has(c)).sort();
    expect(lost).toEqual([]);
  });
});
