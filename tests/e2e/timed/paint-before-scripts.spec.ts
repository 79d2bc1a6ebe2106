/**
 * The first screen paints before any of the site's script files runs, on every page type: in an
 * unthrottled Chromium trace of a first visit, the page's last largest-contentful-paint candidate
 * comes before the first evaluation of any script file of the site. Gatsby's scripts then never
 * stand between a reader and what they came to read, whatever the network or the phone (the
 * deferred script loader: src/domain/frame/deferred-scripts.ts, written into the head by gatsby-ssr.tsx).
 */
import { articlePath } from '../../../src/domain/listings/routes';
import { content, PAGE_TYPES, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

interface TraceEvent {
  name: string;
  cat: string;
  ts: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; size?: number }; frame?: string };
}

test.use({ viewport: { width: 412, height: 823 } });

// an article whose cover picture is the largest paint, beside the sample article of PAGE_TYPES
const withCover = content.articles.find((a) => a.cover);
const pages = [
  ...PAGE_TYPES,
  ...(withCover ? [{ type: 'article with a cover', path: articlePath(withCover.slug) }] : []),
];

for (const pageType of pages) {
  test(`${pageType.type}: the largest paint comes before any script file is evaluated`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const origin = new URL(baseURL as string).origin;
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'loading', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(pageType.path);
    // every script file has run once the page has hydrated; a later paint still counts
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    const events = trace.traceEvents;
    const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
    const scriptFiles = events.filter(
      (e) =>
        e.name === 'EvaluateScript' &&
        typeof e.args?.data?.url === 'string' &&
        e.args.data.url.startsWith(origin) &&
        /\.js(\?|$)/.test(e.args.data.url),
    );
    expect(candidates.length, 'the trace holds the largest contentful paint').toBeGreaterThan(0);
    expect(scriptFiles.length, 'the trace holds the evaluation of the site scripts').toBeGreaterThan(0);
    const largestPaint = Math.max(...candidates.map((e) => e.ts));
    const firstScript = scriptFiles.reduce((a, b) => (a.ts <= b.ts ? a : b));
    expect(
      largestPaint,
      `${firstScript.args?.data?.url} was evaluated ${((largestPaint - firstScript.ts) / 1000).toFixed(1)} ms before the largest paint`,
    ).toBeLessThan(firstScript.ts);
  });
}
