/**
 * Link blocks kept as the server rendered them (src/components/frame/kept-links.tsx): the sitemap's
 * lists, card grids and the authors list are not hydrated, and their links still do what Gatsby's
 * Link does: client-side navigation, prefetch on hover (prefetch of links in view:
 * prefetch.spec.ts, on the home page's cards).
 */
import { Locator, Page } from '@playwright/test';
import { AUTHORS_PATH, HOME_PATH, SITEMAP_PATH } from '../../../src/domain/listings/routes';
import {
  authorName,
  authorPagePath,
  category,
  documentIsMarked,
  labels,
  markDocument,
  open,
  pageDataUrl,
} from '../support/site';
import { expect, test } from '../support/test';

/** Whether React has this element (its fiber key): true for hydrated or client-rendered markup. */
const reactHas = (l: Locator): Promise<boolean> =>
  l.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));

const kept = (page: Page): Locator => page.locator('[data-kept-links]');

for (const path of [SITEMAP_PATH, HOME_PATH, category.path, AUTHORS_PATH]) {
  test(`${path}: hydration keeps its link blocks as the server rendered them; the frame is hydrated`, async ({
    page,
  }) => {
    await open(page, path);
    expect(await kept(page).count()).toBeGreaterThan(0);
    for (const block of await kept(page).all()) {
      expect(await block.locator('a').count()).toBeGreaterThan(0);
      expect(await reactHas(block)).toBe(true);
      expect(await reactHas(block.locator('a').first())).toBe(false);
    }
    expect(await reactHas(page.locator('footer a').first())).toBe(true);
  });
}

test('a kept link fetches its page on hover and opens it with a client-side navigation', async ({ page }) => {
  await open(page, SITEMAP_PATH);
  await markDocument(page);
  const link = kept(page).locator(`a[href="${authorPagePath}"]`);
  const fetched = page.waitForRequest((r) => new URL(r.url()).pathname === pageDataUrl(authorPagePath));
  await link.hover();
  await fetched;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: authorName })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(authorPagePath);
  expect(await documentIsMarked(page)).toBe(true);
});

test('a modified click on a kept link is left to the browser', async ({ page, context }) => {
  await open(page, SITEMAP_PATH);
  const opened = context.waitForEvent('page');
  await kept(page)
    .locator(`a[href="${authorPagePath}"]`)
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForURL((u) => u.pathname === authorPagePath);
  expect(new URL(page.url()).pathname).toBe(SITEMAP_PATH);
  await tab.close();
});

test('a page opened by a client-side navigation renders its blocks with React, and they navigate', async ({
  page,
}) => {
  await open(page, HOME_PATH);
  await markDocument(page);
  await page.locator(`footer a[href="${SITEMAP_PATH}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: labels.sitemap })).toBeVisible();
  const link = kept(page).locator(`a[href="${authorPagePath}"]`);
  expect(await reactHas(link)).toBe(true);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: authorName })).toBeVisible();
  // back to the home page: its cards again, now rendered by React
  await page.goBack();
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe(HOME_PATH);
  await expect(kept(page).locator('.article-card-title a').first()).toBeVisible();
  expect(await documentIsMarked(page), 'the same document all along: no step loaded a page afresh').toBe(
    true,
  );
  expect(await reactHas(kept(page).locator('.article-card-title a').first())).toBe(true);
});

test("a card's title on the home page opens its article with a client-side navigation", async ({ page }) => {
  await open(page, HOME_PATH);
  await markDocument(page);
  const title = kept(page).locator('.article-card-title a').first();
  const href = await title.getAttribute('href');
  await title.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  await expect(page.locator('h1')).toBeVisible();
  expect(await documentIsMarked(page)).toBe(true);
});
