/**
 * Screenshots of every page type at 375 and 1280 px (home, category, subcategory, article,
 * author, authors, the three info pages, the HTML sitemap, 404 and 500), plus the open Sections
 * menu, search results and the search empty state, taken in Debian's Chromium against the production build
 * served by `gatsby serve`, once with a light and once with a dark operating-system preference
 * (files `…-dark-375.png`). Written to artifacts/screenshots/ (git-ignored) for a person to look at.
 * This is the only place screenshots are taken: the browser suite tests behaviour, and a
 * screenshot that "passes" by having a file size checks nothing.
 *
 *   npm run build && npm run screenshots            # serves public/ on a free port itself
 *   npm run screenshots -- --url http://localhost:9000   # or use a server that is already running
 */
import { ServedBuild, serveBuild } from '../lib/serve';
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../tests/support/chromium';
import { decodeTitleChunk } from '../../src/domain/search/title-index';
import { readIndex } from '../bench/search-bench';
import {
  articlePath,
  AUTHORS_PATH,
  INFO_PAGE_PATHS,
  seriesPath,
  SITEMAP_PATH,
  topicPath,
  TOPICS_PATH,
} from '../../src/domain/listings/routes';
import { argValue } from '../lib/args';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'artifacts', 'screenshots');
const WIDTHS = [375, 1280] as const;
/** The operating-system colour preference each pass emulates, and its file-name suffix. */
const SCHEMES = [
  { colorScheme: 'light', suffix: '' },
  { colorScheme: 'dark', suffix: '-dark' },
] as const;

/** Paths of one page of each type, read from the build so that the script follows the content. */
function samplePaths(): Record<string, string> {
  const publicDir = path.join(ROOT, 'public');
  if (!fs.existsSync(path.join(publicDir, 'index.html')))
    throw new Error('public/index.html is missing: run `npm run build` first');
  const { manifest, part } = readIndex(publicDir);
  const index = manifest.d.flatMap((n) => decodeTitleChunk(JSON.parse(part(n)), manifest.g));
  const article = index.find((e) => e.categoryKey !== null) ?? index[0];
  // an article with a table of contents, an "Updated" date and previous/next links
  const updated = index.find(
    (e) => e.slug === 'smooth-on-every-phone-performance-habits-for-roblox-developers',
  );
  const author = fs.readdirSync(path.join(publicDir, 'authors')).sort()[0];
  return {
    home: '/',
    category: '/development-resources',
    subcategory: '/development-resources/coding-basics',
    article: articlePath(article.slug),
    ...(updated ? { 'article-updated': articlePath(updated.slug) } : {}),
    author: `/authors/${author}`,
    authors: AUTHORS_PATH,
    ...INFO_PAGE_PATHS,
    sitemap: SITEMAP_PATH,
    // topics and series (the Luau course's second part: its series box and topic chips)
    topics: TOPICS_PATH,
    topic: topicPath('security'),
    series: seriesPath('luau-scripting-course'),
    'article-series': articlePath('luau-tables-explained-arrays-dictionaries-and-loops-over-both'),
    'not-found': '/no-such-page-here',
    'server-error': '/500',
  };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** Resolves after the browser's next two rendering updates (where it decides what is near the viewport). */
const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * Let the browser render the whole page before a full-page shot. Off-screen cards, the footer and
 * the sitemap lists are rendered only when they come near the viewport (`render-when-near` in
 * src/styles/_base.scss), and a full-page capture does not bring them near: they would show as
 * empty boxes. So the viewport grows to the page's height until every such part is rendered and
 * the height, measured at the reader's viewport (a taller one stretches the main column), no longer
 * changes as parts take their real size. The caller restores the viewport.
 */
async function renderWholePage(page: Page, viewport: { width: number; height: number }): Promise<void> {
  let previous = -1;
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.setViewportSize(viewport);
    await twoFrames(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height });
    await twoFrames(page);
    const rendered = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => getComputedStyle(el).contentVisibility === 'auto')
        .every((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true),
    );
    if (rendered && height === previous) return;
    previous = height;
  }
  throw new Error(`${page.url()}: the page had not settled after 10 renders at its full height`);
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  // a server given with --url, or ours (stopped however this script ends)
  let server: ServedBuild | null = null;
  let base = argValue(process.argv, '--url');
  if (!base) {
    server = await serveBuild(ROOT);
    base = server.origin;
  }
  const context = await launchChromium();
  const written: string[] = [];
  try {
    // `--only topics,topic`: just these page types (and no menu or search shots)
    const only = argValue(process.argv, '--only')?.split(',');
    const pages = Object.fromEntries(
      Object.entries(samplePaths()).filter(([name]) => !only || only.includes(name)),
    );
    for (const scheme of SCHEMES)
      for (const width of WIDTHS) {
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme: scheme.colorScheme });
        const viewport = { width, height: width < 576 ? 812 : 900 };
        await page.setViewportSize(viewport);
        const shot = async (name: string, fullPage: boolean): Promise<void> => {
          const file = path.join(OUT, `${name}${scheme.suffix}-${width}.png`);
          if (fullPage) await renderWholePage(page, viewport);
          await page.screenshot({ path: file });
          if (fullPage) await page.setViewportSize(viewport);
          written.push(path.relative(ROOT, file));
        };

        for (const [name, route] of Object.entries(pages)) {
          await page.goto(base + route);
          await settle(page);
          await shot(name, true);
        }

        if (only) {
          await page.close();
          continue;
        }
        await page.goto(base + '/');
        await settle(page);
        await page.getByRole('button', { name: 'Sections' }).click();
        await page
          .locator(width <= 576 ? '[data-testid="sections-popover"]' : '[data-testid="sections-dropdown"]')
          .waitFor({ state: 'visible' });
        // the fade-in has finished (no CSS transition or animation still running)
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        await shot('menu-open', false);
        await page.keyboard.press('Escape');

        const box = page.getByRole('searchbox', { name: 'Search articles' });
        await box.fill('roblox game');
        await page.locator('[data-testid="search-result"]').first().waitFor({ state: 'visible' });
        await shot('search-results', false);
        await box.fill('zzqqxx');
        await page.locator('[data-testid="search-empty"]').waitFor({ state: 'visible' });
        await shot('search-empty', false);
        await page.close();
      }
  } finally {
    await context.close();
    server?.stop();
  }
  console.log(`${written.length} screenshots:\n${written.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
