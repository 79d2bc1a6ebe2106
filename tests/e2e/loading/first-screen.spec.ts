/**
 * The first paint shows the page's first screen whole (the head's render-blocking expect link and
 * its target, the empty marker at the end of the first screen: src/domain/html/element-ids.ts). On a slow
 * connection the HTML arrives in pieces, and without the link Chromium renders as soon as it has
 * the first of them (the head, or part of the site header): the title and text of the page then
 * come a frame or more later. Here the browser's first animation frame, which precedes its first
 * paint, must find the marker already parsed.
 */
import { ELEMENT_IDS } from '../../../src/domain/html/element-ids';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { article, category } from '../support/site';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 375, height: 740 } });

for (const [name, pagePath] of [
  ['home', HOME_PATH],
  ['category', category.path],
  ['article', article.path],
] as const) {
  test(`${name}: nothing is painted before the first screen is parsed, on a slow connection`, async ({
    page,
    context,
  }) => {
    await page.addInitScript((id) => {
      const w = window as unknown as { __firstFrame?: { marker: boolean } };
      requestAnimationFrame(() => {
        w.__firstFrame = { marker: document.getElementById(id) !== null };
      });
    }, ELEMENT_IDS.firstScreenEnd);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // about 16 KB a second: the page's HTML (about 20 KB compressed) arrives in several pieces
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: 16 * 1024,
      uploadThroughput: 16 * 1024,
    });
    await page.goto(pagePath, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __firstFrame?: unknown }).__firstFrame !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    const first = await page.evaluate(
      () => (window as unknown as { __firstFrame: { marker: boolean } }).__firstFrame,
    );
    expect(first.marker, 'the end of the first screen was parsed before the first frame').toBe(true);
  });
}
