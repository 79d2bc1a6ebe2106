/**
 * Off-screen cards and the footer are rendered only when the reader comes near
 * them (`render-when-near` in src/styles/_base.scss: CSS content-visibility). What a reader sees must
 * not change: on a phone the cards below the fold are skipped at load, and scrolling down the page
 * as a reader does renders every card and the footer, loads every thumbnail and shifts nothing that
 * is on screen. Printing renders every card without any scrolling.
 */
import { Page } from '@playwright/test';
import { HOME_PATH } from '../../src/domain/listings/routes';
import { category, open } from './support/site';
import { expect, test } from './support/test';

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

  // scroll down the way a reader does, half a screen at a time, each step painted before the next;
  // at every step, whatever is on screen is rendered, and by the end every part has been
  const seen = new Set<number>();
  for (;;) {
    const step = await page.evaluate(
      () =>
        new Promise<{ moved: boolean; onScreen: number[]; rendered: number[] }>((done) => {
          const before = window.scrollY;
          // instantly: the site scrolls smoothly, and a smooth scroll may not have begun two frames later
          window.scrollBy({ top: Math.round(window.innerHeight / 2), behavior: 'instant' });
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const parts = [...document.querySelectorAll('.card-grid > li, .site-footer')];
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
    );
    for (const i of step.onScreen) expect(step.rendered, `part ${i} is on screen`).toContain(i);
    step.rendered.forEach((i) => seen.add(i));
    if (!step.moved) break;
  }
  expect(seen.size, 'every card and the footer rendered on the way down').toBe(atLoad.length);
  // every thumbnail came in as its card came near
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.card-grid img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  // the footer's links are there to use
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeInViewport();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(
    shifts.reduce((a, b) => a + b, 0),
    `layout shifts: ${shifts.join(', ')}`,
  ).toBe(0);
});

test('printing renders every card at once', async ({ page }) => {
  await open(page, category.path);
  const atLoad = await renderedParts(page);
  expect(atLoad.slice(0, -1), 'some cards wait below the fold on screen').toContain(false);
  await page.emulateMedia({ media: 'print' });
  // the footer is not printed; every card is
  await expect.poll(async () => (await renderedParts(page)).slice(0, -1)).not.toContain(false);
});
