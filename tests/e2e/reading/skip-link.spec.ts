/**
 * The skip link: on every page type it is the first Tab stop, visible while focused,
 * and it moves focus to the main content, so the next Tab continues inside it.
 */
import { PAGE_TYPES, WIDTHS, labels, open } from '../support/site';
import { expect, test } from '../support/test';

for (const w of WIDTHS) {
  test.describe(`skip link at ${w.width} px`, () => {
    test.use({ viewport: { width: w.width, height: w.height } });

    for (const p of PAGE_TYPES) {
      test(`${p.type} page: the first Tab stop, visible, lands in main`, async ({ page }) => {
        await open(page, p.path);
        const skip = page.getByRole('link', { name: labels.skipToContent });
        await expect(skip).not.toBeInViewport();

        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport({ ratio: 1 });

        await page.keyboard.press('Enter');
        await expect(page.locator('main#main')).toBeFocused();
        expect(new URL(page.url()).hash).toBe('#main');
        // the next Tab stop is inside main: the header and sponsored links were skipped
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
      });
    }
  });
}
