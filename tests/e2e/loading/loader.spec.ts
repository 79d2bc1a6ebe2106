/**
 * Gatsby's page loader, seen from the reader's side: the site relies on
 * gatsby/cache-dir/{loader,navigation}.js for fallbacks, retries, the build-hash reload and the
 * delayed-route event, and wires the visible parts (404/500 pages, the notice). Each scenario
 * intercepts the files the loader fetches while the reader clicks a footer link.
 */
import { Page, Route } from '@playwright/test';
import { AUTHORS_PATH, HOME_PATH } from '../../../src/domain/listings/routes';
import { documentIsMarked, labels, markDocument, open, pageDataUrl } from '../support/site';
import { SPEC } from '../support/spec';
import { expect, PageErrors, test } from '../support/test';

const TARGET = AUTHORS_PATH;
const targetHeading = (page: Page) => page.getByRole('heading', { level: 1, name: labels.authors });

/** Intercept the target's page-data request (any method, any query). */
async function onTargetPageData(page: Page, handler: (route: Route) => Promise<void>): Promise<void> {
  await page.route((url) => url.pathname === pageDataUrl(TARGET), handler);
}

/** The reader clicks the footer link to the target page. */
async function clickTargetLink(page: Page): Promise<void> {
  await page.locator(`footer a[href="${TARGET}"]`).click();
}

/** What Gatsby's loader throws when it gives up on rendering a page ("… Not rendering React"). */
const GAVE_UP = /not rendering react|chunk/i;

/**
 * Resolves when the page the browser loads itself, after the client-side navigation gave up,
 * gives up as well: its own requests fail the same way, and Gatsby's loader reports that it
 * leaves the server-rendered HTML as it is. Set up before the click.
 */
function loaderGivesUp(page: Page): Promise<unknown> {
  return page.waitForEvent('pageerror', (e) => GAVE_UP.test(e.message));
}

/** The uncaught page errors, other than the loader giving up, seen during the test: none. */
function expectOnlyGivingUp(pageErrors: PageErrors): void {
  expect(pageErrors.take().filter((e) => !GAVE_UP.test(e))).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await open(page, HOME_PATH);
  await markDocument(page);
});

test('control: a normal link click is a client-side navigation (the document mark survives)', async ({
  page,
}) => {
  await clickTargetLink(page);
  await expect(targetHeading(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(TARGET);
  expect(await documentIsMarked(page)).toBe(true);
});

test('page-data answering 404 shows the 404 page in place', async ({ page }) => {
  await onTargetPageData(page, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  // Gatsby then asks whether the HTML exists (HEAD); it does not either
  await page.route(
    (url) => url.pathname === TARGET,
    (route) => (route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.fallback()),
  );
  await clickTargetLink(page);
  await expect(page.getByRole('heading', { level: 1, name: labels.notFoundTitle })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(TARGET);
  expect(await documentIsMarked(page)).toBe(true);
});

test('page-data answering 404 while the HTML exists falls back to a full page load', async ({ page }) => {
  await onTargetPageData(page, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await clickTargetLink(page);
  await expect(targetHeading(page)).toBeVisible();
  await expect.poll(() => documentIsMarked(page)).toBe(false);
});

test('a client-side link to a path that does not exist shows the 404 page', async ({ page }) => {
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate('/e2e-gone'),
  );
  await expect(page.getByRole('heading', { level: 1, name: labels.notFoundTitle })).toBeVisible();
  expect(await documentIsMarked(page)).toBe(true);
});

test('page-data answering 500 shows the 500 page', async ({ page }) => {
  await onTargetPageData(page, (route) => route.fulfill({ status: 500, body: 'Server error' }));
  await clickTargetLink(page);
  await expect(page.getByRole('heading', { level: 1, name: labels.errorTitle })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(TARGET);
  expect(await documentIsMarked(page)).toBe(true);
});

test('a page-data request that fails twice and then succeeds still navigates (retries)', async ({ page }) => {
  let attempts = 0;
  await onTargetPageData(page, async (route) => {
    attempts += 1;
    if (attempts <= 2) await route.fulfill({ status: 503, body: 'Unavailable' });
    else await route.fallback();
  });
  await clickTargetLink(page);
  await expect(targetHeading(page)).toBeVisible();
  expect(attempts).toBe(3);
  expect(await documentIsMarked(page)).toBe(true);
});

test('a page-data request that keeps failing is tried 4 times (3 retries), then the page loads in full', async ({
  page,
  pageErrors,
}) => {
  let attempts = 0;
  await onTargetPageData(page, async (route) => {
    // count the requests of the page the reader clicked on (the home page); the full page load
    // that follows fetches the data again and fails the same way, showing the server-rendered HTML
    const referer = route.request().headers()['referer'];
    if (referer && new URL(referer).pathname === HOME_PATH) attempts += 1;
    await route.fulfill({ status: 503, body: 'Unavailable' });
  });
  const gaveUp = loaderGivesUp(page);
  await clickTargetLink(page);
  await expect.poll(() => documentIsMarked(page)).toBe(false);
  await expect(targetHeading(page)).toBeVisible();
  expect(attempts).toBe(1 + SPEC.pageDataRetries);
  await gaveUp;
  expectOnlyGivingUp(pageErrors);
});

/** Count the app-data requests made by the home page's document (the page the reader clicked on). */
async function onAppData(
  page: Page,
  handler: (route: Route, fromHome: boolean) => Promise<void>,
): Promise<void> {
  await page.route(
    (url) => url.pathname === '/page-data/app-data.json',
    async (route) => {
      const referer = route.request().headers()['referer'];
      await handler(route, Boolean(referer && new URL(referer).pathname === HOME_PATH));
    },
  );
}

test('an app-data request that fails twice and then succeeds still navigates (retries)', async ({ page }) => {
  let attempts = 0;
  await onAppData(page, async (route, fromHome) => {
    if (fromHome) attempts += 1;
    if (attempts <= 2) await route.fulfill({ status: 503, body: 'Unavailable' });
    else await route.fallback();
  });
  await clickTargetLink(page);
  await expect(targetHeading(page)).toBeVisible();
  expect(attempts).toBe(3);
  expect(await documentIsMarked(page)).toBe(true);
});

test('an app-data request that keeps failing is tried 4 times (3 retries), then the page loads in full', async ({
  page,
}) => {
  let attempts = 0;
  await onAppData(page, async (route, fromHome) => {
    // the full page load that follows asks again (from the target page): not counted
    if (fromHome) attempts += 1;
    await route.fulfill({ status: 503, body: 'Unavailable' });
  });
  await clickTargetLink(page);
  // the failure path: without app-data the loader cannot match the build, so the browser loads
  // the page itself and the reader sees its server-rendered HTML
  await expect.poll(() => documentIsMarked(page)).toBe(false);
  expect(new URL(page.url()).pathname).toBe(TARGET);
  await expect(targetHeading(page)).toBeVisible();
  expect(attempts).toBe(1 + SPEC.pageDataRetries);
});

test('page data of a different build (changed webpackCompilationHash) causes a full page load', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/page-data/app-data.json',
    async (route) => {
      const response = await route.fetch();
      const appData = (await response.json()) as { webpackCompilationHash: string };
      await route.fulfill({
        response,
        json: { ...appData, webpackCompilationHash: `${appData.webpackCompilationHash}-redeployed` },
      });
    },
    { times: 1 },
  );
  await clickTargetLink(page);
  await expect.poll(() => documentIsMarked(page)).toBe(false);
  await expect(targetHeading(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(TARGET);
});

test('a slow page-data response shows the delayed-route notice after 1000 ms and removes it on arrival', async ({
  page,
}) => {
  // the data is held back until the test has seen the notice, so a slow machine cannot race it
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await onTargetPageData(page, async (route) => {
    await released;
    await route.fallback();
  });
  const notice = page.getByTestId('route-delay-notice');
  // the page's own clock notes the click and the moment the notice shows
  await page.evaluate(() => {
    const w = window as unknown as {
      __clickAt?: number;
      __noticeAt?: number;
      __released?: boolean;
      __hiddenEarly?: boolean;
    };
    document.addEventListener('click', () => (w.__clickAt = performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="route-delay-notice"]');
      const shown = !!el && el.getClientRects().length > 0;
      if (w.__noticeAt === undefined && shown) w.__noticeAt = performance.now();
      // the notice must stay for as long as the data is held back
      if (w.__noticeAt !== undefined && !shown && !w.__released) w.__hiddenEarly = true;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await clickTargetLink(page);
  await expect(notice).toBeVisible({ timeout: 5000 });
  const { clickAt, noticeAt } = await page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __noticeAt: number };
    return { clickAt: w.__clickAt, noticeAt: w.__noticeAt };
  });
  // not before the delay (timers never fire early), and not long after it
  expect(noticeAt - clickAt).toBeGreaterThanOrEqual(SPEC.routeDelayMs - 5);
  expect(noticeAt - clickAt).toBeLessThan(SPEC.routeDelayMs + 1500);
  await expect(notice).toHaveAttribute('role', 'status');
  // it is still there while the data has not arrived (the observer saw every change until now)
  await expect(notice).toBeVisible({ timeout: 1 });
  expect(
    await page.evaluate(() => (window as unknown as { __hiddenEarly?: boolean }).__hiddenEarly),
  ).toBeUndefined();
  await page.evaluate(() => ((window as unknown as { __released?: boolean }).__released = true));
  release();
  await expect(targetHeading(page)).toBeVisible();
  await expect(notice).toBeHidden();
  expect(await documentIsMarked(page)).toBe(true);
});

test('a component chunk that fails during client navigation does not leave a blank page', async ({
  page,
  pageErrors,
}) => {
  const failed: string[] = [];
  await page.route(/\/component---src-templates-author-list-tsx-[^/]*\.js$/, async (route) => {
    failed.push(route.request().url());
    await route.abort('failed');
  });
  // the page the browser then loads itself fails on the same chunk, and its loader reports why
  const gaveUp = loaderGivesUp(page);
  await clickTargetLink(page);
  // the loader gives up on the client-side render and the browser loads the page itself
  await expect.poll(() => documentIsMarked(page)).toBe(false);
  expect(new URL(page.url()).pathname).toBe(TARGET);
  await expect(targetHeading(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(failed.length).toBeGreaterThan(0);
  await gaveUp;
  expectOnlyGivingUp(pageErrors);
});

test('a component chunk that fails on the first load of a page leaves its server-rendered HTML readable', async ({
  page,
  pageErrors,
}) => {
  const failed: string[] = [];
  await page.route(/\/component---src-templates-author-list-tsx-[^/]*\.js$/, async (route) => {
    failed.push(route.request().url());
    await route.abort('failed');
  });
  // the loader gives up before React renders ("Not rendering React"): it reports why
  const gaveUp = loaderGivesUp(page);
  await page.goto(TARGET);
  await gaveUp;
  expect(failed.length).toBeGreaterThan(0);
  expect(pageErrors.take().some((e) => GAVE_UP.test(e))).toBe(true);
  // what the server rendered stays: heading, header, footer, not a blank page
  await expect(targetHeading(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('main#main')).not.toBeEmpty();
  // and its links still take the reader on (as plain page loads)
  await page.getByRole('banner').locator(`a[href="${HOME_PATH}"]`).first().click();
  await page.waitForURL((url) => url.pathname === HOME_PATH);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
