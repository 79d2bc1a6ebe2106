/**
 * The suite's `test`: Playwright's, with an automatic fixture that fails any test during which
 * the browser reports a Content Security Policy violation, either as a `securitypolicyviolation`
 * event in a page or as Chromium's console message ("Executing inline script violates the following
 * Content Security Policy directive…", "Refused to load…"). Every spec imports `test` and `expect` from here, so the whole suite runs under
 * the policy the pages carry. A test that provokes violations on purpose takes them with
 * `csp.take()`; whatever is left at the end fails the test.
 *
 * A second automatic fixture fails any test during which a page threw an uncaught error (React's
 * own errors included, such as a render loop): a crash a reader can cause is caught by whichever
 * test causes it. A test that provokes one on purpose takes it with `pageErrors.take()`.
 *
 * A third keeps a log of what the browser did (each new document loaded, each change of address,
 * console errors and warnings, failed requests, answers of 400 or more) and, when the test fails,
 * prints it and attaches it to the report: a failure in CI, where the trace cannot be opened,
 * still says whether a page was loaded afresh and which request went wrong.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export interface CspWatch {
  /** the violations seen so far (and forgets them) */
  take(): string[];
  /** resolves once at least `count` violations were seen since the last take() */
  waitFor(count: number): Promise<void>;
}

const VIOLATION_BINDING = '__e2eCspViolation';
/** Chromium's console wording for a policy violation, and the policy's name in its warnings. */
const CONSOLE_VIOLATION = /Refused to|Content[- ]Security[- ]Policy/i;

/** Starts recording every policy violation in `context`'s pages; call before opening a page. */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<CspWatch> {
  let seen: string[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  const record = (line: string): void => {
    seen.push(line);
    waiters = waiters.filter((w) => {
      if (seen.length < w.count) return true;
      w.resolve();
      return false;
    });
  };
  await context.exposeBinding(VIOLATION_BINDING, (source, text: string) =>
    record(`securitypolicyviolation on ${source.page?.url() ?? '?'}: ${text}`),
  );
  // an init script runs before any of the page's own scripts, and the policy does not apply to it
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (t: string) => void>)[binding];
      report?.(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  }, VIOLATION_BINDING);
  context.on('console', (message) => {
    if (CONSOLE_VIOLATION.test(message.text()))
      record(`console ${message.type()} on ${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  return {
    take() {
      const out = seen;
      seen = [];
      return out;
    },
    waitFor(count) {
      if (seen.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
  };
}

export interface PageErrors {
  /** the uncaught errors seen so far (and forgets them) */
  take(): string[];
}

/** Records what the browser does in `context`'s pages, one line each, with the time since the start. */
function recordBrowserLog(context: BrowserContext): string[] {
  const started = Date.now();
  const lines: string[] = [];
  const add = (line: string): void => {
    lines.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
  };
  const watch = (page: Page): void => {
    page.on('domcontentloaded', () => add(`document loaded: ${page.url()}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) add(`address: ${frame.url()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') add(`console ${m.type()}: ${m.text()}`);
  });
  context.on('requestfailed', (r) =>
    add(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? '?'})`),
  );
  context.on('response', (r) => {
    if (r.status() >= 400) add(`answer ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return lines;
}

export const test = base.extend<{ csp: CspWatch; pageErrors: PageErrors; browserLog: void }>({
  csp: [
    async ({ context }, use) => {
      const watch = await watchContentSecurityPolicy(context);
      await use(watch);
      expect(watch.take(), 'Content Security Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ context }, use) => {
      let seen: string[] = [];
      context.on('weberror', (e) => seen.push(`${e.page()?.url() ?? '?'}: ${e.error().message}`));
      await use({
        take() {
          const out = seen;
          seen = [];
          return out;
        },
      });
      expect(seen, 'uncaught errors in the pages during the test').toEqual([]);
    },
    { auto: true },
  ],
  browserLog: [
    async ({ context }, use, testInfo) => {
      const lines = recordBrowserLog(context);
      await use();
      if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return;
      const log = lines.join('\n');
      await testInfo.attach('browser log', { body: log, contentType: 'text/plain' });
      // the reporter shows an attachment's first 300 characters only; the output it prints whole
      console.log(`browser log of "${testInfo.titlePath.join(' › ')}":\n${log}`);
    },
    { auto: true },
  ],
});

export { expect };
