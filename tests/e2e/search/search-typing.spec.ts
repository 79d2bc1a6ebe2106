/**
 * Search as a reader on a phone types (375 px, key by key): a text word typed part-way finds the
 * articles holding it (the last word also matches as the beginning of a longer word), and a text
 * word with a letter or two wrong finds its articles under the "Showing results for …" line.
 * Expected articles come from the content itself (markdown bodies and titles), not from the index
 * code. The rules themselves: tests/unit/domain/search/engine.test.ts and complete.test.ts.
 */
import { Page } from '@playwright/test';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { content, labels, open } from '../support/site';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 375, height: 740 } });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: labels.searchLabel });

/** The article paths shown, in the order a reader sees them. */
const shownPaths = async (page: Page): Promise<string[]> =>
  (
    await page
      .locator('[data-testid="search-result"], [data-testid="search-text-result"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))
  ).map((h) => new URL(h, 'http://x').pathname);

const lower = (s: string) => s.toLowerCase();
/** Articles whose title holds `text`, and those whose text holds a word beginning with it. */
const titleHolds = (text: string) => content.articles.filter((a) => lower(a.title).includes(lower(text)));
const bodyBegins = (text: string) =>
  content.articles.filter((a) => new RegExp(`(^|[^\\p{L}\\p{N}])${text}`, 'iu').test(a.body));

/** Type `query` into the empty box key by key, as a reader does, and wait for its whole answer. */
async function typeQuery(page: Page, query: string): Promise<void> {
  const box = searchBox(page);
  await box.fill('');
  await box.pressSequentially(query, { delay: 40 });
  await expect(page.locator(`[data-all-shown="${query}"]`)).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await open(page, HOME_PATH);
});

test('a text word typed part-way finds the articles whose text holds it, first, the whole word marked', async ({
  page,
}) => {
  for (const typed of ['Replicat', 'giveaw']) {
    // part of a word of some articles' text, of no title, and no whole word of any article
    expect(titleHolds(typed)).toEqual([]);
    const holders = bodyBegins(typed).map((a) => a.path);
    expect(holders.length).toBeGreaterThan(0);
    expect(content.articles.some((a) => new RegExp(`\\b${typed}\\b`, 'i').test(a.body))).toBe(false);
    await typeQuery(page, typed);
    const shown = await shownPaths(page);
    expect(holders).toContain(shown[0]);
    const section = page.getByTestId('search-text');
    await expect(section.getByRole('heading', { name: labels.searchInText })).toBeVisible();
    await expect(section.getByTestId('search-text-result').first()).toBeVisible();
    // the word it begins is marked whole
    const mark = section.getByTestId('search-excerpt').first().locator('mark').first();
    await expect(mark).toHaveText(new RegExp(`^${typed}\\p{L}+$`, 'iu'));
    // found as typed: no correction
    await expect(page.getByTestId('search-correction')).toHaveCount(0);
    await expect(page.getByTestId('search-empty')).toHaveCount(0);
  }
});

test('a text word with a letter or two wrong finds its articles and says what was searched', async ({
  page,
}) => {
  for (const [typo, word] of [
    ['replicatedstorge', 'replicatedstorage'],
    ['headphnes', 'headphones'],
  ]) {
    // a word of the text only (no title holds it), and the typo is in no article at all
    expect(titleHolds(word)).toEqual([]);
    const holders = bodyBegins(`${word}\\b`).map((a) => a.path);
    expect(holders.length).toBeGreaterThan(0);
    expect(content.articles.some((a) => lower(a.title + a.body).includes(typo))).toBe(false);
    await typeQuery(page, typo);
    const correction = page.getByTestId('search-correction');
    await expect(correction).toBeVisible();
    await expect(correction.locator('strong')).toHaveText(word);
    expect(holders).toContain((await shownPaths(page))[0]);
    await expect(page.getByTestId('search-text').getByTestId('search-text-result').first()).toBeVisible();
  }
});
