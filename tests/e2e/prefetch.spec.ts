/**
 * Prefetching of page data (spec section 4): links in view are prefetched in batches of 4, 3000 ms
 * apart, except on 2g, with data saving on, or for crawlers (gatsby/cache-dir/loader.js
 * doesConnectionSupportPrefetch and BOT_REGEX). The connection is emulated in an init script.
 */
import { expect, Page, test } from '@playwright/test';
import { HOME_PATH } from '../../src/domain/routes';
import { pageDataUrl, waitForHydration } from './support/site';
import { SPEC } from './support/spec';

/** Long enough for Gatsby's first batch (3000 ms after the first link comes into view). */
const QUIET_MS = SPEC.prefetchBatchIntervalMs + 2000;

interface Connection {
  effectiveType: string;
  saveData: boolean;
}

async function emulateConnection(page: Page, connection: Connection): Promise<void> {
  await page.addInitScript((c) => {
    const fake = { ...c, downlink: 10, rtt: 50, addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
  }, connection);
}

/**
 * Open the home page and record, for every other page, when its page data was first requested
 * (ms after hydration). The mouse stays away from links, so only links in view can cause them.
 */
async function recordPrefetches(page: Page): Promise<{ hydratedAt: number; firstSeen: Map<string, number> }> {
  const firstSeen = new Map<string, number>();
  const own = pageDataUrl(HOME_PATH);
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/page-data\/.+\/page-data\.json$/.test(pathname) && pathname !== own && !firstSeen.has(pathname))
      firstSeen.set(pathname, Date.now());
  });
  await page.goto(HOME_PATH);
  await waitForHydration(page);
  return { hydratedAt: Date.now(), firstSeen };
}

test('on a normal connection, page data of links in view is prefetched in batches of 4, 3000 ms apart', async ({
  page,
}) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  const { hydratedAt, firstSeen } = await recordPrefetches(page);
  await expect
    .poll(() => firstSeen.size, { timeout: 3 * SPEC.prefetchBatchIntervalMs + 6000 })
    .toBeGreaterThan(SPEC.prefetchBatchSize);
  const times = [...firstSeen.values()].sort((a, b) => a - b);
  // nothing before Gatsby's first pause is over
  expect(times[0] - hydratedAt).toBeGreaterThanOrEqual(SPEC.prefetchBatchIntervalMs - 500);
  // the first batch goes together, the next one waits the interval
  expect(times[SPEC.prefetchBatchSize - 1] - times[0]).toBeLessThan(1000);
  expect(times[SPEC.prefetchBatchSize] - times[SPEC.prefetchBatchSize - 1]).toBeGreaterThanOrEqual(
    SPEC.prefetchBatchIntervalMs - 100,
  );
});

const skipped: { name: string; connection?: Connection; userAgent?: string }[] = [
  { name: 'data saving is on', connection: { effectiveType: '4g', saveData: true } },
  { name: 'the connection is 2g', connection: { effectiveType: '2g', saveData: false } },
  { name: 'the connection is slow-2g', connection: { effectiveType: 'slow-2g', saveData: false } },
  {
    name: 'the reader is a crawler',
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  },
];

for (const s of skipped) {
  test.describe(`when ${s.name}`, () => {
    if (s.userAgent) test.use({ userAgent: s.userAgent });

    test('no page data is prefetched', async ({ page }) => {
      await emulateConnection(page, s.connection ?? { effectiveType: '4g', saveData: false });
      const { firstSeen } = await recordPrefetches(page);
      await page.waitForTimeout(QUIET_MS);
      expect([...firstSeen.keys()]).toEqual([]);
    });
  });
}
