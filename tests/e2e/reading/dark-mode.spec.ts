/**
 * Dark mode: the page follows the operating system, is already in the right theme
 * before the first paint (no flash: the inline boot script sets it, not React), the header switch
 * remembers the reader's choice across reloads and pages, and the pages below pass axe (colour
 * contrast included) in the dark theme at 375 and 1280 px. The light theme is Playwright's default
 * colour scheme: accessibility.spec.ts runs axe on every page type in it at both widths.
 */
import AxeBuilder from '@axe-core/playwright';
import { Page } from '@playwright/test';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../../src/domain/frame/theme';
import { PAGE_TYPES, WIDTHS, article, labels, open, waitForHydration } from '../support/site';
import { expect, test } from '../support/test';

const DARK_PAGES = ['home', 'category', 'article', 'author', 'not-found'];

/** Relative luminance of a CSS rgb()/rgba() colour (WCAG formula). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lin = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const pageTheme = (page: Page): Promise<string | null> =>
  page.evaluate((attr) => document.documentElement.getAttribute(attr), THEME_ATTRIBUTE);
const bodyBackground = (page: Page): Promise<string> =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeSwitch = (page: Page) => page.getByRole('banner').getByRole('button', { name: labels.darkMode });

/**
 * The colour of one pixel of a PNG, read by the browser itself (a canvas in a blank page), so
 * the test looks at what was painted rather than at styles.
 */
async function pixel(page: Page, png: Buffer, x: number, y: number): Promise<string> {
  const probe = await page.context().newPage();
  try {
    return await probe.evaluate(
      async ({ data, x: px, y: py }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        ctx.drawImage(img, 0, 0);
        const [r, g, b] = ctx.getImageData(px, py, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
      },
      { data: png.toString('base64'), x, y },
    );
  } finally {
    await probe.close();
  }
}

test.describe('no flash of the wrong theme', () => {
  test.use({ colorScheme: 'dark' });

  test('with a dark OS preference the first paint is already dark, before any bundle runs', async ({
    page,
  }) => {
    // no JavaScript bundle may load: what the reader sees comes from the HTML and its inline script
    const bundles: string[] = [];
    await page.route(/\.js(\?|$)/, (route) => {
      bundles.push(route.request().url());
      return route.abort();
    });
    // record the theme at the first animation frame, which runs before the first paint
    await page.addInitScript((attr) => {
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: unknown }).__firstFrame = {
          theme: document.documentElement.getAttribute(attr),
          bodyBg: getComputedStyle(document.documentElement).getPropertyValue('--bs-body-bg').trim(),
        };
      });
    }, THEME_ATTRIBUTE);

    await page.goto(article.path, { waitUntil: 'domcontentloaded' });
    const shot = await page.screenshot();
    expect(await pageTheme(page)).toBe('dark');
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
    // the page's own background, painted: a dark pixel beside the article column
    expect(luminance(await pixel(page, shot, 4, 300))).toBeLessThan(0.05);

    await page.waitForFunction(() => '__firstFrame' in window);
    const first = await page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame);
    expect(first).toMatchObject({ theme: 'dark' });
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
    // the site really has bundles, and none of them ran
    expect(bundles.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => Object.keys(document.getElementById('main') ?? {}))).toEqual([]);
  });

  test('a light OS preference paints light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(article.path, { waitUntil: 'domcontentloaded' });
    expect(await pageTheme(page)).toBe('light');
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.8);
  });
});

test.describe('the header switch', () => {
  test.use({ colorScheme: 'light' });

  test('switches, and the choice survives reloads and other pages, before hydration too', async ({
    page,
  }) => {
    await open(page, article.path);
    await expect(themeSwitch(page)).toHaveAttribute('aria-pressed', 'false');
    await themeSwitch(page).click();
    await expect(themeSwitch(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await pageTheme(page)).toBe('dark');
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.05);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    // a full reload: dark from the first paint, though the OS still prefers light
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await pageTheme(page)).toBe('dark');
    await waitForHydration(page);
    await expect(themeSwitch(page)).toHaveAttribute('aria-pressed', 'true');

    // a client-side navigation keeps it
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    expect(await pageTheme(page)).toBe('dark');
    await expect(themeSwitch(page)).toHaveAttribute('aria-pressed', 'true');

    // and back to light, remembered too
    await themeSwitch(page).click();
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await pageTheme(page)).toBe('light');
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.8);
  });

  test('follows an OS change while the reader has chosen nothing, not after a choice', async ({ page }) => {
    await open(page, '/');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageTheme(page)).toBe('dark');
    await expect(themeSwitch(page)).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageTheme(page)).toBe('light');

    await themeSwitch(page).click(); // the reader picks dark
    // a listener of our own, added after the site's: once it has seen the OS turn light again,
    // the browser has delivered that change to the site's listeners too (same step, in order)
    await page.evaluate(() => {
      const w = window as unknown as { __osChanges: string[] };
      w.__osChanges = [];
      window
        .matchMedia('(prefers-color-scheme: dark)')
        .addEventListener('change', (e) => w.__osChanges.push(e.matches ? 'dark' : 'light'));
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() =>
      (window as unknown as { __osChanges: string[] }).__osChanges.includes('light'),
    );
    // and a rendered frame later, whatever such a listener changed would show
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await pageTheme(page)).toBe('dark');
  });
});

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
          .join('\n    ')}`,
    );
}

for (const w of WIDTHS) {
  test.describe(`axe in the dark theme at ${w.width} px`, () => {
    test.use({ colorScheme: 'dark', viewport: { width: w.width, height: w.height } });

    for (const p of PAGE_TYPES.filter((t) => DARK_PAGES.includes(t.type))) {
      test(`${p.type} page: no serious or critical violation, contrast included`, async ({ page }) => {
        await open(page, p.path);
        expect(await pageTheme(page)).toBe('dark');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
