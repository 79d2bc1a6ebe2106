/** Every page type renders in the shared layout; an unknown path is the 404 page with status 404. */
import { LISTING_PAGE_SIZE } from '../../../src/domain/constants';
import { listingPagePath } from '../../../src/domain/listings/routes';
import { PAGE_TYPES, UNKNOWN_PATH, category, content, expectLayout, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

test.describe('every route type', () => {
  for (const p of PAGE_TYPES) {
    test(`${p.type} (${p.path}) answers ${p.status} and renders header, sponsored block, content and footer`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(p.status);
      await waitForHydration(page);
      await expectLayout(page);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toContainText(p.heading);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path shows the 404 page (not a blank page) with status 404', async ({ page }) => {
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('main')).toContainText('404');
    // the URL stays what the reader typed
    expect(new URL(page.url()).pathname).toBe(UNKNOWN_PATH);
  });

  test('listing pagination: page 2 exists exactly when a category has more than one page', async ({
    page,
  }) => {
    const total = content.articles.filter((a) =>
      a.placements.some((pl) => pl.categoryKey === category.key),
    ).length;
    const response = await page.goto(listingPagePath(category.path, 2));
    if (total > LISTING_PAGE_SIZE) {
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expectLayout(page);
      await expect(page.locator(`main a[href="${category.path}"]`).first()).toBeVisible();
    } else {
      // one page of articles: no second page is published
      expect(response?.status()).toBe(404);
    }
  });
});
