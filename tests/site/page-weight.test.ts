/**
 * The page weights of the performance targets (issue 7), measured on the built site the way the
 * benchmark measures them (scripts/bench/page-weight.ts): sizes, not timings, so they are checked
 * on every build. The CSS budget is in css.test.ts.
 */
import { measurePage } from '../../scripts/bench/page-weight';
import { authorSlug } from '../../src/domain/authors';
import { articlePath, authorPath, categoryPath, HOME_PATH, subcategoryPath } from '../../src/domain/routes';
import { TAXONOMY } from '../../src/domain/taxonomy';
import { builtContent, publicDir } from './helpers';

// at most 80 KB of gzipped JavaScript on first load (read as 80,000 bytes, the stricter reading)
const JS_BUDGET_BYTES = 80_000;
// home page HTML plus page data under 60 KB gzipped at any archive size
const HOME_BUDGET_BYTES = 60_000;

const content = builtContent();
const withAuthor = content.articles.find((a) => a.authorSlug !== null);
const cat = TAXONOMY[0];
const samples: [string, string][] = [
  ['home', HOME_PATH],
  ['category', categoryPath(cat.slug)],
  ['subcategory', subcategoryPath(cat.slug, cat.subcategories[0].slug)],
  ...content.articles.slice(0, 5).map((a): [string, string] => ['article', articlePath(a.slug)]),
  // the hero, thumbnails and body pictures add no script
  ...content.articles
    .filter((a) => a.cover)
    .slice(0, 3)
    .map((a): [string, string] => ['article with a cover', articlePath(a.slug)]),
  ['author', authorPath(withAuthor?.authorSlug ?? authorSlug('nobody'))],
];

describe('page weights of the built site', () => {
  it.each(samples)(`%s page %s loads at most ${JS_BUDGET_BYTES} gzipped bytes of JavaScript`, (_, p) => {
    const weight = measurePage(publicDir, p);
    expect(weight.jsFiles.some((f) => f.includes('framework-'))).toBe(true);
    expect(weight.js).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  it(`home page HTML plus page data stays under ${HOME_BUDGET_BYTES} gzipped bytes`, () => {
    const home = measurePage(publicDir, HOME_PATH);
    expect(home.html + home.pageData + home.staticQueryData).toBeLessThan(HOME_BUDGET_BYTES);
  });
});
