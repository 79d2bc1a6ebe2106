/**
 * Title search: results only above 2 characters; every word, any order,
 * any case; results grouped under 'Category → Subcategory' headings that link to both pages;
 * results open in a new tab; an empty-state image when nothing matches; the title index is
 * fetched only once the box is used. Expected results come from the content itself, with the
 * rule written out here independently of src/domain/search/matcher.ts.
 */
import { Page } from '@playwright/test';
import {
  HOME_PATH,
  SEARCH_INDEX_PATH,
  categoryPath,
  subcategoryPath,
} from '../../../src/domain/listings/routes';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import { article, content, labels, open } from '../support/site';
import { SPEC } from '../support/spec';
import { expect, test } from '../support/test';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: labels.searchLabel });
const results = (page: Page) => page.getByTestId('search-results');
const resultLinks = (page: Page) => page.getByTestId('search-result');

/** Paths of the articles whose title holds every word of the query, ignoring case. */
function expectedPaths(query: string): string[] {
  const words = query.toLowerCase().split(' ').filter(Boolean);
  return content.articles
    .filter((a) => words.every((w) => a.title.toLowerCase().includes(w)))
    .map((a) => a.path)
    .sort();
}

/** The paths shown once the panel shows every result for `query` (long lists render in steps). */
async function shownPaths(page: Page, query: string): Promise<string[]> {
  await expect(results(page).locator(`[data-all-shown="${query}"]`)).toHaveCount(1);
  const hrefs = await resultLinks(page).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  return hrefs.map((h) => new URL(h, 'http://x').pathname).sort();
}

async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
}

test.beforeEach(async ({ page }) => {
  await open(page, HOME_PATH);
});

test('the box says Search and shows nothing for 2 characters, results from 3', async ({ page }) => {
  await expect(searchBox(page)).toHaveAttribute('placeholder', labels.search);
  await expect(searchBox(page)).toHaveAttribute('type', 'search');
  const three = 'lua';
  expect(three).toHaveLength(SPEC.searchMinChars);
  expect(expectedPaths(three).length).toBeGreaterThan(0);
  const indexLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === SEARCH_INDEX_PATH);
  await search(page, three.slice(0, SPEC.searchMinChars - 1));
  await indexLoaded;
  await expect(resultLinks(page)).toHaveCount(0);
  await expect(page.getByTestId('search-empty')).toHaveCount(0);
  await searchBox(page).press(three.slice(-1));
  await expect(results(page)).toBeVisible();
  await expect(resultLinks(page).first()).toBeVisible();
  // back to 2 characters with the index loaded (results were just shown, so the box is live):
  // they go away and no empty state takes their place
  await searchBox(page).press('Backspace');
  await expect(resultLinks(page)).toHaveCount(0);
  await expect(page.getByTestId('search-empty')).toHaveCount(0);
  await searchBox(page).press(three.slice(-1));
  await expect(resultLinks(page).first()).toBeVisible();
  expect(await shownPaths(page, three)).toEqual(expectedPaths(three));
  // back to two characters: the results go away again
  await searchBox(page).press('Backspace');
  await expect(resultLinks(page)).toHaveCount(0);
});

test('every word must appear, in any order', async ({ page }) => {
  // two words of the sample article's title, in the reverse of their order there
  const titleWords = article.title.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  expect(titleWords.length).toBeGreaterThan(1);
  const first = titleWords[0] as string;
  const last = titleWords[titleWords.length - 1] as string;
  const reversed = `${last} ${first}`;
  expect(article.title.toLowerCase().indexOf(first)).toBeLessThan(article.title.toLowerCase().indexOf(last));
  await search(page, reversed);
  await expect(resultLinks(page).first()).toBeVisible();
  const shown = await shownPaths(page, reversed);
  expect(shown).toContain(article.path);
  expect(shown).toEqual(expectedPaths(reversed));
  // a word no title has makes the whole query match nothing
  await search(page, `${first} qqqzzz`);
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await expect(resultLinks(page)).toHaveCount(0);
});

test('matching ignores case', async ({ page }) => {
  await search(page, 'roblox');
  await expect(resultLinks(page).first()).toBeVisible();
  const lower = await shownPaths(page, 'roblox');
  expect(lower).toEqual(expectedPaths('roblox'));
  await search(page, 'RoBLOX');
  await expect(resultLinks(page)).toHaveCount(lower.length);
  expect(await shownPaths(page, 'RoBLOX')).toEqual(lower);
});

test('results are grouped under Category → Subcategory headings linking to both pages', async ({ page }) => {
  await search(page, 'roblox');
  const groups = page.getByTestId('search-group');
  await expect(groups.first()).toBeVisible();
  const sections = await results(page).evaluate((root) =>
    Array.from(root.querySelectorAll('[data-testid="search-group"]')).map((heading) => {
      // the results listed after this heading, up to the next one
      const all = Array.from(
        root.querySelectorAll('[data-testid="search-group"], [data-testid="search-result"]'),
      );
      const from = all.indexOf(heading);
      const next = all.findIndex((e, i) => i > from && e.matches('[data-testid="search-group"]'));
      return {
        text: heading.textContent ?? '',
        links: Array.from(heading.querySelectorAll('a')).map((a) => a.getAttribute('href')),
        items: all.slice(from + 1, next === -1 ? undefined : next).map((a) => a.getAttribute('href')),
      };
    }),
  );
  expect(sections.length).toBeGreaterThan(1);
  for (const s of sections) {
    const unfiled = s.items.map(
      (href) => content.articles.find((x) => x.path === href)?.placements.length === 0,
    );
    if (unfiled.every(Boolean)) {
      // articles whose category does not exist are listed under no category: a heading without links
      expect(s.links).toEqual([]);
      continue;
    }
    const [catHref, subHref] = s.links;
    const cat = TAXONOMY.find((c) => categoryPath(c.slug) === catHref);
    expect(cat, `heading "${s.text}" links to a category`).toBeDefined();
    const sub = cat?.subcategories.find((x) => subcategoryPath(cat.slug, x.slug) === subHref);
    expect(sub, `heading "${s.text}" links to a subcategory of it`).toBeDefined();
    if (!cat || !sub) continue;
    const texts = content.taxonomyTexts[cat.key];
    expect(s.text).toContain(texts.title);
    expect(s.text).toContain(texts.subcategories[sub.key].title);
    expect(s.text.indexOf(texts.title)).toBeLessThan(s.text.indexOf('→'));
    // every result under it is filed there (its first placement)
    for (const href of s.items) {
      const a = content.articles.find((x) => x.path === href);
      expect(a?.placements[0]).toMatchObject({ categoryKey: cat.key, subcategoryKey: sub.key });
    }
  }
  // a heading link goes to the subcategory page
  const firstSub = sections.find((s) => s.links.length === 2)?.links[1] as string;
  await page.getByTestId('search-group').locator(`a[href="${firstSub}"]`).click();
  await expect(page).toHaveURL((u) => u.pathname === firstSub);
});

test('a result opens its article in a new tab', async ({ page, context }) => {
  await search(page, article.title.split(' ').slice(0, 3).join(' '));
  const link = resultLinks(page).filter({ hasText: article.title });
  await expect(link).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(article.path);
  await expect(tab.locator('main h1')).toHaveText(article.title);
  // the search page stays where it was
  expect(new URL(page.url()).pathname).toBe(HOME_PATH);
});

test('no match shows the empty-state image', async ({ page }) => {
  await search(page, 'zzqqxxv');
  const empty = page.getByTestId('search-empty');
  await expect(empty).toBeVisible();
  expect(await empty.evaluate((img) => img.tagName)).toBe('IMG');
  await expect(empty).toHaveAttribute('alt', /\S/);
  // the image really loaded
  await expect.poll(() => empty.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(resultLinks(page)).toHaveCount(0);
});

test('the title index is fetched only once the box is used', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SEARCH_INDEX_PATH) indexRequests.push(r.url());
  });
  // reload so that the listener sees the whole page life
  await open(page, HOME_PATH);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 2000);
  // the page handled the scroll (and every request of the load is done): still no index
  await page.waitForFunction(() => window.scrollY > 0);
  expect(indexRequests).toEqual([]);
  await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === SEARCH_INDEX_PATH),
    searchBox(page).click(),
  ]);
  await search(page, 'roblox');
  await expect(resultLinks(page).first()).toBeVisible();
  expect(indexRequests).toHaveLength(1);
});
