/**
 * The Sections button toggles the menu the way a reader closes it: a second tap (375 and 412 px,
 * by touch) or click (1280 px, by mouse, with no hover before it) on the button closes what the
 * first one opened, whichever script drew the menu: the head's early script (before React has
 * started, and after it, until the menu's own code has taken over) or React's form. While the
 * menu is open, the button is what lies at its centre (nothing of the menu covers it). The close
 * button and a tap outside close it too. The specs that close the menu with Escape stay where
 * they are (sections-menu.spec.ts, timed/); a phone has no Escape key.
 */
import type { Locator, Page } from '@playwright/test';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { EARLY_MENU_ID } from '../../../src/domain/frame/sections-early';
import { HYDRATED_ATTRIBUTE } from '../../../src/domain/html/element-ids';
import { labels, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';
import { holdScripts } from '../support/hold-scripts';

type Input = 'touch' | 'mouse';

const WINDOWS: { width: number; height: number; by: Input; menu: string }[] = [
  { width: 375, height: 740, by: 'touch', menu: 'sections-popover' },
  { width: 412, height: 823, by: 'touch', menu: 'sections-popover' },
  { width: 1280, height: 800, by: 'mouse', menu: 'sections-dropdown' },
];

const sectionsButton = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: labels.sections });

/** A tap or a click where a reader aims: at the point, whatever lies there (no hover before a click). */
async function press(page: Page, by: Input, point: { x: number; y: number }): Promise<void> {
  if (by === 'touch') await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** The centre of the Sections button in the window. */
async function buttonCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await sectionsButton(page).boundingBox();
  if (!box) throw new Error('the Sections button has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The button is what a tap at its centre reaches: the button or something inside it. */
async function expectButtonOnTop(page: Page): Promise<void> {
  const onTop = await sectionsButton(page).evaluate((button) => {
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit === null
      ? 'nothing'
      : button.contains(hit)
        ? 'button'
        : `${hit.tagName}#${hit.id}.${hit.className}`;
  });
  expect(onTop, 'what lies at the Sections button’s centre while the menu is open').toBe('button');
}

/**
 * A point outside the open menu and its button that is no control (a tap there does nothing
 * else): from the window's bottom up, the first whose element is not a link, button or field.
 */
async function quietPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => {
    const busy =
      'a, button, input, label, summary, select, textarea, [role="dialog"], .dropdown-menu, header';
    for (let y = innerHeight - 12; y > 0; y -= 24)
      for (const x of [12, innerWidth / 2, innerWidth - 24]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !hit.closest(busy)) return { x, y };
      }
    return null;
  });
  if (!point) throw new Error('no quiet point outside the menu');
  return point;
}

/** The menu is open: the button says so and a menu is shown; `early`: the early script's copy. */
async function expectOpen(page: Page, menu: string, early: boolean): Promise<void> {
  await expect(sectionsButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId(menu)).toBeVisible();
  await expect(page.locator(`#${EARLY_MENU_ID}`)).toHaveCount(early ? 1 : 0);
  await expectButtonOnTop(page);
}

async function expectClosed(page: Page, menu: string): Promise<void> {
  await expect(sectionsButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId(menu)).toBeHidden();
  await expect(page.locator(`#${EARLY_MENU_ID}`)).toHaveCount(0);
}

/** React's form has replaced the stand-in: its button carries an id. */
async function takenOver(page: Page): Promise<void> {
  await expect(sectionsButton(page)).toHaveAttribute('id');
}

for (const w of WINDOWS) {
  test.describe(`${w.width} px by ${w.by}`, () => {
    test.use({
      viewport: { width: w.width, height: w.height },
      hasTouch: w.by === 'touch',
      isMobile: w.by === 'touch',
    });

    test('a second tap on the button closes the menu, the early one and React’s; so do × and outside', async ({
      page,
    }) => {
      await page.goto(HOME_PATH);
      await waitForHydration(page);
      // the first open after hydration: the early script draws the menu
      await press(page, w.by, await buttonCentre(page));
      await expectOpen(page, w.menu, true);
      await press(page, w.by, await buttonCentre(page));
      await expectClosed(page, w.menu);
      await takenOver(page);
      // from then on React's form: twice, and then closed by a tap outside
      for (let round = 1; round <= 2; round += 1) {
        await press(page, w.by, await buttonCentre(page));
        await expectOpen(page, w.menu, false);
        await press(page, w.by, await buttonCentre(page));
        await expectClosed(page, w.menu);
      }
      await press(page, w.by, await buttonCentre(page));
      await expectOpen(page, w.menu, false);
      await press(page, w.by, await quietPoint(page));
      await expectClosed(page, w.menu);
      if (w.menu === 'sections-popover') {
        await press(page, w.by, await buttonCentre(page));
        await expectOpen(page, w.menu, false);
        const close = page.getByRole('dialog').getByRole('button', { name: labels.close });
        const box = await close.boundingBox();
        if (!box) throw new Error('the close button has no box');
        await press(page, w.by, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
        await expectClosed(page, w.menu);
      }
    });

    test('before the scripts run, the button toggles the early menu, and after hydration too', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(HOME_PATH, { waitUntil: 'commit' });
      await expect(sectionsButton(page)).toBeVisible();
      // none of Gatsby's scripts has arrived: the early script answers every tap
      await press(page, w.by, await buttonCentre(page));
      await expectOpen(page, w.menu, true);
      await press(page, w.by, await buttonCentre(page));
      await expectClosed(page, w.menu);
      await press(page, w.by, await buttonCentre(page));
      await expectOpen(page, w.menu, true);
      await press(page, w.by, await quietPoint(page));
      await expectClosed(page, w.menu);
      if (w.menu === 'sections-popover') {
        await press(page, w.by, await buttonCentre(page));
        await expectOpen(page, w.menu, true);
        const close = page.locator(`#${EARLY_MENU_ID} .btn-close`);
        const box = await close.boundingBox();
        if (!box) throw new Error('the close button has no box');
        await press(page, w.by, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
        await expectClosed(page, w.menu);
      }
      await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
      release();
      await waitForHydration(page);
      // hydrated: the early script still answers until React's form has taken over, then React
      await press(page, w.by, await buttonCentre(page));
      await expect(sectionsButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expectButtonOnTop(page);
      await press(page, w.by, await buttonCentre(page));
      await expectClosed(page, w.menu);
      await takenOver(page);
      await press(page, w.by, await buttonCentre(page));
      await expectOpen(page, w.menu, false);
      await press(page, w.by, await buttonCentre(page));
      await expectClosed(page, w.menu);
    });
  });
}
