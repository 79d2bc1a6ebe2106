/**
 * Accessibility: axe-core finds no serious or critical violation on any page type at 375 and
 * 1280 px in the light theme (the dark one: dark-mode.spec.ts), nor with the menu or the search results open; the menu and the search work by
 * keyboard alone.
 */
import AxeBuilder from '@axe-core/playwright';
import { Page } from '@playwright/test';
import { THEME_ATTRIBUTE } from '../../../src/domain/frame/theme';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { PAGE_TYPES, WIDTHS, article, labels, open, subcategory } from '../support/site';
import { expect, test } from '../support/test';

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('\n    ')}`,
    );
}

const sectionsButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: labels.sections });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: labels.searchLabel });

for (const w of WIDTHS) {
  test.describe(`axe at ${w.width} px`, () => {
    test.use({ viewport: { width: w.width, height: w.height } });

    for (const p of PAGE_TYPES) {
      test(`${p.type} page has no serious or critical violation`, async ({ page }) => {
        await open(page, p.path);
        // in the light theme, Playwright's default colour scheme (the dark one: dark-mode.spec.ts)
        expect(
          await page.evaluate(
            (attribute) => document.documentElement.getAttribute(attribute),
            THEME_ATTRIBUTE,
          ),
        ).toBe('light');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open Sections menu has no serious or critical violation', async ({ page }) => {
      await open(page, HOME_PATH);
      await sectionsButton(page).click();
      await expect(sectionsButton(page)).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('open search results have no serious or critical violation', async ({ page }) => {
      await open(page, HOME_PATH);
      await searchBox(page).fill('roblox');
      await expect(page.getByTestId('search-result').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

/** Press `key` until the focused element matches `selector` (at most `max` presses). */
async function pressUntilFocused(page: Page, key: string, selector: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`pressing ${key} ${max} times never focused ${selector}; focus is on ${at}`);
}

for (const w of WIDTHS) {
  test.describe(`keyboard alone at ${w.width} px`, () => {
    test.use({ viewport: { width: w.width, height: w.height } });

    test('Tab to Sections, Enter opens it, Tab/arrows reach a subcategory, Enter goes there', async ({
      page,
    }) => {
      await open(page, HOME_PATH);
      await pressUntilFocused(page, 'Tab', `header button[aria-expanded]`);
      await expect(sectionsButton(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(sectionsButton(page)).toHaveAttribute('aria-expanded', 'true');
      // menus move with arrow keys, dialogs with Tab: either must reach the link
      const target = `a[href="${subcategory.path}"]`;
      const viaArrows = await pressUntilFocused(page, 'ArrowDown', target, 60).then(
        () => true,
        () => false,
      );
      if (!viaArrows) await pressUntilFocused(page, 'Tab', target);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((u) => u.pathname === subcategory.path);
      await expect(page.locator('main h1')).toContainText(subcategory.title);
      await expect(sectionsButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test('Tab to the search box, type, Tab to a result, Enter opens it', async ({ page, context }) => {
      await open(page, HOME_PATH);
      await pressUntilFocused(page, 'Tab', 'input[type="search"]');
      await page.keyboard.type('luau');
      await expect(page.getByTestId('search-result').first()).toBeVisible();
      await pressUntilFocused(page, 'Tab', `[data-testid="search-result"][href$="${article.path}"]`, 30);
      const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(article.path);
    });
  });
}
