/**
 * The app starts in short tasks: webpack's entry (Gatsby's production app, React DOM and every
 * module they import) runs in a task of its own, not in the task that evaluated the last of the
 * startup files (the head's loader holds it: src/domain/frame/deferred-scripts.ts), and Gatsby's
 * loader requests the page's data in a task after that one (gatsby-browser.tsx, onClientEntry).
 *
 * The page notes, from an init script: at each startup file's load event (dispatched in the task
 * that evaluated the file) whether the entry has run (it sets `window.___loader`), and, for the
 * request of the page's data, whether the task that ran the entry has ended (a message posted
 * when the entry sets `___loader` is delivered only after that task).
 */
import { PAGE_TYPES, pageDataUrl, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

interface Seen {
  files: { file: string; entryHasRun: boolean }[];
  pageData: { url: string; inEntryTask: boolean }[];
}

const STARTUP_FILE = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

for (const pageType of PAGE_TYPES.filter((p) => ['home', 'article'].includes(p.type))) {
  test(`${pageType.type}: the app starts in a task of its own, and requests the page's data in a later one`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: Seen = { files: [], pageData: [] };
      (window as unknown as { __appStart: Seen }).__appStart = seen;
      let inEntryTask = false;
      let loader: unknown;
      Object.defineProperty(window, '___loader', {
        configurable: true,
        get: () => loader,
        set: (value: unknown) => {
          loader = value;
          inEntryTask = true;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (inEntryTask = false);
          channel.port2.postMessage(null);
        },
      });
      document.addEventListener(
        'load',
        (event) => {
          const target = event.target;
          if (target instanceof HTMLScriptElement && target.src)
            seen.files.push({ file: new URL(target.src).pathname, entryHasRun: loader !== undefined });
        },
        true,
      );
      const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        const url = String(args[1]);
        if (url.includes('/page-data/') && url.endsWith('/page-data.json'))
          seen.pageData.push({ url: new URL(url, location.href).pathname, inEntryTask });
        open.apply(this, args);
      } as typeof XMLHttpRequest.prototype.open;
    });
    await page.goto(pageType.path);
    await waitForHydration(page);
    const seen = await page.evaluate(() => (window as unknown as { __appStart: Seen }).__appStart);
    const startup = seen.files.filter((f) => STARTUP_FILE.test(f.file));
    expect(startup.map((f) => f.file.replace(/-[0-9a-f]+\.js$/, '')).sort()).toEqual([
      '/app',
      '/framework',
      '/webpack-runtime',
    ]);
    expect(startup, 'no startup file ran the entry in its own task').toEqual(
      startup.map((f) => ({ ...f, entryHasRun: false })),
    );
    const own = seen.pageData.find((r) => r.url === pageDataUrl(pageType.path));
    expect(own, `the page's data was requested (requests: ${JSON.stringify(seen.pageData)})`).toBeDefined();
    expect(own?.inEntryTask, "the page's data was requested after the entry's task").toBe(false);
  });
}
