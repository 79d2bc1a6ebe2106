/**
 * Prefetching of page data: links in view are prefetched in batches of 4, 3000 ms
 * apart, except on 2g, with data saving on, or for crawlers (gatsby/cache-dir/loader.js
 * doesConnectionSupportPrefetch and BOT_REGEX). The connection is emulated in an init script.
 */
import { Page } from '@playwright/test';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { pageDataUrl, waitForHydration } from '../support/site';
import { SPEC } from '../support/spec';
import { expect, test } from '../support/test';

// a tall window puts many links in view at once, so that Gatsby's queue holds more than a batch
test.use({ viewport: { width: 1280, height: 2400 } });

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
 * Open the home page and record which other pages' data gets requested. The mouse stays away
 * from links, so only links in view can cause these requests.
 */
async function recordPrefetches(page: Page): Promise<Set<string>> {
  const requested = new Set<string>();
  const own = pageDataUrl(HOME_PATH);
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/page-data\/.+\/page-data\.json$/.test(pathname) && pathname !== own) requested.add(pathname);
  });
  await page.goto(HOME_PATH);
  await waitForHydration(page);
  return requested;
}

/**
 * Watch Gatsby's loader as links ask it to prefetch: note, on the page's own clock, when the first
 * link asked (`__firstEnqueueAt`), and what the loader answers each one (`__prefetchAnswers`;
 * false: refused).
 */
async function watchLoader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Loader = { enqueue: (path: string) => { then: (resolve: (v: boolean) => void) => unknown } };
    const w = window as unknown as { __firstEnqueueAt?: number; __prefetchAnswers: boolean[] };
    w.__prefetchAnswers = [];
    let loader: Loader | undefined;
    Object.defineProperty(window, '___loader', {
      configurable: true,
      get: () => loader,
      set: (value: Loader) => {
        const enqueue = value.enqueue;
        value.enqueue = (path: string) => {
          if (w.__firstEnqueueAt === undefined) w.__firstEnqueueAt = performance.now();
          const answer = enqueue(path);
          answer.then((v) => w.__prefetchAnswers.push(v));
          return answer;
        };
        loader = value;
      },
    });
  });
}

/**
 * Record each batch Gatsby's loader sends: it appends one `<link rel="prefetch">` per page of a
 * batch to the head, all in one task, so one MutationObserver delivery is one batch. This watches
 * the loader's decisions, not the network: Chromium may hold a low-priority prefetch back on a
 * busy machine, and a page linked twice on the home page may sit twice in one batch, so request
 * start times cannot tell the batches apart reliably.
 */
async function recordBatches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __prefetchBatches: { at: number; hrefs: string[] }[] };
    w.__prefetchBatches = [];
    new MutationObserver((records) => {
      const hrefs = records
        .flatMap((r) => [...r.addedNodes])
        .filter((n): n is HTMLLinkElement => n instanceof HTMLLinkElement && n.rel === 'prefetch')
        .map((l) => l.getAttribute('href') ?? '')
        .filter((href) => /\/page-data\/.+\/page-data\.json$/.test(href));
      if (hrefs.length) w.__prefetchBatches.push({ at: performance.now(), hrefs });
    }).observe(document, { childList: true, subtree: true });
  });
}

test('on a normal connection, page data of links in view is prefetched in batches of 4, 3000 ms apart', async ({
  page,
}) => {
  await emulateConnection(page, { effectiveType: '4g', saveData: false });
  await watchLoader(page);
  await recordBatches(page);
  const requested = await recordPrefetches(page);
  // three batches: enough to see a full one and two pauses
  await page.waitForFunction(
    () => (window as unknown as { __prefetchBatches: unknown[] }).__prefetchBatches.length >= 3,
    undefined,
    { timeout: 5 * SPEC.prefetchBatchIntervalMs + 10000 },
  );
  const { enqueuedAt, batches } = await page.evaluate(() => {
    const w = window as unknown as {
      __firstEnqueueAt: number;
      __prefetchBatches: { at: number; hrefs: string[] }[];
    };
    return { enqueuedAt: w.__firstEnqueueAt, batches: w.__prefetchBatches };
  });
  const n = SPEC.prefetchBatchSize;
  // nothing before Gatsby's first pause is over (timers never fire early)
  expect(batches[0].at - enqueuedAt).toBeGreaterThanOrEqual(SPEC.prefetchBatchIntervalMs - 5);
  // never more than 4 at once, and full batches while the queue holds more than a batch (a batch
  // may show fewer links only when a page in it was already fetched by an earlier batch)
  for (const b of batches) expect(b.hrefs.length).toBeLessThanOrEqual(n);
  expect(batches.some((b) => b.hrefs.length === n)).toBe(true);
  // a batch starts only after the pause that follows the previous one
  for (let i = 1; i < batches.length; i++)
    expect(batches[i].at - batches[i - 1].at).toBeGreaterThanOrEqual(SPEC.prefetchBatchIntervalMs - 5);
  // and what the loader asked for is what went over the network
  const asked = new Set(batches.flatMap((b) => b.hrefs));
  await expect.poll(() => [...asked].filter((href) => !requested.has(href))).toEqual([]);
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
      await watchLoader(page);
      const requested = await recordPrefetches(page);
      // links in view asked the loader, as many as fill more than a batch on a normal
      // connection, and it refused each one at once (nothing is queued for later)
      await page.waitForFunction(
        (n) => ((window as unknown as { __prefetchAnswers?: boolean[] }).__prefetchAnswers ?? []).length > n,
        SPEC.prefetchBatchSize,
      );
      const answers = await page.evaluate(
        () => (window as unknown as { __prefetchAnswers: boolean[] }).__prefetchAnswers,
      );
      expect(answers.filter((a) => a !== false)).toEqual([]);
      expect([...requested]).toEqual([]);
    });
  });
}
