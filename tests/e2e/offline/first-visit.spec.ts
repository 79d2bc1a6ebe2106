/**
 * Offline from the first visit (src/service-worker/offline-fallback.js), with the network really
 * off (a file never fetched fails): a page opened once, with no reload, reads offline as it read
 * online; a page never opened shows the site's offline page, whose saved articles open offline.
 * The reader waits for no time: the states are the worker active and controlling the page and
 * the page's HTML and page data in the worker's cache.
 */
import { BrowserContext, Page } from '@playwright/test';
import { OFFLINE_PAGE_TEXT } from '../../../src/domain/locales/offline-page';
import { siteConfig } from '../../../src/site-config';
import { waitForPageState, waitForWorkerInControl } from '../../support/page-state';
import { localhostUrl } from '../support/base-url';
import { article, category, pageDataUrl, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

const offlineText = OFFLINE_PAGE_TEXT[siteConfig.locale];

/**
 * Waits until the worker is active and controls the page, and its runtime cache holds what the
 * page runs on and shows: its HTML, page data, app-data, every script the page loaded (the app's
 * own scripts reach the runtime cache only through the worker's keeping of the first page: the
 * page's requests for them are answered from the precache), its component's chunks and every
 * picture it shows.
 */
async function pageKept(page: Page, path: string): Promise<void> {
  await waitForPageState(
    page,
    async (urls) => {
      const registration = await navigator.serviceWorker.ready;
      if (registration.active?.state !== 'activated' || navigator.serviceWorker.controller === null)
        return false;
      const name = (await caches.keys()).find((key) => key.includes('runtime'));
      if (!name) return false;
      const runtime = await caches.open(name);
      const written = new Set((await runtime.keys()).map((request) => request.url));
      const has = (url: string) => written.has(new URL(url, location.href).href);
      const scripts = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => /\/[^/]*[-.][0-9a-f]{20}\.js$/.test(new URL(url).pathname));
      const pictures = Array.from(document.querySelectorAll('main img'))
        .map((img) => (img as HTMLImageElement).currentSrc)
        .filter((src) => src !== '');
      for (const url of [...urls, ...scripts, ...pictures]) if (!has(url)) return false;
      // and the chunks of the page's component (Gatsby's chunk mapping, inline in the HTML)
      const data = (await (await runtime.match(urls[1]))?.json()) as { componentChunkName: string };
      const raw = (window as unknown as { ___chunkMapping?: string }).___chunkMapping ?? '{}';
      const chunks = (JSON.parse(raw) as Record<string, string[]>)[data.componentChunkName] ?? [];
      for (const chunk of chunks) if (!has(chunk)) return false;
      return true;
    },
    [path, pageDataUrl(path), '/page-data/app-data.json'],
    { what: `${path} kept by the worker` },
  );
}

/** Cuts the network and proves it is cut: a file never fetched cannot load. */
async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  const probe = await page.evaluate(() =>
    fetch(`/e2e-offline-probe-${Date.now()}.txt`).then(
      (r) => `status ${r.status}`,
      () => 'failed',
    ),
  );
  expect(probe).toBe('failed');
}

/** What the reader sees of the page: the text of the header, the main content and the footer. */
const visibleText = (page: Page) => page.locator('body').innerText();

/** Every picture of the main content that the browser has shown is shown again (none broken). */
async function brokenPictures(page: Page): Promise<string[]> {
  return page
    .locator('main img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.getAttribute('loading') !== 'lazy' && (!img.complete || img.naturalWidth === 0))
        .map((img) => img.currentSrc || img.src),
    );
}

/**
 * Opens `path`, never saved, offline: the site's offline page (its frame, its text), not the
 * browser's error, at the address the reader asked for. Returns the page's section.
 */
async function expectOfflinePage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.fromServiceWorker()).toBe(true);
  const offline = page.getByTestId('offline-page');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText(offlineText.title);
  await expect(offline).toContainText(offlineText.text);
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
  await expect(page.getByTestId('sponsored-block')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  return offline;
}

test.describe('offline from the first visit', () => {
  test.use({ serviceWorkers: 'allow', baseURL: localhostUrl() });

  test('a page opened once, never reloaded, reads offline as online; a page never opened shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto(article.path);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText(article.title);
    const online = await visibleText(page);
    expect(await brokenPictures(page)).toEqual([]);
    const theme = await page.locator('html').getAttribute('data-bs-theme');
    await pageKept(page, article.path);

    await goOffline(page, context);
    const again = await page.goto(article.path);
    expect(again?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText(article.title);
    expect(await visibleText(page)).toBe(online);
    expect(await brokenPictures(page)).toEqual([]);
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe(theme);

    // a page never opened: the site's offline page, which lists the saved article
    const offline = await expectOfflinePage(page, category.path);
    const saved = offline.getByRole('link', { name: article.title });
    await expect(saved).toHaveAttribute('href', article.path);
    await saved.click();
    await page.waitForURL((url) => url.pathname === article.path);
    await expect(page.locator('main h1')).toHaveText(article.title);
    await context.setOffline(false);
  });

  test('a page never opened, with the worker active, shows the site offline page, not the browser error', async ({
    page,
    context,
  }) => {
    await page.goto(article.path);
    await waitForHydration(page);
    await waitForWorkerInControl(page);
    await goOffline(page, context);
    await expectOfflinePage(page, category.path);
    await context.setOffline(false);
  });
});
