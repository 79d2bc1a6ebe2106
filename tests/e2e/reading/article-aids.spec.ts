/**
 * Reading aids on a real article page: the table of contents leads to each heading
 * (not hidden under the sticky header), heading links give a stable address and copying a
 * heading copies no "#", the meta line shows the reading time and the "Updated" date only when
 * the frontmatter has one, previous/next stay within the primary subcategory.
 */
import { Page } from '@playwright/test';
import { formatLabel } from '../../../src/domain/locales/labels';
import { articlePath } from '../../../src/domain/listings/routes';
import { article, content, labels, open } from '../support/site';
import { expect, test } from '../support/test';

const updatedArticle = content.articles.find((a) => a.updated && Date.parse(a.updated) > Date.parse(a.date));

/** Bottom edge of the header while it covers the page (sticky on wide windows), else 0. */
const headerBottom = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const header = document.querySelector('header.site-header') as HTMLElement;
    return getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
  });

test.describe('table of contents and heading links', () => {
  test('each contents entry scrolls its heading into view below the header', async ({ page }) => {
    await open(page, article.path);
    const toc = page.getByRole('navigation', { name: labels.tableOfContents });
    const entries = toc.getByRole('link');
    const count = await entries.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = count - 1; i >= 0; i -= 1) {
      const entry = entries.nth(i);
      const href = (await entry.getAttribute('href')) as string;
      const text = (await entry.textContent()) as string;
      await entry.click();
      expect(new URL(page.url()).hash).toBe(href);
      const heading = page.locator(`main ${href}`);
      await expect(heading).toHaveText(text);
      await expect(heading).toBeInViewport();
      const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
    }
  });

  test('a heading link points at its own stable id, and copying the heading copies no "#"', async ({
    page,
  }) => {
    await open(page, article.path);
    const heading = page.locator('.article-body h2[id]').first();
    const id = (await heading.getAttribute('id')) as string;
    const text = (await heading.textContent()) as string;
    const link = page.getByRole('link', { name: formatLabel(labels.sectionLink, { title: text }) });
    await expect(link).toHaveAttribute('href', `#${id}`);

    // select the heading together with its link, as a reader dragging across it would
    const copied = await page.evaluate((hid) => {
      const wrapper = (document.getElementById(hid) as HTMLElement).parentElement as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(wrapper);
      const selection = window.getSelection() as Selection;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    }, id);
    expect(copied.trim()).toBe(text);
    expect(copied).not.toContain('#');

    // the address the link gives opens the page at that heading
    await link.focus();
    await expect(link).toBeVisible();
    await link.click();
    await page.reload();
    await expect(heading).toBeInViewport();
    expect(new URL(page.url()).hash).toBe(`#${id}`);
  });
});

test.describe('meta line and neighbours', () => {
  test('reading time and dates: "Updated" only where the frontmatter has it', async ({ page }) => {
    expect(updatedArticle, 'content/ needs an article with a later `updated` date').toBeDefined();
    const withUpdate = updatedArticle as NonNullable<typeof updatedArticle>;
    await open(page, articlePath(withUpdate.slug));
    const meta = page.locator('.article-meta');
    await expect(meta).toContainText(labels.published);
    await expect(meta.locator(`time[datetime="${withUpdate.updated}"]`)).toBeVisible();
    await expect(meta).toContainText(labels.updated);
    await expect(meta).toContainText(new RegExp(labels.readingTime.replace('{minutes}', '\\d+')));

    expect(article.updated).toBeNull();
    await open(page, article.path);
    await expect(page.locator('.article-meta')).toContainText(labels.published);
    await expect(page.locator('.article-meta')).not.toContainText(labels.updated);
  });

  test('previous and next lead to articles listed in the same subcategory', async ({ page }) => {
    await open(page, article.path);
    const nav = page.getByRole('navigation', { name: `${labels.previousArticle} / ${labels.nextArticle}` });
    const targets = await nav
      .locator('a[rel="prev"], a[rel="next"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') as string));
    expect(targets.length).toBeGreaterThan(0);
    const { categoryKey, subcategoryKey } = article.placements[0];
    for (const target of targets) {
      const neighbour = content.articles.find((a) => a.path === target);
      expect(neighbour?.placements).toEqual(
        expect.arrayContaining([expect.objectContaining({ categoryKey, subcategoryKey })]),
      );
      await open(page, target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(neighbour?.title as string);
    }
  });

  test('the author card shows the bio and links to the author page', async ({ page }) => {
    await open(page, article.path);
    const card = page.getByRole('complementary', { name: labels.aboutTheAuthor });
    const author = content.authors.find((a) => a.name === article.author);
    expect(author).toBeDefined();
    await expect(card).toContainText((author as { description: string }).description);
    await card.getByRole('link', { name: article.author as string }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(article.author as string);
  });
});
