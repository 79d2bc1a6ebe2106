/**
 * An aliased article's old address (the shipped content has one): opened directly it shows the
 * article, with scripts off too (the redirect page's meta refresh), and a client-side navigation
 * to it (an old link followed inside the site, Gatsby's ___navigate as its Link does) arrives at
 * the article, not at the 404 page: Gatsby's loader finds no page-data, checks that the server
 * has the page and loads it. All under the pages' policy (the suite's fixture fails a test on any
 * violation).
 */
import { redirectsOf } from '../../../src/domain/content/aliases';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import {
  content,
  documentIsMarked,
  labels,
  markDocument,
  open,
  pageDataUrl,
  waitForHydration,
} from '../support/site';
import { expect, test } from '../support/test';

const [alias] = redirectsOf(content.articles);
if (!alias) throw new Error('content/articles has no article with aliases: the shipped content needs one');
const target = content.articles.find((a) => a.path === alias.to);
if (!target) throw new Error(`no article at ${alias.to}`);
const heading = { level: 1 as const, name: target.title };

test('the old address opened directly shows the article at its address', async ({ page }) => {
  await page.goto(alias.from);
  await page.waitForURL((url) => url.pathname === alias.to);
  await waitForHydration(page);
  await expect(page.getByRole('heading', heading)).toBeVisible();
});

test('the old address leads to the article with JavaScript off (meta refresh)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(alias.from);
    await page.waitForURL((url) => url.pathname === alias.to);
    await expect(page.getByRole('heading', heading)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a client-side navigation to the old address arrives at the article, not the 404 page', async ({
  page,
}) => {
  await open(page, HOME_PATH);
  await markDocument(page);
  const pageData: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith(pageDataUrl(alias.from))) pageData.push(r.status());
  });
  await page.evaluate(
    (to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
    alias.from,
  );
  await page.waitForURL((url) => url.pathname === alias.to);
  await waitForHydration(page);
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: labels.notFoundTitle })).toHaveCount(0);
  // Gatsby's loader found no page-data there, asked the server for the page and loaded it (the
  // redirect page): no script of every page carries the redirects
  expect(pageData).toEqual([404]);
  expect(await documentIsMarked(page)).toBe(false);
});
