/**
 * Waiting for a state that the page reads asynchronously: the Cache API, IndexedDB, the service
 * worker's registration. Playwright's `waitForFunction` does not await a predicate that returns a
 * promise: the promise itself is truthy, so such a wait returned at once, before the state it
 * named (the cause of the flaky offline tests: they cut the network while the worker was still
 * keeping the page). `page.evaluate` does await, so this polls it until the check holds.
 */
import type { Page } from 'playwright-core';

const POLL_MS = 100;

export async function waitForPageState<A>(
  page: Page,
  check: (arg: A) => Promise<boolean>,
  arg: A,
  { timeout = 30_000, what = 'the page state' }: { timeout?: number; what?: string } = {},
): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    // (Playwright types the argument as it arrives in the page, not as A: the same JSON here)
    if (await page.evaluate(check as (value: unknown) => Promise<boolean>, arg as unknown)) return;
    if (Date.now() > end) throw new Error(`waited ${timeout} ms for ${what}`);
    // the interval between two reads of the state, not a wait for it
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Waits until the page's service worker is active and controls the page. */
export const waitForWorkerInControl = (page: Page): Promise<void> =>
  waitForPageState(
    page,
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    undefined,
    { what: 'the service worker active and in control' },
  );
