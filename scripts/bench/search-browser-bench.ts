/**
 * `npx tsx scripts/bench/search-browser-bench.ts [--index DIR] [--public DIR] [--rate 4] [--simulate] [--main-thread] [--key-delay 150]`
 *
 * The search box in Chromium at `rate`x CPU slowdown (CDP Emulation.setCPUThrottlingRate): the
 * built site (public/) with the search index of DIR in place of its own (a generated corpus's,
 * from `npm run bench:search -- --out DIR`), served on a free port. For reader queries of every
 * kind it reports what the first search fetched (the search code and the index parts, gzipped),
 * the first search's time from its last key to its answer on screen (the box's first use, the
 * query typed key by key, `--key-delay` ms apart, as soon as the page is ready: the code, the
 * worker and the parts load meanwhile),
 * the time from the last keystroke to the results on screen once the parts have arrived (the
 * complete answer's first rows, and every row), and the longest task the page ran meanwhile.
 * The search runs in a dedicated worker, which Chromium cannot slow down ("Operation is only
 * supported for pages, not workers"): the answer time then has the engine at full speed.
 * `--main-thread` hides Worker from the page, so that the engine runs on the page's thread,
 * slowed down like everything else: the answer time at 4x CPU.
 *
 * The longest task is read from a Chromium trace of the timed search (the page's main thread,
 * every task, not only those the Long Tasks API reports), and also of the first search (the box's
 * first use: the search code loading, the worker starting, the parts arriving, the panel's first
 * rows). `--simulate` runs at full speed and multiplies the longest task by `rate`, as
 * Lighthouse's simulated throttling does (the answer times are then those at full speed, which
 * waits for frames make no shorter): Chromium's own throttling slows the browser's style, layout
 * and paint 6-11 times at rate 4 against 4-5 for a script (docs/performance.md), so at rate 4 it
 * overstates the rendering-heavy tasks. Simulated, a task counts by the time its thread ran: its
 * wall time at full speed also holds waits for a core (the worker, this server and Chromium's
 * other threads share the machine) and for the compositor to take a frame, which a slower CPU
 * would not make 4 times longer; the wall-time figures are given beside it.
 */
import fs from 'fs';
import http from 'http';
import path from 'path';
import { gzipSync } from 'zlib';
import { launchChromium } from '../../tests/support/chromium';
import { SEARCH_INDEX_PATH, SEARCH_PARTS_DIR } from '../../src/domain/listings/routes';
import { decodeTitleChunk } from '../../src/domain/search/title-index';
import { argValue } from '../lib/args';
import { freePort } from '../lib/serve';
import { quantile, readerQueries, readIndex } from './search-bench';

/** A static server over `publicDir`, taking the search index from `indexDir`. */
function serveOverlay(publicDir: string, indexDir: string, port: number): http.Server {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  return http
    .createServer((req, res) => {
      const url = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const fromIndex = url === SEARCH_INDEX_PATH || url.startsWith(`${SEARCH_PARTS_DIR}/`);
      let file = path.join(fromIndex ? indexDir : publicDir, url);
      if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
      if (!file.startsWith(fromIndex ? indexDir : publicDir) || !fs.existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
    })
    .listen(port, '127.0.0.1');
}

/**
 * Runs in the page (a string, so that no build helper of this script's compiler leaks into it):
 * types `q` into the box as one input event and gives the time until the results that answer it
 * are on screen.
 */
const TIMED_SEARCH = `async (q) => {
  const input = document.querySelector('input[type="search"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  input.focus();
  setValue.call(input, q);
  const t0 = performance.now();
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // the time to the next frame after an attribute naming q appears
  const until = (attribute) =>
    new Promise((resolve) => {
      const check = () => {
        if (document.querySelector('[' + attribute + '="' + CSS.escape(q) + '"]'))
          requestAnimationFrame(() => resolve(performance.now() - t0));
        else requestAnimationFrame(check);
      };
      check();
    });
  const answerMs = await until('data-answered');
  const allShownMs = await until('data-all-shown');
  return { answerMs, allShownMs };
}`;

/**
 * Runs in the page before the box's first use: notes the time of each input event in the box,
 * and resolves `window.__firstAnswer` with the time from the last one to the next frame after
 * the complete answer to `q` is on screen.
 */
const FIRST_USE_CLOCK = `(q) => {
  const input = document.querySelector('input[type="search"]');
  input.addEventListener('input', () => { window.__lastKey = performance.now(); });
  window.__firstAnswer = new Promise((resolve) => {
    const check = () => {
      if (document.querySelector('[data-answered="' + CSS.escape(q) + '"]'))
        requestAnimationFrame(() => resolve(performance.now() - window.__lastKey));
      else requestAnimationFrame(check);
    };
    check();
  });
}`;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** the time the thread ran (not waiting for a core or for another thread), µs */
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * The longest task (ms) on the main thread of the renderer that handled the search's input event,
 * from a Chromium trace: by its wall time, or by the time its thread ran (without the time it
 * waited for a core, or for the compositor thread to take a frame).
 */
export function longestMainThreadTask(
  events: readonly TraceEvent[],
  clock: 'wall' | 'thread' = 'wall',
): number {
  const thread = (e: TraceEvent): string => `${e.pid}:${e.tid}`;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  );
  const input = events.find(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input' && mains.has(thread(e)),
  );
  if (!input) throw new Error('the trace holds no input event on a renderer main thread');
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && thread(e) === thread(input));
  return Math.max(0, ...tasks.map((e) => ((clock === 'thread' ? e.tdur : e.dur) ?? 0) / 1000));
}

export interface BrowserSearchFigures {
  query: string;
  /** gzipped bytes fetched from the first use of the box to the answer with every row (code + index) */
  firstSearchGzip: number;
  /** the first search: its last key to its complete answer's first screen, ms */
  firstAnswerMs: number;
  /**
   * last keystroke to the complete answer's first screen: its first rows (RENDER_STEP of them, the
   * title rows and then the text results'), parts loaded, ms
   */
  answerMs: number;
  /** the same to every row on screen (up to 100 titles and 10 text results, added a frame at a time), ms */
  allShownMs: number;
  /** the longest task, ms; simulated: its thread time × rate */
  longestTaskMs: number;
  /** the longest task of the first search (the box's first use: its code and parts loading), ms */
  firstLongestTaskMs: number;
  /** simulated: the same two by wall time × rate */
  longestWallMs: number;
  firstLongestWallMs: number;
}

/** The trace events (the main thread's tasks) of what `act` makes the page do. */
async function traced(
  cdp: import('playwright-core').CDPSession,
  act: () => Promise<unknown>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: object[] }): void => void events.push(...(e.value as unknown as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  try {
    await act();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const indexDir = path.resolve(argValue(args, '--index') ?? 'public');
  const publicDir = path.resolve(argValue(args, '--public') ?? 'public');
  const rate = Number(argValue(args, '--rate') ?? 4);
  const keyDelay = Number(argValue(args, '--key-delay') ?? 150);
  const mainThread = args.includes('--main-thread');
  // simulated: measured at full speed, each figure multiplied by the rate
  const simulate = args.includes('--simulate');
  const factor = simulate ? rate : 1;
  // simulated: the work of the longest task made `rate` times slower; at full speed on a loaded
  // machine its wall time also holds waits for a core (the worker, the server and Chromium's own
  // threads share this machine's two), which a slower CPU would not lengthen
  const clock = simulate ? 'thread' : 'wall';
  const index = readIndex(indexDir);
  const entries = index.manifest.d
    .slice(0, 50)
    .flatMap((n) => decodeTitleChunk(JSON.parse(index.part(n)), index.manifest.g));
  const queries = readerQueries(entries, Number(argValue(args, '--queries') ?? 9));
  const port = await freePort();
  const server = serveOverlay(publicDir, indexDir, port);
  const context = await launchChromium();
  const figures: BrowserSearchFigures[] = [];
  try {
    for (const query of queries) {
      const page = await context.newPage();
      if (mainThread)
        await page.addInitScript(() => Object.defineProperty(window, 'Worker', { value: undefined }));
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: simulate ? 1 : rate });
      // every query is a first search: nothing from an earlier page's fetches
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      // the files the first search fetched, compressed once it is over: compressing them meanwhile
      // took this machine's cores from the page being measured
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (r) => {
        const p = new URL(r.url()).pathname;
        if (p.endsWith('.js') || p === SEARCH_INDEX_PATH || p.startsWith(SEARCH_PARTS_DIR))
          bodies.push(r.body().catch(() => Buffer.alloc(0)));
      });
      const box = page.getByRole('searchbox');
      // Playwright's own script goes into the page on its first query of it: before the trace
      await page.waitForSelector(`[data-all-shown="${query}"]`, { state: 'detached' });
      await box.waitFor();
      // first search, traced: the box's first use, typed key by key; the code and the parts it needs arrive
      await page.evaluate(`(${FIRST_USE_CLOCK})(${JSON.stringify(query)})`);
      const first = await traced(cdp, async () => {
        await box.focus();
        await page.keyboard.type(query, { delay: keyDelay });
        await page.waitForSelector(`[data-all-shown="${query}"]`, { timeout: 60_000 });
        await page.waitForLoadState('networkidle');
      });
      // (the answer's time is its wall time: simulated, at full speed, not multiplied)
      const firstAnswerMs = (await page.evaluate('window.__firstAnswer')) as number;
      const firstSearchGzip = (await Promise.all(bodies)).reduce((n, body) => n + gzipSync(body).length, 0);
      await box.fill('');
      // the timed search, traced: the query typed again, one keystroke (input event) at the end
      let timed = { answerMs: 0, allShownMs: 0 };
      const events = await traced(cdp, async () => {
        timed = (await page.evaluate(`(${TIMED_SEARCH})(${JSON.stringify(query)})`)) as typeof timed;
      });
      figures.push({
        query,
        firstSearchGzip,
        firstAnswerMs,
        answerMs: timed.answerMs,
        allShownMs: timed.allShownMs,
        longestTaskMs: longestMainThreadTask(events, clock) * factor,
        firstLongestTaskMs: longestMainThreadTask(first, clock) * factor,
        longestWallMs: longestMainThreadTask(events) * factor,
        firstLongestWallMs: longestMainThreadTask(first) * factor,
      });
      await page.close();
    }
  } finally {
    await context.close();
    server.close();
  }
  const sorted = (f: (x: BrowserSearchFigures) => number) => figures.map(f).sort((a, b) => a - b);
  for (const f of figures)
    console.log(
      `${f.query.padEnd(32)} first search ${(f.firstSearchGzip / 1024).toFixed(1)} KB gzipped, its last key to its answer ${f.firstAnswerMs.toFixed(0)} ms; typed again: answer ${f.answerMs.toFixed(0)} ms, every row ${f.allShownMs.toFixed(0)} ms, longest task ${f.longestTaskMs.toFixed(0)} ms (first search ${f.firstLongestTaskMs.toFixed(0)} ms)` +
        (simulate
          ? `, by wall time ${f.longestWallMs.toFixed(0)} (${f.firstLongestWallMs.toFixed(0)}) ms`
          : ''),
    );
  const bytes = sorted((f) => f.firstSearchGzip);
  const ms = sorted((f) => f.answerMs);
  const firstMs = sorted((f) => f.firstAnswerMs);
  const all = sorted((f) => f.allShownMs);
  /** "median M ms, max X ms, over 50 ms in N" of a task figure */
  const longest = (f: (x: BrowserSearchFigures) => number): string => {
    const t = sorted(f);
    return `median ${quantile(t, 0.5).toFixed(0)} ms, max ${t[t.length - 1].toFixed(0)} ms, over 50 ms in ${t.filter((x) => x > 50).length} of ${t.length}`;
  };
  console.log(
    `${index.manifest.n} articles, ${simulate ? `full speed, longest task's thread time ×${rate} (simulated ${rate}x CPU)` : `${rate}x CPU (Chromium’s throttling)`}, search ${mainThread ? 'on the page’s thread' : 'in the worker (not slowed)'}: first search median ${(quantile(bytes, 0.5) / 1024).toFixed(1)} KB, max ${(bytes[bytes.length - 1] / 1024).toFixed(1)} KB gzipped (code + index), its last key to its answer (keys ${keyDelay} ms apart) median ${quantile(firstMs, 0.5).toFixed(0)} ms, max ${firstMs[firstMs.length - 1].toFixed(0)} ms; ` +
      `typed again: answer median ${quantile(ms, 0.5).toFixed(0)} ms, max ${ms[ms.length - 1].toFixed(0)} ms; ` +
      `every row median ${quantile(all, 0.5).toFixed(0)} ms, max ${all[all.length - 1].toFixed(0)} ms; ` +
      `longest task ${longest((f) => f.longestTaskMs)}; first search's longest task ${longest((f) => f.firstLongestTaskMs)}` +
      (simulate
        ? `; by wall time ×${rate}: longest task ${longest((f) => f.longestWallMs)}, first search's ${longest((f) => f.firstLongestWallMs)}`
        : ''),
  );
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
