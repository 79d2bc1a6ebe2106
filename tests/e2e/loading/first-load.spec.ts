/**
 * The first-visit count of scripts/lib/first-load.ts (what the page-weight test holds to the
 * budget) checked against what Chromium really fetches: on a fresh profile, the scripts a page
 * loads until it has hydrated are exactly the files the count names, no more (the menus, the
 * search results and the page Heads wait for first use), and their bytes are the bytes counted.
 * The sizes, before and after the load event, are attached to the test report.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { firstLoad } from '../../../scripts/lib/first-load';
import { articlePath, categoryPath, HOME_PATH } from '../../../src/domain/listings/routes';
import { content, category, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

const publicDir = path.resolve(__dirname, '../../../public');
const cover = content.articles.find((a) => a.cover) ?? content.articles[0];

interface Fetched {
  url: string;
  /** bytes on the wire (the server's encoding) and the decoded body */
  transferred: number;
  body: Buffer;
  beforeLoad: boolean;
}

for (const [type, pagePath] of [
  ['article with a cover', articlePath(cover.slug)],
  ['home', HOME_PATH],
  ['category', categoryPath(category.slug)],
] as const) {
  test(`${type}: Chromium fetches the scripts the first-load count names, and nothing more`, async ({
    page,
  }) => {
    let loaded = false;
    const fetched: Promise<Fetched>[] = [];
    page.on('load', () => {
      loaded = true;
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const beforeLoad = !loaded;
      fetched.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          return {
            url: new URL(request.url()).pathname,
            transferred: sizes.responseBodySize,
            body: response ? await response.body() : Buffer.alloc(0),
            beforeLoad,
          };
        })(),
      );
    });
    await page.goto(pagePath);
    await waitForHydration(page);
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(fetched);
    const count = firstLoad(publicDir, pagePath);

    expect(scripts.map((s) => s.url).sort()).toEqual(count.scriptFiles);
    // the same files: gzipped as the count gzips them, the browser's bodies give its figure
    const gz = (b: Buffer): number => zlib.gzipSync(b, { level: 6 }).length;
    const fromBrowser = scripts.reduce((n, s) => n + gz(s.body), 0);
    expect(fromBrowser).toBe(count.scriptFileBytes);
    for (const s of scripts) expect(s.body.equals(fs.readFileSync(path.join(publicDir, s.url)))).toBe(true);

    const sum = (list: Fetched[]): number => list.reduce((n, s) => n + s.transferred, 0);
    const before = scripts.filter((s) => s.beforeLoad);
    const description =
      `${pagePath}: counted ${count.js} B gz (files ${count.scriptFileBytes} + inline ${count.inlineScriptBytes}); ` +
      `Chromium: ${scripts.length} script files, ${sum(scripts)} B transferred until hydrated, ` +
      `${before.length} files / ${sum(before)} B before the load event`;
    test.info().annotations.push({ type: 'first-load', description });
    console.log(description);
  });
}
