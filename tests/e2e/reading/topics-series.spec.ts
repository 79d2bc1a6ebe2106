/**
 * Topics and series as a reader meets them, at 375 and 1280 px in both themes: the article's topic
 * chips and series box are shown inside the page (nothing wider than the screen), the chips lead
 * to the topic page, the series box marks the part being read and leads to the other parts and the
 * series page, which lists every part in order. Texts and links come from the content (the same
 * rules the build used), not from the markup code.
 */
import { Page } from '@playwright/test';
import { THEME_ATTRIBUTE } from '../../../src/domain/frame/theme';
import { seriesPath, topicPath } from '../../../src/domain/listings/routes';
import { WIDTHS, article, content, labels, open, series, topic, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

/** The published parts of the sample series, in order. */
const parts = content.articles
  .filter((a) => a.series?.key === series.key)
  .sort((a, b) => (a.series?.part ?? 0) - (b.series?.part ?? 0));

/** Elements of `selector` that reach past the right edge of the viewport. */
const overflowing = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((el) => el.outerHTML.slice(0, 80)),
    );

for (const { name, width, height } of WIDTHS)
  for (const scheme of ['light', 'dark'] as const)
    test.describe(`${name} (${width} px), ${scheme} theme`, () => {
      test.use({ viewport: { width, height }, colorScheme: scheme });

      test('the article shows its topic chips and its place in the series, inside the screen', async ({
        page,
      }) => {
        expect(parts.map((p) => p.path)).toContain(article.path);
        await open(page, article.path);
        expect(await page.locator('html').getAttribute(THEME_ATTRIBUTE)).toBe(scheme);

        const chips = page.locator('.article-topics .topic-chips a');
        await expect(chips.first()).toBeVisible();
        expect(await chips.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
          article.topics.map(topicPath),
        );

        const box = page.getByRole('navigation', { name: labels.series });
        await expect(box).toBeVisible();
        const part = article.series?.part ?? 0;
        await expect(box.locator('[aria-current="page"]')).toHaveText(article.title);
        await expect(box.locator('.series-box-title')).toContainText(String(part));
        await expect(box.locator('.series-box-title a')).toHaveAttribute('href', seriesPath(series.key));
        await expect(box.locator('.series-box-title a')).toHaveText(series.title);
        expect(
          await box.locator('.series-parts a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
        ).toEqual(parts.filter((p) => p.path !== article.path).map((p) => p.path));

        expect(
          await overflowing(page, '.article-topics, .topic-chips a, .series-box, .series-parts li'),
        ).toEqual([]);
      });

      test('a chip opens its topic page, which lists the article', async ({ page }) => {
        await open(page, article.path);
        await page.locator('.article-topics .topic-chips a', { hasText: topic.title }).first().click();
        await page.waitForURL((url) => url.pathname === topic.path);
        await waitForHydration(page);
        await expect(page.locator('main h1')).toHaveText(topic.title);
        await expect(page.locator(`main a[href="${article.path}"]`).first()).toBeVisible();
        expect(await overflowing(page, 'main .card, main .chip')).toEqual([]);
      });

      test('the series page lists every part in order, and each opens', async ({ page }) => {
        await open(page, series.path);
        await expect(page.locator('main h1')).toHaveText(series.title);
        const listed = page.locator('main .series-parts li a');
        expect(await listed.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
          parts.map((p) => p.path),
        );
        expect(await overflowing(page, 'main .series-parts li')).toEqual([]);
        await listed.last().click();
        await page.waitForURL((url) => url.pathname === parts[parts.length - 1].path);
        await expect(page.locator('main h1')).toHaveText(parts[parts.length - 1].title);
      });
    });
