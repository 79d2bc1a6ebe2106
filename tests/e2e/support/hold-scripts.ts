/**
 * Holds Gatsby's script files back until `release` is called, so that a tap lands before React
 * has started (what a phone sees when the scripts are slow to arrive or to run), whatever this
 * machine's speed. Call it before the page is opened.
 */
import type { Page } from '@playwright/test';

export async function holdScripts(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
