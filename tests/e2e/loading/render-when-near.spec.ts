/**
 * Off-screen cards, the footer and the HTML sitemap's lists are rendered only when the reader comes
 * near them (`render-when-near` in src/styles/_base.scss: CSS content-visibility). What a reader
 * sees must not change: on a phone the cards below the fold are skipped at load, and scrolling down
 * the page as a reader does renders every card and the footer, loads every thumbnail and shifts
 * nothing that is on screen. A check that measures the links of a skipped sitemap list at load
 * (axe's contrast rule, as in Lighthouse) finds them clipped, not drawn over the footer. Printing
 * renders every card without any scrolling.
 */
import AxeBuilder from '@axe-core/playwright';
import { Page } from '@playwright/test';
import { HOME_PATH, SITEMAP_PATH } from '../../../src/domain/listings/routes';
import { SITEMAP_PAGE_SIZE } from '../../../src/node/make-pages/sitemap-pages';
import { category, open } from '../support/site';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 375, height: 740 } });

/** Record layout shifts from the first byte (a shift a reader's input did not cause counts). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Whether each card of the page's grids, then the footer, has its content rendered. */
const renderedParts = (page: Page): Promise<boolean[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.card-grid > li'), document.querySelector('.site-footer')].map(
      (part) => part?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
    ),
  );

/**
 * Scroll down the way a reader does, half a screen at a time, each step painted before the next;
 * at every step, each part (`selector`) on screen must be rendered. Returns the indexes of the
 * parts rendered on the way.
 */
async function scrollToTheEnd(page: Page, selector: string): Promise<Set<number>> {
  const seen = new Set<number>();
  for (;;) {
    const step = await page.evaluate(
      (partsSelector: string) =>
        new Promise<{ moved: boolean; onScreen: number[]; rendered: number[] }>((done) => {
          const before = window.scrollY;
          // instantly: the site scrolls smoothly, and a smooth scroll may not have begun two frames later
          window.scrollBy({ top: Math.round(window.innerHeight / 2), behavior: 'instant' });
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const parts = [...document.querySelectorAll(partsSelector)];
              const onScreen: number[] = [];
              const rendered: number[] = [];
              parts.forEach((part, i) => {
                const box = part.getBoundingClientRect();
                if (box.bottom > 0 && box.top < window.innerHeight) onScreen.push(i);
                if (part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }))
                  rendered.push(i);
              });
              done({ moved: window.scrollY > before, onScreen, rendered });
            }),
          );
        }),
      selector,
    );
    for (const i of step.onScreen) expect(step.rendered, `part ${i} is on screen`).toContain(i);
    step.rendered.forEach((i) => seen.add(i));
    if (!step.moved) break;
  }
  return seen;
}

/** At the end of the page: the footer's links are there to use, and nothing shifted on the way. */
async function expectFooterReachedWithoutShifts(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeInViewport();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(
    shifts.reduce((a, b) => a + b, 0),
    `layout shifts: ${shifts.join(', ')}`,
  ).toBe(0);
}

test('cards below the fold wait for the reader, and scrolling renders them without a shift', async ({
  page,
}) => {
  await recordShifts(page);
  await open(page, HOME_PATH);

  const atLoad = await renderedParts(page);
  expect(atLoad.length, 'the home page lists cards').toBeGreaterThan(8);
  expect(atLoad[0], 'the first card is on screen and rendered').toBe(true);
  expect(atLoad.at(-2), 'the last card is far below the fold and not rendered yet').toBe(false);
  expect(atLoad.at(-1), 'the footer is not rendered yet').toBe(false);

  const seen = await scrollToTheEnd(page, '.card-grid > li, .site-footer');
  expect(seen.size, 'every card and the footer rendered on the way down').toBe(atLoad.length);
  // every thumbnail came in as its card came near
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.card-grid img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  await expectFooterReachedWithoutShifts(page);
});

test('printing renders every card at once', async ({ page }) => {
  await open(page, category.path);
  const atLoad = await renderedParts(page);
  expect(atLoad.slice(0, -1), 'some cards wait below the fold on screen').toContain(false);
  await page.emulateMedia({ media: 'print' });
  // the footer is not printed; every card is
  await expect.poll(async () => (await renderedParts(page)).slice(0, -1)).not.toContain(false);
});

test('the sitemap lists far below wait for the reader, and a check at load finds none of their links over the footer', async ({
  page,
}) => {
  await recordShifts(page);
  await open(page, SITEMAP_PATH);

  // at 375 px the two lists are one above the other, and the second starts below the fold; its
  // articles are repeated up to the 500 links of a full sitemap page (the shipped content has fewer)
  const atLoad = await page.evaluate((perPage) => {
    const sections = [...document.querySelectorAll('.sitemap > section')];
    const last = sections[sections.length - 1];
    const lists = last.querySelectorAll('ul');
    const list = lists[lists.length - 1];
    const items = [...list.children];
    for (let i = 0; last.querySelectorAll('a').length < perPage; i += 1)
      list.append(items[i % items.length].cloneNode(true));
    const links = last.querySelectorAll('a');
    return {
      sections: sections.length,
      rendered: sections.map((s) => s.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })),
      // asking for a link's box lays the skipped list out at its full length inside the placeholder
      boxBottom: last.getBoundingClientRect().bottom,
      lastLinkBottom: links[links.length - 1].getBoundingClientRect().bottom,
    };
  }, SITEMAP_PAGE_SIZE);
  expect(atLoad.sections, 'the sitemap has its two lists').toBe(2);
  expect(atLoad.rendered, 'the first list is rendered, the second waits').toEqual([true, false]);
  expect(
    atLoad.lastLinkBottom,
    'measured at load, the skipped list runs past its placeholder (the case this checks)',
  ).toBeGreaterThan(atLoad.boxBottom);

  // Lighthouse's accessibility audit runs axe on the page as it loaded, without scrolling
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(
    violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)),
  ).toEqual([]);

  const seen = await scrollToTheEnd(page, '.sitemap > section, .site-footer');
  expect(seen.size, 'both lists and the footer rendered on the way down').toBe(3);
  await expectFooterReachedWithoutShifts(page);
});
