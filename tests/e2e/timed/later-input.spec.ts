/**
 * Every later interaction answers within ANSWER_MS at 4× CPU slowdown, once the page has
 * hydrated: opening and closing the Sections menu (the popover at 412 px, the dropdown at
 * 1280 px), each keystroke's search results, a copy control's feedback and the theme switch.
 * The times are the page's own: from the input event's time stamp (a press is released as a hand
 * releases it, once the page has taken it: support/press.ts) to the first moment the DOM shows
 * the answer (a MutationObserver armed before the input, which checks that the answer is
 * not already there).
 */
import { readFileSync } from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import {
  articlePath,
  HOME_PATH,
  SEARCH_INDEX_PATH,
  searchPartPath,
} from '../../../src/domain/listings/routes';
import { decodeManifest } from '../../../src/domain/search/parts';
import { decodeTitleChunk } from '../../../src/domain/search/title-index';
import { searchTitles } from '../../../src/domain/search/matcher';
import { THEME_ATTRIBUTE } from '../../../src/domain/frame/theme';
import { article, labels, open } from '../support/site';
import { expect, test } from '../support/test';
import { pressAndRelease } from '../support/press';

const ANSWER_MS = 200;
const CPU_SLOWDOWN = 4;
/** What the search results panel shows at most (src/components/search/search-results.tsx). */
const MAX_SHOWN_RESULTS = 100;

/** The DOM state that answers an input: a selector that matches, one that no longer does, or the result links. */
type Answer = { present: string } | { absent: string } | { hrefs: string[] };

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Arms the page for one input: the time of the next click or key press, and the first time the
 * DOM shows `answer`; then runs `input` and gives the time between the two.
 */
async function answerTime(
  page: Page,
  what: string,
  answer: Answer,
  input: () => Promise<void>,
): Promise<number> {
  const armed = await page.evaluate((a) => {
    const shows = (): boolean => {
      if ('present' in a) return document.querySelector(a.present) !== null;
      if ('absent' in a) return document.querySelector(a.absent) === null;
      // the title rule's own results: titles found only by corrected words are marked and follow them
      const links = Array.from(
        document.querySelectorAll('[data-testid="search-result"]:not([data-corrected])'),
      );
      const hrefs = links.map((l) => l.getAttribute('href') ?? '').sort();
      return hrefs.length === a.hrefs.length && hrefs.every((h, i) => h === a.hrefs[i]);
    };
    if (shows()) return false;
    const m: { input?: number; answer?: number } = {};
    (window as unknown as { __answer: typeof m }).__answer = m;
    const mark = (e: Event): void => {
      m.input ??= e.timeStamp;
    };
    addEventListener('click', mark, { capture: true, once: true });
    addEventListener('touchend', mark, { capture: true, once: true });
    addEventListener('keydown', mark, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (m.input === undefined || m.answer !== undefined || !shows()) return;
      m.answer = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    return true;
  }, answer);
  expect(armed, `${what}: the answer was there before the input`).toBe(true);
  await input();
  await page.waitForFunction(
    () => (window as unknown as { __answer: { answer?: number } }).__answer.answer !== undefined,
  );
  const t = await page.evaluate(
    () => (window as unknown as { __answer: { input: number; answer: number } }).__answer,
  );
  const ms = t.answer - t.input;
  test.info().annotations.push({ type: 'timing', description: `${what}: ${ms.toFixed(0)} ms` });
  return ms;
}

function expectInTime(ms: number, what: string): void {
  expect(ms, `${what} answered ${ms.toFixed(0)} ms after the input`).toBeLessThanOrEqual(ANSWER_MS);
}

const sectionsButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: labels.sections });

test.describe('phone (412 px, touch): the Sections popover', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('opens and closes within 200 ms, the first time and later', async ({ page }) => {
    await open(page, HOME_PATH);
    await slowCpu(page);
    // shown, or fading out: the popover loses `show` at once and leaves after its fade
    const popover = '[data-testid="sections-popover"].show';
    for (let round = 1; round <= 2; round += 1) {
      expectInTime(
        await answerTime(page, `open ${round}`, { present: popover }, () =>
          pressAndRelease(page, sectionsButton(page), 'touch'),
        ),
        `open ${round}`,
      );
      await expect(page.getByRole('dialog').locator('a[href]').first()).toBeFocused();
      expectInTime(
        await answerTime(page, `close ${round}`, { absent: popover }, () => page.keyboard.press('Escape')),
        `close ${round}`,
      );
      // the first time, the head's early script answered; from here on React's form does (its
      // button carries an id)
      await expect(sectionsButton(page)).toHaveAttribute('id');
    }
  });
});

test.describe('wide window (1280 px): the Sections dropdown', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens and closes within 200 ms, the first time and later', async ({ page }) => {
    await open(page, HOME_PATH);
    await slowCpu(page);
    const shown = '[data-testid="sections-dropdown"].show';
    // a mouse reaches the button before it clicks: pointing at it fetches the dropdown
    await sectionsButton(page).hover();
    await expect(sectionsButton(page)).toHaveAttribute('id');
    for (let round = 1; round <= 2; round += 1) {
      expectInTime(
        await answerTime(page, `open ${round}`, { present: shown }, () =>
          pressAndRelease(page, sectionsButton(page), 'mouse'),
        ),
        `open ${round}`,
      );
      await expect(sectionsButton(page)).toHaveAttribute('id');
      expectInTime(
        await answerTime(page, `close ${round}`, { absent: shown }, () =>
          pressAndRelease(page, sectionsButton(page), 'mouse'),
        ),
        `close ${round}`,
      );
    }
  });
});

/**
 * A word of the shipped titles whose prefixes from the search minimum on each give results
 * other than the prefix before (so that every keystroke has its own answer), with the result
 * links each prefix shows.
 */
function keystrokes(): { word: string; results: Map<string, string[]> } {
  const publicDir = path.join(__dirname, '../../../public');
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(publicDir, file), 'utf8'));
  const manifest = decodeManifest(read(SEARCH_INDEX_PATH));
  const index = manifest.d.flatMap((n) => decodeTitleChunk(read(searchPartPath(n)), manifest.g));
  const linksFor = (query: string): string[] =>
    searchTitles(index, query)
      .slice(0, MAX_SHOWN_RESULTS)
      .map((e) => articlePath(e.slug))
      .sort();
  const words = Array.from(new Set(index.flatMap((e) => e.title.toLowerCase().split(/[^a-z]+/)))).filter(
    (w) => w.length >= 5,
  );
  for (const word of words) {
    const results = new Map<string, string[]>();
    for (let n = 3; n <= word.length; n += 1) results.set(word.slice(0, n), linksFor(word.slice(0, n)));
    const lists = Array.from(results.values()).map((l) => l.join(' '));
    if (lists.every((l, i) => l !== '' && (i === 0 || l !== lists[i - 1]))) return { word, results };
  }
  throw new Error('no title word whose prefixes each give different results');
}

test('each keystroke in the search box shows its results within 200 ms', async ({ page }) => {
  const { word, results } = keystrokes();
  await open(page, HOME_PATH);
  await slowCpu(page);
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.focus();
  for (let n = 1; n <= word.length; n += 1) {
    const typed = word.slice(0, n);
    const expected = results.get(typed);
    if (!expected) {
      // below the search minimum: no results to wait for
      await box.press(word[n - 1]);
      await expect(box).toHaveValue(typed);
      continue;
    }
    expectInTime(
      await answerTime(page, `"${typed}"`, { hrefs: expected }, () => box.press(word[n - 1])),
      `results for "${typed}"`,
    );
  }
});

test('a copy control confirms the copy within 200 ms, every time', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await open(page, article.path);
  await slowCpu(page);
  const controls = page.locator('main .code-block button.copy-button');
  await expect(controls.first()).toBeVisible();
  const count = Math.min(await controls.count(), 2);
  for (let i = 0; i < count; i += 1) {
    // the i-th control only: mark it, and look for the mark with the copied state
    await controls.nth(i).evaluate((b, n) => b.setAttribute('data-e2e-control', String(n)), i);
    const answer = { present: `button.copy-button[data-e2e-control="${i}"][data-state="copied"]` };
    expectInTime(
      await answerTime(page, `copy ${i + 1}`, answer, () => pressAndRelease(page, controls.nth(i), 'mouse')),
      `copy ${i + 1}`,
    );
  }
});

test('the theme switch flips the theme within 200 ms, both ways', async ({ page }) => {
  await open(page, HOME_PATH);
  await slowCpu(page);
  const toggle = page.getByRole('button', { name: labels.darkMode });
  const current = await page.evaluate((a) => document.documentElement.getAttribute(a), THEME_ATTRIBUTE);
  const other = current === 'dark' ? 'light' : 'dark';
  expectInTime(
    await answerTime(page, 'theme', { present: `html[${THEME_ATTRIBUTE}="${other}"]` }, () =>
      pressAndRelease(page, toggle, 'mouse'),
    ),
    'theme',
  );
  expectInTime(
    await answerTime(page, 'theme back', { present: `html[${THEME_ATTRIBUTE}="${current}"]` }, () =>
      pressAndRelease(page, toggle, 'mouse'),
    ),
    'theme back',
  );
});
