/**
 * The page weights of the performance targets (issues 7 and 15), measured on the built site the
 * way the benchmark measures them (scripts/bench/page-weight.ts, which counts a first visit with
 * scripts/lib/first-load.ts): sizes, not timings, so they are checked on every build. The inlined
 * stylesheet's own checks are in css.test.ts.
 */
import { measurePage } from '../../scripts/bench/page-weight';
import { firstLoad } from '../../scripts/lib/first-load';
import { authorSlug } from '../../src/domain/content/default-author';
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
import { builtContent, publicDir } from './helpers';

// at most 80 KB of gzipped JavaScript on first load (read as 80,000 bytes, the stricter reading)
const JS_BUDGET_BYTES = 80_000;
// at most 12 KB of gzipped CSS on first load
const CSS_BUDGET_BYTES = 12_000;
// home page HTML plus page data under 60 KB gzipped at any archive size
const HOME_BUDGET_BYTES = 60_000;

const content = builtContent();
const withAuthor = content.articles.find((a) => a.authorSlug !== null);
const withCover = content.articles.filter((a) => a.cover);
const cat = TAXONOMY[0];
// one page of every template, a few articles, and the articles with a cover (the hero, the
// thumbnails and the body pictures must add no script)
const samples: [string, string][] = [
  ['home', HOME_PATH],
  ['category', categoryPath(cat.slug)],
  ['subcategory', subcategoryPath(cat.slug, cat.subcategories[0].slug)],
  ...content.articles.slice(0, 3).map((a): [string, string] => ['article', articlePath(a.slug)]),
  ...withCover.slice(0, 3).map((a): [string, string] => ['article with a cover', articlePath(a.slug)]),
  ['author', authorPath(withAuthor?.authorSlug ?? authorSlug('nobody'))],
  ['authors', AUTHORS_PATH],
  ['info', ABOUT_US_PATH],
  ['HTML sitemap', SITEMAP_PATH],
  ['404', NOT_FOUND_PATH],
];

describe('page weights of the built site', () => {
  it.each(samples)(`%s page %s loads at most ${JS_BUDGET_BYTES} gzipped bytes of JavaScript`, (_, p) => {
    const weight = measurePage(publicDir, p);
    expect(weight.jsFiles.some((f) => f.includes('framework-'))).toBe(true);
    expect(weight.jsFiles.some((f) => f.includes('component---'))).toBe(true);
    expect(weight.js).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  it.each(samples)(`%s page %s loads at most ${CSS_BUDGET_BYTES} gzipped bytes of CSS`, (_, p) => {
    const weight = measurePage(publicDir, p);
    expect(weight.css).toBeGreaterThan(0);
    expect(weight.css).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });

  // Whether webpack splits a chunk out of a page component's group depends on module sizes (the
  // build of this content has none today); that such a split chunk is counted although neither
  // the HTML nor Gatsby's chunk map names it is proven on a fixture in
  // tests/unit/scripts/bench/targets.test.ts, and against what Chromium fetches in tests/e2e/loading/first-load.spec.ts.
  it.each(samples)(
    '%s page %s: the count holds every script of the HTML and of the component’s group',
    (_, p) => {
      const load = firstLoad(publicDir, p);
      expect(load.fromComponentGroup.some((f) => f.includes('component---'))).toBe(true);
      for (const f of [...load.fromHtml, ...load.fromComponentGroup]) expect(load.scriptFiles).toContain(f);
    },
  );

  it(`home page HTML plus page data stays under ${HOME_BUDGET_BYTES} gzipped bytes`, () => {
    const home = measurePage(publicDir, HOME_PATH);
    expect(home.html + home.pageData + home.staticQueryData).toBeLessThan(HOME_BUDGET_BYTES);
  });
});
