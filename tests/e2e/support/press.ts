/**
 * A press and release the way a hand makes them, for the timed scenarios. Playwright's `tap()`
 * sends the touch's start and end at once, and `click()` sends the button's down and up without
 * waiting for the page to take the down, which no finger or mouse does: a press is held for tens
 * of milliseconds. The page's work on the press (pointerdown, focus, hover styles) would then be
 * counted against the answer to the release, the click. Here the press is held until the page
 * has seen its pointerdown, as if held for as long as the press took, and then released.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

export async function pressAndRelease(page: Page, target: Locator, by: 'touch' | 'mouse'): Promise<void> {
  await expect(target).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the control to press has no box');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.evaluate(() => {
    const w = window as unknown as { __pressed?: boolean };
    w.__pressed = false;
    addEventListener('pointerdown', () => (w.__pressed = true), { capture: true, once: true });
  });
  const pressed = () => page.waitForFunction(() => (window as unknown as { __pressed?: boolean }).__pressed);
  if (by === 'mouse') {
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    await pressed();
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await pressed();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
