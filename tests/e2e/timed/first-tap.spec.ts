/**
 * A reader's first tap is never lost and is answered at once, on a phone's CPU
 * (support/phone-cpu.ts): a control used the moment it is painted, while Gatsby's scripts are
 * held back, is answered before any of them has arrived (its click pressed and released as a hand
 * does: support/press.ts). The theme switch, the Sections menu and the article body's copy
 * controls are answered by the early-input script of the head (src/domain/frame/early-input.ts),
 * and React takes over without losing what the reader did.
 *
 * How long after the later of the tap and the load event the answer came (the page's own times:
 * the tap's event time, the load event, and the moment a MutationObserver installed before the
 * page's first byte sees the answer) is noted among the test's annotations, not asserted: on a
 * shared machine a time passes or fails with the machine's moment. `npm run bench:answers` runs
 * these scenarios several times and gives each answer's median against the 200 ms target.
 */
import type { Page } from '@playwright/test';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { THEME_ATTRIBUTE } from '../../../src/domain/frame/theme';
import { HYDRATED_ATTRIBUTE } from '../../../src/domain/html/element-ids';
import { article, labels, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';
import { pressAndRelease } from '../support/press';
import { slowToPhone } from '../support/phone-cpu';
import { holdScripts } from '../support/hold-scripts';

test.use({ viewport: { width: 412, height: 823 }, colorScheme: 'light' });

interface Times {
  tap: number;
  load: number;
  answer: number;
}

/**
 * Before the page exists: record the first click's time, and the first time `answer` (a CSS
 * selector) matches anything in the document.
 */
async function watch(page: Page, answer: string): Promise<void> {
  await page.addInitScript((selector) => {
    const w = window as unknown as { __times: Partial<Times> };
    w.__times = {};
    addEventListener('click', (e) => (w.__times.tap ??= e.timeStamp), { capture: true, once: true });
    const check = (): void => {
      if (w.__times.answer === undefined && document.querySelector(selector))
        w.__times.answer = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  }, answer);
}

/** The recorded times, once the answer and the load event are in. */
async function times(page: Page): Promise<Times> {
  await page.waitForFunction(() => {
    const t = (window as unknown as { __times: Partial<Times> }).__times;
    return t.answer !== undefined && performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd > 0;
  });
  return page.evaluate(() => {
    const t = (window as unknown as { __times: Times }).__times;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { tap: t.tap, load: nav.loadEventStart, answer: t.answer };
  });
}

/** Notes how long after the later of the tap and the load event the answer came. */
function noteTime(t: Times, what: string): void {
  const from = Math.max(t.tap, t.load);
  test.info().annotations.push({
    type: 'timing',
    description: `${what}: ${(t.answer - from).toFixed(0)} ms (tap ${t.tap.toFixed(0)} ms, load ${t.load.toFixed(0)} ms, answer ${t.answer.toFixed(0)} ms)`,
  });
}

test('the theme switch flips the theme at once, and the flip survives hydration', async ({ page }) => {
  await watch(page, `html[${THEME_ATTRIBUTE}="dark"]`);
  await slowToPhone(page, test.info());
  const release = await holdScripts(page);
  await page.goto(HOME_PATH, { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: labels.darkMode });
  await pressAndRelease(page, toggle, 'mouse');
  // answered while none of Gatsby's scripts has arrived
  await expect(page.locator(`html[${THEME_ATTRIBUTE}="dark"]`)).toHaveCount(1);
  release();
  noteTime(await times(page), 'theme');
  await waitForHydration(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate((a) => document.documentElement.getAttribute(a), THEME_ATTRIBUTE)).toBe('dark');
  // React has the switch now: it flips back
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

/** Once React's form has taken over from the early script's copy: its button carries an id. */
async function takenOver(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: labels.sections })).toHaveAttribute('id');
}

test('the Sections button opens the menu at once, and the menu stays open through hydration', async ({
  page,
}) => {
  await watch(page, '[data-testid="sections-popover"]');
  await slowToPhone(page, test.info());
  const release = await holdScripts(page);
  await page.goto(HOME_PATH, { waitUntil: 'commit' });
  const button = page.getByRole('banner').getByRole('button', { name: labels.sections });
  await pressAndRelease(page, button, 'mouse');
  await expect(page.getByTestId('sections-popover')).toBeVisible();
  release();
  noteTime(await times(page), 'Sections menu');
  await waitForHydration(page);
  // still open, with focus inside it as when React opens it
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog').locator('a[href]').first()).toBeFocused();
  // Escape closes it and gives focus back to the button, which React's form then takes over
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await takenOver(page);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('sections-popover')).toHaveCount(1);
});

test.describe('wide window (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Sections button opens the dropdown at once, and it stays open through hydration', async ({
    page,
  }) => {
    await watch(page, '[data-testid="sections-dropdown"]');
    await slowToPhone(page, test.info());
    const release = await holdScripts(page);
    await page.goto(HOME_PATH, { waitUntil: 'commit' });
    const button = page.getByRole('banner').getByRole('button', { name: labels.sections });
    await pressAndRelease(page, button, 'mouse');
    await expect(page.getByTestId('sections-dropdown')).toBeVisible();
    release();
    noteTime(await times(page), 'Sections dropdown');
    await waitForHydration(page);
    await expect(page.getByTestId('sections-dropdown')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // the arrow keys move through its entries, Escape closes it
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('sections-dropdown').locator('a.dropdown-item').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sections-dropdown')).toBeHidden();
    await takenOver(page);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(page.getByTestId('sections-dropdown')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

test('a menu closed before React has it stays closed', async ({ page }) => {
  await slowToPhone(page, test.info());
  const release = await holdScripts(page);
  await page.goto(HOME_PATH, { waitUntil: 'commit' });
  const button = page.getByRole('banner').getByRole('button', { name: labels.sections });
  await button.click();
  await expect(page.getByTestId('sections-popover')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sections-popover')).toHaveCount(0);
  await expect(button).toBeFocused();
  release();
  await waitForHydration(page);
  // the form arrives (pointing at the button fetches it) closed, as the reader left the menu
  await page.mouse.move(0, 0);
  await button.hover();
  await takenOver(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // React's form keeps its entries, hidden, for the first open
  await expect(page.getByTestId('sections-popover')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('text typed into the search box before the scripts run stays and gives results', async ({ page }) => {
  await slowToPhone(page, test.info());
  const release = await holdScripts(page);
  await page.goto(HOME_PATH, { waitUntil: 'commit' });
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.pressSequentially('obby');
  release();
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  await expect(box).toHaveValue('obby');
});

test('a code block copy button copies', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await watch(page, 'main button.copy-button[data-state="copied"]');
  await slowToPhone(page, test.info());
  const release = await holdScripts(page);
  await page.goto(article.path, { waitUntil: 'commit' });
  const control = page.locator('main .code-block button.copy-button').first();
  await pressAndRelease(page, control, 'mouse');
  // answered while none of Gatsby's scripts has arrived
  await expect(control).toHaveAttribute('data-state', 'copied');
  release();
  noteTime(await times(page), 'copy');
  const code = await page.locator('main .code-block pre').first().textContent();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((code ?? '').replace(/\n$/, ''));
  await expect(control).toContainText(labels.copied);
});

/**
 * React hydrates the page in a transition, in slices that yield (src/browser/hydrate.ts), so a
 * reader's keys can land at any point of it. Enter and Escape on the Sections button, from the
 * moment React has created the root until after the page has hydrated: every press is answered
 * (by the early script's menu or React's form), focus stays on the button, and no page error
 * (React's maximum-update-depth loop among them) is thrown (the suite's pageErrors fixture). A
 * press before the root has committed makes React finish hydrating at once, in the press's task,
 * so the first press is the one inside the slices.
 */
for (const w of [
  { width: 375, height: 812, menu: 'sections-popover' },
  { width: 1280, height: 800, menu: 'sections-dropdown' },
]) {
  test(`at ${w.width} px, Enter and Escape on Sections while the page hydrates are each answered`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: w.width, height: w.height });
    await slowToPhone(page, test.info());
    const release = await holdScripts(page);
    await page.goto(HOME_PATH, { waitUntil: 'load' });
    const button = page.getByRole('banner').getByRole('button', { name: labels.sections });
    await button.focus();
    release();
    // from the moment React has created the root, while it hydrates in slices
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('___gatsby') ?? {}).some((k) => k.startsWith('__reactContainer$')),
    );
    const isHydrated = (): Promise<boolean> =>
      page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
    let presses = 0;
    let pressesHydrated = 0;
    while (pressesHydrated < 2) {
      const hydratedBefore = await isHydrated();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId(w.menu)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId(w.menu)).toBeHidden();
      await expect(button).toBeFocused();
      presses += 1;
      if (hydratedBefore) pressesHydrated += 1;
      expect(presses, 'the page never hydrated').toBeLessThan(100);
    }
    test.info().annotations.push({
      type: 'presses',
      description: `${presses - pressesHydrated} while the page hydrated`,
    });
    await takenOver(page);
  });
}
