/**
 * Screenshots of every page type at 375 and 1280 px, plus the open menu and search results,
 * written to artifacts/screenshots/ (git-ignored; scripts/e2e.sh lists them for the CI log).
 */
import fs from 'fs';
import path from 'path';
import { expect, test } from '@playwright/test';
import { HOME_PATH } from '../../src/domain/routes';
import { PAGE_TYPES, WIDTHS, labels, open } from './support/site';

const SCREENSHOT_DIR = path.resolve(__dirname, '../../artifacts/screenshots');

for (const w of WIDTHS) {
  test.describe(`screenshots at ${w.width} px`, () => {
    test.use({ viewport: { width: w.width, height: w.height } });

    for (const p of PAGE_TYPES) {
      test(`${p.type}`, async ({ page }) => {
        await open(page, p.path);
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(SCREENSHOT_DIR, `${p.type}-${w.width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(fs.statSync(file).size).toBeGreaterThan(1000);
      });
    }

    test('menu open', async ({ page }) => {
      await open(page, HOME_PATH);
      await page.getByRole('banner').getByRole('button', { name: labels.sections }).click();
      const file = path.join(SCREENSHOT_DIR, `menu-open-${w.width}.png`);
      await page.screenshot({ path: file });
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
    });

    test('search results', async ({ page }) => {
      await open(page, HOME_PATH);
      await page.getByRole('searchbox', { name: labels.searchLabel }).fill('roblox');
      await expect(page.getByTestId('search-result').first()).toBeVisible();
      const file = path.join(SCREENSHOT_DIR, `search-${w.width}.png`);
      await page.screenshot({ path: file });
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
    });
  });
}
