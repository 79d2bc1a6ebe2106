/**
 * Printing an article: with print media emulated, the header (menu and search), the
 * sponsored block, the footer, the share links, previous/next, related articles and the
 * route notice are gone; the article is black on white in either screen theme, and external
 * links show their address after the text.
 */
import { Page } from '@playwright/test';
import { article, labels, open } from '../support/site';
import { expect, test } from '../support/test';

/** External links of the article body, as the editor wrote them (then normalised, as the sanitiser does). */
const externalLinks = [...article.body.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(
  (m) => new URL(m[1]).href,
);
const internalLinks = [...article.body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);

test.beforeAll(() => {
  expect(externalLinks.length, `${article.file} needs an external link`).toBeGreaterThan(0);
  expect(internalLinks.length, `${article.file} needs a link to another page of the site`).toBeGreaterThan(0);
});

const afterContent = (page: Page, selector: string): Promise<string> =>
  page
    .locator(selector)
    .first()
    .evaluate((a) => getComputedStyle(a, '::after').content);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`printing from the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('prints the article alone, black on white, with external link addresses', async ({ page }) => {
      await open(page, article.path);
      const hidden = [
        page.getByRole('banner'),
        page.getByRole('button', { name: labels.sections }),
        page.getByRole('searchbox', { name: labels.searchLabel }),
        page.getByTestId('sponsored-block'),
        page.getByRole('contentinfo'),
        page.getByRole('group', { name: labels.share }),
        page.locator('.related-articles'),
        page.locator('.article-nav'),
      ];
      // on screen first: the test would prove nothing if they were missing anyway
      for (const el of hidden) await expect(el).toBeVisible();
      // the delayed-route notice shows only while a page loads slowly: put one on the page
      await page.evaluate(() => {
        const notice = document.createElement('div');
        notice.className = 'route-delay-notice';
        notice.textContent = 'Loading';
        document.body.append(notice);
      });
      hidden.push(page.locator('.route-delay-notice'));
      await expect(page.locator('.route-delay-notice')).toBeVisible();

      await page.emulateMedia({ media: 'print' });
      for (const el of hidden) await expect(el).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.locator('.article-body')).toBeVisible();
      await expect(page.locator('.article-body pre').first()).toBeVisible();

      const colours = await page.evaluate(() => {
        const body = document.querySelector('.article-body p') as HTMLElement;
        return {
          text: getComputedStyle(body).color,
          title: getComputedStyle(document.querySelector('h1') as HTMLElement).color,
          link: getComputedStyle(document.querySelector('.toc a') as HTMLElement).color,
          authorLink: getComputedStyle(document.querySelector('.article-meta a') as HTMLElement).color,
          page: getComputedStyle(document.body).backgroundColor,
        };
      });
      const black = 'rgb(0, 0, 0)';
      expect(colours).toEqual({
        text: black,
        title: black,
        link: black,
        authorLink: black,
        page: 'rgb(255, 255, 255)',
      });

      for (const href of externalLinks)
        expect(await afterContent(page, `.article-body a[href="${href}"]`)).toBe(`" (${href})"`);
      for (const href of internalLinks)
        expect(await afterContent(page, `.article-body a[href="${href}"]`)).toBe('none');

      // and Chromium really lays it out as a printed document
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
}
