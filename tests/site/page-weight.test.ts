/**
 * The page weights of the performance targets (issues 7 and 15), measured on the built site the
 * way the benchmark measures them (scripts/bench/page-weight.ts, which counts a first visit with
 * scripts/lib/first-load.ts): sizes, not timings, so they are checked on every build. The inlined
 * stylesheet's own checks are in css.test.ts.
 */
import { measurePage } from '../../scripts/bench/page-weight';
import { firstLoad } from '../../scripts/lib/first-load';
import { CSS_BUDGET_BYTES, HOME_BUDGET_BYTES, JS_BUDGET_BYTES } from '../../scripts/lib/budgets';
import { pageTypeSamples } from '../../scripts/lib/page-types';
import { HOME_PATH } from '../../src/domain/listings/routes';
import { builtContent, publicDir } from './helpers';

const content = builtContent();
// one page of every template, three articles and three with a cover (scripts/lib/page-types.ts)
const samples = pageTypeSamples(content.articles, 3);

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
