/**
 * Every later interaction, once the page has hydrated, is answered in the input's own task:
 * the DOM shows the answer before the first frame that begins after the input's last event (the
 * click, or the key press), at any machine's speed. That holds for opening and closing the
 * Sections menu (the popover at 412 px, by touch; the dropdown at 1280 px) and the theme switch.
 * A copy control's feedback waits for the clipboard's promise, and each keystroke's results for
 * the search worker's answer: those are checked to come, with the right results.
 *
 * How long each answer takes on a phone's CPU (support/phone-cpu.ts), from the input event's time
 * stamp to the first moment the DOM shows the answer (a MutationObserver armed before the input,
 * which checks that the answer is not already there), is noted among the test's annotations, not
 * asserted: on a shared machine a time passes or fails with the machine's moment.
 * `npm run bench:answers` runs these scenarios several times and gives each answer's median
 * against the 200 ms target.
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
import { slowToPhone } from '../support/phone-cpu';

/** What the search results panel shows at most (src/components/search/search-results.tsx). */
const MAX_SHOWN_RESULTS = 100;

/** The DOM state that answers an input: a selector that matches, one that no longer does, or the result links. */
type Answer = { present: string } | { absent: string } | { hrefs: string[] };

/** When an input was answered: ms after the input's first event, and frames after its last. */
interface Answered {
  ms: number;
  frames: number;
}

/**
 * Arms the page for one input: the time of its first event (a touch's end, a click or a key
 * press), a count of the frames that begin after its last event (the click, or the key press),
 * and the first moment the DOM shows `answer`; then slows the page to the phone's speed, runs
 * `input`, and gives when the answer came. The time is noted among the test's annotations.
 */
async function answered(
  page: Page,
  what: string,
  answer: Answer,
  input: () => Promise<void>,
): Promise<Answered> {
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
    const m: { input?: number; answer?: number; counting: boolean; frame: number; frames?: number } = {
      counting: false,
      frame: 0,
    };
    (window as unknown as { __answer: typeof m }).__answer = m;
    const mark = (e: Event): void => {
      m.input ??= e.timeStamp;
    };
    // frames are counted from the event the page answers: a touch's click comes in a later task
    const count = (e: Event): void => {
      mark(e);
      if (m.counting) return;
      m.counting = true;
      const tick = (): void => {
        if (m.answer !== undefined) return;
        m.frame += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    };
    addEventListener('touchend', mark, { capture: true, once: true });
    addEventListener('click', count, { capture: true, once: true });
    addEventListener('keydown', count, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (m.input === undefined || m.answer !== undefined || !shows()) return;
      m.answer = performance.now();
      m.frames = m.frame;
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    return true;
  }, answer);
  expect(armed, `${what}: the answer was there before the input`).toBe(true);
  await slowToPhone(page, test.info());
  await input();
  await page.waitForFunction(
    () => (window as unknown as { __answer: { answer?: number } }).__answer.answer !== undefined,
  );
  const t = await page.evaluate(
    () => (window as unknown as { __answer: { input: number; answer: number; frames: number } }).__answer,
  );
  const ms = t.answer - t.input;
  test.info().annotations.push({ type: 'timing', description: `${what}: ${ms.toFixed(0)} ms` });
  return { ms, frames: t.frames };
}

/** The answer was in the DOM before the first frame after the input: nothing was left for later. */
function expectInItsTask(a: Answered, what: string): void {
  expect(a.frames, `${what} was answered ${a.frames} frame(s) after the input (${a.ms.toFixed(0)} ms)`).toBe(
    0,
  );
}

const sectionsButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: labels.sections });

test.describe('phone (412 px, touch): the Sections popover', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test("opens and closes in the tap's own task, the first time and later", async ({ page }) => {
    // shown, or fading out: the popover loses `show` at once and leaves after its fade
    const popover = '[data-testid="sections-popover"].show';
    await open(page, HOME_PATH);
    for (let round = 1; round <= 2; round += 1) {
      expectInItsTask(
        await answered(page, `open ${round}`, { present: popover }, () =>
          pressAndRelease(page, sectionsButton(page), 'touch'),
        ),
        `open ${round}`,
      );
      await expect(page.getByRole('dialog').locator('a[href]').first()).toBeFocused();
      expectInItsTask(
        await answered(page, `close ${round}`, { absent: popover }, () => page.keyboard.press('Escape')),
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

  test("opens and closes in the click's own task, the first time and later", async ({ page }) => {
    const shown = '[data-testid="sections-dropdown"].show';
    await open(page, HOME_PATH);
    // a mouse reaches the button before it clicks: pointing at it fetches the dropdown
    await sectionsButton(page).hover();
    await expect(sectionsButton(page)).toHaveAttribute('id');
    for (let round = 1; round <= 2; round += 1) {
      expectInItsTask(
        await answered(page, `open ${round}`, { present: shown }, () =>
          pressAndRelease(page, sectionsButton(page), 'mouse'),
        ),
        `open ${round}`,
      );
      await expect(sectionsButton(page)).toHaveAttribute('id');
      expectInItsTask(
        await answered(page, `close ${round}`, { absent: shown }, () =>
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

test('each keystroke in the search box shows its own results', async ({ page }) => {
  const { word, results } = keystrokes();
  const box = page.getByRole('banner').getByRole('searchbox');
  await open(page, HOME_PATH);
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
    // the search runs in a worker: its results come with the worker's answer, a task of their own
    await answered(page, `results for "${typed}"`, { hrefs: expected }, () => box.press(word[n - 1]));
  }
});

test('a copy control confirms each copy', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const controls = page.locator('main .code-block button.copy-button');
  await open(page, article.path);
  await expect(controls.first()).toBeVisible();
  const count = Math.min(await controls.count(), 2);
  for (let i = 0; i < count; i += 1) {
    // the i-th control only: mark it, and look for the mark with the copied state
    await controls.nth(i).evaluate((b, n) => b.setAttribute('data-e2e-control', String(n)), i);
    const answer = { present: `button.copy-button[data-e2e-control="${i}"][data-state="copied"]` };
    // confirmed once the clipboard has taken the text: a promise, answered in a task of its own
    await answered(page, `copy ${i + 1}`, answer, () => pressAndRelease(page, controls.nth(i), 'mouse'));
  }
});

test("the theme switch flips the theme in the click's own task, both ways", async ({ page }) => {
  const toggle = page.getByRole('button', { name: labels.darkMode });
  await open(page, HOME_PATH);
  const current = await page.evaluate((a) => document.documentElement.getAttribute(a), THEME_ATTRIBUTE);
  const other = current === 'dark' ? 'light' : 'dark';
  expectInItsTask(
    await answered(page, 'theme', { present: `html[${THEME_ATTRIBUTE}="${other}"]` }, () =>
      pressAndRelease(page, toggle, 'mouse'),
    ),
    'theme',
  );
  expectInItsTask(
    await answered(page, 'theme back', { present: `html[${THEME_ATTRIBUTE}="${current}"]` }, () =>
      pressAndRelease(page, toggle, 'mouse'),
    ),
    'theme back',
  );
});
