/**
 * The service worker (gatsby-plugin-offline, spec sections 7 and 8): registered at /sw.js on
 * localhost, and a visited article still reads with the network off. The refusal over plain HTTP
 * elsewhere is in service-worker-insecure-host.spec.ts (it needs its own browser flags).
 */
import { expect, Page, test } from '@playwright/test';
import { HOME_PATH } from '../../src/domain/routes';
import { localhostUrl } from './support/base-url';
import { article, waitForHydration } from './support/site';

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

  test('a visited article reads with the network offline', async ({ page, context }) => {
    await page.goto(HOME_PATH);
    await waitForHydration(page);
    await activeWorkerScript(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // the reader opens the article while online...
    await page.goto(article.path);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText(article.title);
    const paragraph = (await page.locator('main p').first().textContent()) ?? '';

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

    await page.goto(HOME_PATH).catch(() => undefined);
    await page.goto(article.path);
    await expect(page.locator('main h1')).toHaveText(article.title);
    await expect(page.locator('main p').first()).toHaveText(paragraph);
    await context.setOffline(false);
  });
});
