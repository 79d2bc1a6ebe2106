/**
 * Page Heads whose code loads on first use (src/components/head/lazy-head.tsx): on the page a reader
 * opens, hydration leaves the server's head elements in place; after a client navigation <head>
 * holds exactly what the server wrote for the new page (title, description, canonical, Open
 * Graph, JSON-LD), whether the Heads' code came with the reader's first pointer on a link or only
 * after the navigation had started.
 */
import { Page } from '@playwright/test';
import * as cheerio from 'cheerio';
import path from 'path';
import { firstLoad } from '../../../scripts/lib/first-load';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { article, category, markDocument, documentIsMarked, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

const publicDir = path.resolve(__dirname, '../../../public');

/** A head element as comparable text: tag, sorted attributes (without Gatsby's marker), text. */
type Described = string;

async function serverHead(page: Page, path: string): Promise<Described[]> {
  const html = await (await page.request.get(path)).text();
  const $ = cheerio.load(html);
  return $('head [data-gatsby-head]')
    .toArray()
    .map((el) => {
      const attrs = Object.entries(el.attribs)
        .filter(([name]) => name !== 'data-gatsby-head')
        .map(([name, value]) => `${name}=${value}`)
        .sort();
      return `${el.tagName.toLowerCase()} ${attrs.join(' ')} ${$(el).text()}`;
    })
    .sort();
}

const liveHead = (page: Page): Promise<Described[]> =>
  page.evaluate(() =>
    Array.from(document.head.querySelectorAll('[data-gatsby-head]'))
      .map((el) => {
        const attrs = Array.from(el.attributes)
          .filter((a) => a.name !== 'data-gatsby-head')
          .map((a) => `${a.name}=${a.value}`)
          .sort();
        return `${el.tagName.toLowerCase()} ${attrs.join(' ')} ${el.textContent ?? ''}`;
      })
      .sort(),
  );

test('the opened page keeps its server head through hydration, without the Heads code', async ({ page }) => {
  const removed: string[] = [];
  await page.exposeFunction('__e2eHeadRemoved', (what: string) => removed.push(what));
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.removedNodes))
          if (n instanceof Element && n.hasAttribute('data-gatsby-head'))
            (window as unknown as { __e2eHeadRemoved: (w: string) => void }).__e2eHeadRemoved(n.outerHTML);
    }).observe(document, { childList: true, subtree: true });
  });
  const server = await serverHead(page, article.path);
  await page.goto(article.path);
  await waitForHydration(page);
  // Gatsby's head diff runs in an effect after hydration: wait for the page's idle network
  await page.waitForLoadState('networkidle');
  expect(await liveHead(page)).toEqual(server);
  expect(removed).toEqual([]);
});

for (const how of ['after a pointer on the link', 'started by script, before any intent'] as const) {
  test(`a client navigation ${how} leaves the new page's server head in <head>`, async ({ page }) => {
    await page.goto(HOME_PATH);
    await waitForHydration(page);
    const expected = await serverHead(page, category.path);
    await markDocument(page);
    if (how === 'after a pointer on the link') {
      const link = page.locator(`footer a[href="${category.path}"]`);
      await link.hover();
      await link.click();
    } else {
      // no pointer or focus on a link first: only the first visit's scripts are here yet, so the
      // Heads' code is fetched only once the navigation has started
      const scripts = await page.evaluate(
        () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length,
      );
      expect(scripts).toBe(firstLoad(publicDir, HOME_PATH).scriptFiles.length);
      await page.evaluate(
        (p) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(p),
        category.path,
      );
    }
    await expect(page).toHaveURL(new RegExp(`${category.path}$`));
    await expect.poll(() => liveHead(page)).toEqual(expected);
    expect(await documentIsMarked(page)).toBe(true);
  });
}
