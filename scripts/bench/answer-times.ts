/**
 * `npm run bench:answers [-- --runs 3 --pages home,article --out bench-results]`
 *
 * How long the pages take to answer a reader's input, as INP counts it: Event Timing (a
 * PerformanceObserver of type `event`, installed before the page's first byte), from the input's
 * own time stamp to the next paint after its handlers, an interaction's longest event (the press,
 * its compatibility mouse events, the click or the key). On one page of every type (the
 * production build in public/, `npm run build` first), in Debian's Chromium, each run:
 *
 * - at 412 px by touch: Sections open and close, the first time (the head's early script draws
 *   the menu) and later (React's popover), the theme switch, a copy control (the article) and
 *   keys typed in the search box; at 1280 px by mouse with no hover first: the dropdown the same
 *   way;
 * - before hydration (Gatsby's scripts held back): the same but React's turns;
 *
 * once at full speed and once at the calibrated phone rate of tests/e2e/support/phone-cpu.ts.
 * It prints, for each interaction, the median over runs and page types at full speed, the same
 * × 4 (Lighthouse's simulated phone) and the phone rate's, side by side, with the page types'
 * worst, then each page type's longest answers. Event Timing reports no event under 16 ms: such
 * an answer shows as "≤16" and counts as 16. Writes answer-times.json and answer-times.md under
 * --out. A script, not a test: the figures follow the machine's load, recorded with them.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { argValue } from '../lib/args';
import { serveBuild } from '../lib/serve';
import { report, type Cpu, type Sample, type Stage } from './answer-report';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { fullSpeed, phoneRate } from '../../tests/e2e/support/phone-cpu';
import { PAGE_TYPES, article, labels } from '../../tests/e2e/support/site';
import { THEME_ATTRIBUTE } from '../../src/domain/frame/theme';
import { HYDRATED_ATTRIBUTE } from '../../src/domain/html/element-ids';

/** The page types measured (PAGE_TYPES of the browser suite; one info page stands for the three). */
const TYPES = [
  'home',
  'category',
  'subcategory',
  'article',
  'author',
  'authors',
  'about-us',
  'sitemap',
  'not-found',
];
/** Typed into the search box, a key at a time (a word of the shipped titles). */
const SEARCH_WORD = 'obby';

/** Before the page's first byte: every event entry of 16 ms or more, kept on the window. */
function observeEvents(): void {
  const w = window as unknown as { __events: { id: number; start: number; duration: number }[] };
  w.__events = [];
  new PerformanceObserver((list) => {
    // interactionId: Chromium's, not yet in TypeScript's DOM types
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (e.interactionId) w.__events.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * Runs one input and gives its interaction's longest event: the entries that start after the
 * input began, once two frames have been drawn after its answer and the observer has had a task
 * to report them.
 */
async function timed(
  page: Page,
  answered: () => Promise<void>,
  input: () => Promise<void>,
): Promise<number | null> {
  const from = await page.evaluate(() => performance.now());
  await input();
  await answered();
  return page.evaluate(async (since) => {
    await new Promise<void>((done) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
    );
    const w = window as unknown as { __events: { id: number; start: number; duration: number }[] };
    const mine = w.__events.filter((e) => e.start >= since);
    return mine.length ? Math.max(...mine.map((e) => e.duration)) : null;
  }, from);
}

const centre = async (page: Page, selector: string): Promise<{ x: number; y: number }> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const SECTIONS = 'header .btn-sections';
const THEME = 'header .theme-toggle';
const COPY = 'main .code-block button.copy-button';
const SEARCH = 'header input[type="search"]';

/** The interactions of one page load, in order; `before`: React has not started. */
async function interactions(page: Page, by: 'touch' | 'mouse', stage: Stage, isArticle: boolean) {
  const out: { what: string; ms: number | null }[] = [];
  const press = async (selector: string): Promise<void> => {
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    const p = await centre(page, selector);
    if (by === 'touch') await page.touchscreen.tap(p.x, p.y);
    else await page.mouse.click(p.x, p.y);
  };
  const expanded = (state: string) => () =>
    page
      .waitForFunction(([s, v]) => document.querySelector(s)?.getAttribute('aria-expanded') === v, [
        SECTIONS,
        state,
      ] as const)
      .then(() => undefined);
  const menu = by === 'touch' ? 'Sections popover (412 px, touch)' : 'Sections dropdown (1280 px, mouse)';
  const rounds = stage === 'hydrated' ? 2 : 1;
  for (let round = 1; round <= rounds; round += 1) {
    out.push({
      what: `${menu}, open ${round}`,
      ms: await timed(page, expanded('true'), () => press(SECTIONS)),
    });
    out.push({
      what: `${menu}, close ${round}`,
      ms: await timed(page, expanded('false'), () => press(SECTIONS)),
    });
    // the second round is React's: its form has taken over once the early menu is closed
    if (round === 1 && rounds > 1) await page.waitForSelector(`${SECTIONS}[id]`);
  }
  if (by === 'mouse') return out;
  const theme = await page.evaluate((a) => document.documentElement.getAttribute(a), THEME_ATTRIBUTE);
  const flipped = (): Promise<void> =>
    page
      .waitForFunction(([a, t]) => document.documentElement.getAttribute(a) !== t, [
        THEME_ATTRIBUTE,
        theme,
      ] as const)
      .then(() => undefined);
  out.push({ what: 'theme switch', ms: await timed(page, flipped, () => press(THEME)) });
  if (isArticle) {
    const copied = (): Promise<void> =>
      page.waitForSelector(`${COPY}[data-state="copied"]`).then(() => undefined);
    out.push({ what: 'copy control', ms: await timed(page, copied, () => press(COPY)) });
  }
  await press(SEARCH);
  for (let n = 1; n <= SEARCH_WORD.length; n += 1) {
    const typed = (): Promise<void> =>
      page
        .waitForFunction(([s, v]) => (document.querySelector(s) as HTMLInputElement).value === v, [
          SEARCH,
          SEARCH_WORD.slice(0, n),
        ] as const)
        .then(() => undefined);
    out.push({
      what: 'a key in the search box',
      ms: await timed(page, typed, () => page.keyboard.press(SEARCH_WORD[n - 1])),
    });
  }
  return out;
}

/** One page load: the page at a width and input, hydrated or with its scripts held, at a CPU. */
async function measureLoad(
  browser: Browser,
  origin: string,
  type: string,
  pagePath: string,
  by: 'touch' | 'mouse',
  stage: Stage,
  cpu: Cpu,
): Promise<Sample[]> {
  const touch = by === 'touch';
  const context = await browser.newContext({
    viewport: touch ? { width: 412, height: 823 } : { width: 1280, height: 800 },
    hasTouch: touch,
    isMobile: touch,
    colorScheme: 'light',
    serviceWorkers: 'block',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // tsx keeps functions' names with a helper, __name, that a function sent to the page lacks
  await context.addInitScript('window.__name = (f) => f;');
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  try {
    let release = (): void => undefined;
    if (stage === 'before') {
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
    }
    let rate = 1;
    // before hydration the page loads at the CPU measured; a hydrated page is slowed once loaded
    if (stage === 'before' && cpu === 'phone') rate = (await phoneRate(page)).rate;
    await page.goto(`${origin}${pagePath}`, { waitUntil: stage === 'before' ? 'load' : 'commit' });
    if (stage === 'hydrated') {
      await page.waitForFunction((a) => document.documentElement.hasAttribute(a), HYDRATED_ATTRIBUTE);
      if (cpu === 'phone') rate = (await phoneRate(page)).rate;
    }
    const done = await interactions(page, by, stage, type === 'article');
    if (stage === 'before') {
      const hydrated = await page.evaluate(
        (a) => document.documentElement.hasAttribute(a),
        HYDRATED_ATTRIBUTE,
      );
      if (hydrated) throw new Error(`${type}: the page hydrated while its scripts were held`);
      release();
    }
    await fullSpeed(page);
    return done.map((d) => ({ page: type, stage, cpu, rate, ...d }));
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const root = path.join(__dirname, '../..');
  const runs = Number(argValue(args, '--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of 1 or more');
  const only = argValue(args, '--pages')?.split(',').filter(Boolean);
  const out = path.resolve(argValue(args, '--out') ?? 'bench-results');
  const types = TYPES.filter((t) => !only || only.some((o) => t.startsWith(o)));
  if (types.length === 0)
    throw new Error(`--pages ${only?.join(',')} names no page type (${TYPES.join(', ')})`);
  if (!fs.existsSync(path.join(root, 'public', 'index.html')))
    throw new Error('public/ has no build: npm run build first');
  const pages = types.map((t) => {
    const p = PAGE_TYPES.find((x) => x.type === t);
    if (!p) throw new Error(`no page of type ${t}`);
    return p;
  });
  if (!labels.sections || !article.path) throw new Error('the suite’s site data is missing');
  const served = await serveBuild(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples: Sample[] = [];
  const failures: string[] = [];
  const loads: number[] = [os.loadavg()[0]];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const p of pages)
        for (const stage of ['hydrated', 'before'] as const)
          for (const by of ['touch', 'mouse'] as const)
            // full speed and the phone rate in turn, so that both meet the same moments of the machine
            for (const cpu of ['full', 'phone'] as const)
              try {
                samples.push(...(await measureLoad(browser, served.origin, p.type, p.path, by, stage, cpu)));
              } catch (error) {
                failures.push(`${p.type}, ${stage}, ${by}, ${cpu}: ${String(error).split('\n')[0]}`);
              }
      loads.push(os.loadavg()[0]);
      console.error(`run ${run} of ${runs} done, load ${os.loadavg()[0].toFixed(1)}`);
    }
  } finally {
    await browser.close();
    served.stop();
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  const rates = samples.filter((s) => s.cpu === 'phone').map((s) => s.rate);
  const header =
    `Answer times (Event Timing: input to next paint, an interaction's longest event), ${runs} run(s), ` +
    `${types.length} page types, commit ${commit}, phone rate ${Math.min(...rates).toFixed(2)}-${Math.max(...rates).toFixed(2)}×, ` +
    `load ${loads.map((l) => l.toFixed(1)).join(' → ')}`;
  const text =
    report(samples, header) +
    (failures.length
      ? `\n\nPage loads that failed (their answers are missing):\n${failures.join('\n')}`
      : '');
  if (failures.length) process.exitCode = 1;
  console.log(text);
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'answer-times.md'), `${text}\n`);
  fs.writeFileSync(path.join(out, 'answer-times.json'), JSON.stringify({ header, loads, samples }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
