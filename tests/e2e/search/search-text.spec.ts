/**
 * Search beyond the titles, in the built site: a word found only in an article's text, a title
 * word typed with a letter wrong, and searching offline after one search online. Expected
 * articles come from the content itself (markdown bodies and titles), not from the index code.
 * A search offline over an index above the limit, which says it needs a connection, is
 * tests/unit/browser/search-parts.test.ts.
 * The title search of the specification is search.spec.ts, unchanged.
 */
import fs from 'fs';
import path from 'path';
import { Page } from '@playwright/test';
import { HASHED_ASSET } from '../../../src/domain/hosting/cache-policy';
import { HOME_PATH, SEARCH_INDEX_PATH, SEARCH_PARTS_DIR } from '../../../src/domain/listings/routes';
import { SEARCH_OFFLINE_WHOLE_LIMIT } from '../../../src/domain/search/parts';
import { waitForPageState } from '../../support/page-state';
import { localhostUrl } from '../support/base-url';
import { content, labels, open, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: labels.searchLabel });
const anyResult = (page: Page) =>
  page.locator('[data-testid="search-result"], [data-testid="search-text-result"]');

/** The article paths shown, in the order a reader sees them. */
const shownPaths = async (page: Page): Promise<string[]> =>
  (await anyResult(page).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))).map(
    (h) => new URL(h, 'http://x').pathname,
  );

const lower = (s: string) => s.toLowerCase();
const titleHolds = (word: string) => content.articles.filter((a) => lower(a.title).includes(lower(word)));
const bodyHolds = (word: string) =>
  content.articles.filter((a) => new RegExp(`\\b${word}`, 'i').test(a.body));

test.describe('words in the article text', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, HOME_PATH);
  });

  test('a word only in one article’s text finds it, in the labelled section, with the word marked', async ({
    page,
  }) => {
    for (const word of ['FireServer', 'StreamingEnabled', 'ipairs']) {
      expect(titleHolds(word)).toEqual([]);
      const holders = bodyHolds(word).map((a) => a.path);
      expect(holders.length).toBeGreaterThan(0);
      await searchBox(page).fill(word);
      // the panel keeps the previous word's results until this word's answer is complete
      await expect(page.locator(`[data-all-shown="${word}"]`)).toHaveCount(1);
      const section = page.getByTestId('search-text');
      await expect(section.getByRole('heading', { name: labels.searchInText })).toBeVisible();
      await expect(section.getByTestId('search-text-result').first()).toBeVisible();
      const shown = await shownPaths(page);
      expect(holders).toContain(shown[0]);
      await expect(section.getByTestId('search-excerpt').first().locator('mark').first()).toHaveText(
        new RegExp(`^${word}`, 'i'),
      );
      const link = section.getByTestId('search-text-result').first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(page.getByTestId('search-empty')).toHaveCount(0);
    }
  });

  test('a title word with a letter missing or swapped finds its article first and says what was searched', async ({
    page,
  }) => {
    // long title words that exactly one title holds, misspelt two ways
    const words = [
      ...new Set(
        content.articles.flatMap((a) => a.title.split(/\s+/)).filter((w) => /^[A-Za-z]{8,}$/.test(w)),
      ),
    ].filter((w) => titleHolds(w).length === 1);
    expect(words.length).toBeGreaterThan(2);
    for (const [i, word] of words.slice(0, 3).entries()) {
      const w = lower(word);
      const typo = i % 2 === 0 ? w.slice(0, 3) + w.slice(4) : w.slice(0, 3) + w[4] + w[3] + w.slice(5);
      // the typo is a word no article has
      expect(content.articles.some((a) => lower(a.title + a.body).includes(typo))).toBe(false);
      await searchBox(page).fill(typo);
      await expect(page.getByTestId('search-correction')).toBeVisible();
      await expect(page.getByTestId('search-correction').locator('strong')).toHaveText(w);
      await expect(page.locator(`[data-all-shown="${typo}"]`)).toHaveCount(1);
      expect((await shownPaths(page))[0]).toBe(titleHolds(word)[0].path);
    }
  });
});

test.describe('off the page’s thread', () => {
  test('the search runs in a worker of its own, from a hashed file, started on the box’s first use', async ({
    page,
  }) => {
    await open(page, HOME_PATH);
    expect(page.workers()).toEqual([]);
    const started = page.waitForEvent('worker');
    await searchBox(page).fill('FireServer');
    const worker = await started;
    expect(new URL(worker.url()).pathname).toMatch(HASHED_ASSET);
    await expect(page.getByTestId('search-text-result').first()).toBeVisible();
    // the worker fetched the index parts; the page itself fetched none
    const partsFetchedBy = (dir: string) =>
      performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith(`${dir}/`))
        .length;
    expect(await worker.evaluate(partsFetchedBy, SEARCH_PARTS_DIR)).toBeGreaterThan(0);
    expect(await page.evaluate(partsFetchedBy, SEARCH_PARTS_DIR)).toBe(0);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', baseURL: localhostUrl() });

  test('after one search online, the whole index is kept and any search answers offline', async ({
    page,
    context,
  }) => {
    // every part of the shipped index (within SEARCH_OFFLINE_WHOLE_LIMIT, src/domain/search/parts.ts)
    const manifest = JSON.parse(fs.readFileSync(path.join('public', SEARCH_INDEX_PATH), 'utf8')) as {
      z: number;
    };
    expect(manifest.z).toBeLessThanOrEqual(SEARCH_OFFLINE_WHOLE_LIMIT);
    const allParts = [
      SEARCH_INDEX_PATH,
      ...fs.readdirSync(path.join('public', SEARCH_PARTS_DIR)).map((f) => `${SEARCH_PARTS_DIR}/${f}`),
    ];
    // the page is opened once: the worker keeps it on its first activation (no reload)
    await page.goto(HOME_PATH);
    await waitForHydration(page);
    await waitForPageState(
      page,
      async (p) => navigator.serviceWorker.controller !== null && !!(await caches.match(p)),
      HOME_PATH,
      { what: 'the worker in control, the page kept' },
    );
    await searchBox(page).fill('FireServer');
    await expect(page.locator('[data-all-shown="FireServer"]')).toHaveCount(1);
    const online = await shownPaths(page);
    // after the first search, the manifest and every part of the index are in the worker's cache
    await waitForPageState(
      page,
      async (paths) => {
        for (const p of paths) if (!(await caches.match(p))) return false;
        return true;
      },
      allParts,
      { timeout: 60_000, what: 'every part of the search index kept' },
    );

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await searchBox(page).fill('FireServer');
    await expect(page.locator('[data-all-shown="FireServer"]')).toHaveCount(1);
    expect(await shownPaths(page)).toEqual(online);
    // a search whose words were never searched online answers too, as it would online
    const word = 'StreamingEnabled';
    await searchBox(page).fill(word);
    await expect(page.locator(`[data-all-shown="${word}"]`)).toHaveCount(1);
    await expect(page.getByTestId('search-offline')).toHaveCount(0);
    expect(bodyHolds(word).map((a) => a.path)).toContain((await shownPaths(page))[0]);
    await context.setOffline(false);
  });
});
