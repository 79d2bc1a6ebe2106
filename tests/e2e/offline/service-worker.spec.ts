/**
 * The service worker (gatsby-plugin-offline): registered at /sw.js on
 * localhost, and the visited home page and article still read with the network off. The refusal over plain HTTP
 * elsewhere is in service-worker-insecure-host.spec.ts (it needs its own browser flags).
 */
import { Page } from '@playwright/test';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { waitForPageState } from '../../support/page-state';
import { localhostUrl } from '../support/base-url';
import { article, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

/** The registration's active worker script once it has installed and activated. */
async function activeWorkerScript(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return reg.active?.scriptURL ?? '';
  });
}

test.describe('on localhost', () => {
  test.use({ serviceWorkers: 'allow', baseURL: localhostUrl() });

  test('/sw.js registers and takes control of the page', async ({ page }) => {
    await page.goto(HOME_PATH);
    await waitForHydration(page);
    expect(new URL(await activeWorkerScript(page)).pathname).toBe('/sw.js');
    // clientsClaim: the open page is controlled without a reload
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });

  test('the visited home page and article read with the network offline', async ({ page, context }) => {
    await page.goto(HOME_PATH);
    await waitForHydration(page);
    await activeWorkerScript(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // the reader comes back to the home page and opens the article while online; now the worker
    // answers both (network first) and keeps a copy
    await page.reload();
    await waitForHydration(page);
    const homeHeading = (await page.locator('main h1').first().textContent()) ?? '';
    expect(homeHeading).not.toBe('');
    await page.goto(article.path);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText(article.title);
    const paragraph = (await page.locator('main p').first().textContent()) ?? '';
    // both pages are in the worker's cache before the network goes (the state offline needs)
    await waitForPageState(
      page,
      async (paths) => {
        for (const p of paths) if (!(await caches.match(p))) return false;
        return true;
      },
      [HOME_PATH, article.path],
      { what: 'both pages in the worker cache' },
    );

    // ...and again with the network gone
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // the network really is off: a file never fetched before cannot load
    const probe = await page.evaluate(() =>
      fetch(`/e2e-offline-probe-${Date.now()}.txt`).then(
        (r) => `status ${r.status}`,
        () => 'failed',
      ),
    );
    expect(probe).toBe('failed');

    const home = await page.goto(HOME_PATH);
    expect(home?.fromServiceWorker()).toBe(true);
    await expect(page.locator('main h1').first()).toHaveText(homeHeading);
    const again = await page.goto(article.path);
    expect(again?.fromServiceWorker()).toBe(true);
    await expect(page.locator('main h1')).toHaveText(article.title);
    await expect(page.locator('main p').first()).toHaveText(paragraph);
    await context.setOffline(false);
  });
});
