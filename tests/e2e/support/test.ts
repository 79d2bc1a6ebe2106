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
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';

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

export const test = base.extend<{ csp: CspWatch; pageErrors: PageErrors }>({
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
});

export { expect };
