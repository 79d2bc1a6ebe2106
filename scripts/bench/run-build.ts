/**
 * Runs `gatsby build` as a child process and measures it: wall time, the peak resident memory
 * of the main Gatsby process (VmHWM in /proc/<pid>/status, Linux's own high-water mark, polled
 * until the process exits) and of the whole process tree (its workers included), and the
 * duration Gatsby reports for each build step.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BUILD_ENV } from '../lib/build-env';

export interface BuildRun {
  wallMs: number;
  /** peak RSS of the main gatsby process, bytes */
  mainPeakRss: number;
  /** peak of the summed RSS of gatsby and all its descendants, bytes */
  treePeakRss: number;
  /** the largest single process's peak RSS (main or any worker: VmHWM), bytes */
  largestPeakRss: number;
  /** seconds per Gatsby activity ("source and transform nodes" -> 3.2) */
  steps: Record<string, number>;
  /** the highest RSS of the main process seen during each step (sampled), bytes */
  mainRssByStep: Record<string, number>;
  /** HTML pages Gatsby (re)rendered, from its "Building static HTML for pages" line */
  htmlRendered: number | null;
  /** 1-minute load average before and after, to judge how quiet the machine was */
  loadBefore: number;
  loadAfter: number;
  output: string;
}

const kb = (status: string, field: string): number => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return m ? Number(m[1]) * 1024 : 0;
};

function readStatus(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
}

/** Every descendant of `root` (by scanning /proc for parent ids). */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the command name may contain spaces; fields after ")" are fixed
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const out: number[] = [];
  const frontier = [root];
  while (frontier.length > 0) {
    const p = frontier.pop() as number;
    for (const [child, pp] of parent)
      if (pp === p) {
        out.push(child);
        frontier.push(child);
      }
  }
  return out;
}

/** Terminal colour and cursor codes removed. */
// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string): string => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

/** Parse "success <step> - 1.234s" lines (Gatsby's CI output) into seconds per step. */
export function parseSteps(output: string): Record<string, number> {
  const steps: Record<string, number> = {};
  const clean = stripAnsi(output);
  for (const m of clean.matchAll(/^success (.+?) - (\d+(?:\.\d+)?)s/gm))
    steps[m[1].trim()] = (steps[m[1].trim()] ?? 0) + Number(m[2]);
  const done = /Done building in (\d+(?:\.\d+)?) sec/.exec(clean);
  if (done) steps.total = Number(done[1]);
  return steps;
}

/**
 * Run `gatsby build` in `root` (with CONTENT_DIR=`contentDir` when given: the site; the reference
 * starter reads its own content folder); rejects when the build fails.
 */
export function runBuild(root: string, contentDir: string | null, pollMs = 100): Promise<BuildRun> {
  const cli = path.join(root, 'node_modules', 'gatsby', 'cli.js');
  const loadBefore = os.loadavg()[0];
  const started = process.hrtime.bigint();
  // node runs gatsby's CLI directly: its pid is the main build process, not a shell or npx
  const child = spawn(process.execPath, [cli, 'build'], {
    cwd: root,
    env: {
      ...process.env,
      // the site as `npm run build` builds it; the reference starter with its own defaults
      ...(contentDir === null ? {} : { ...BUILD_ENV, CONTENT_DIR: contentDir }),
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid as number;
  let output = '';
  // when each step ended (Gatsby prints "success <step>" as it finishes), to attribute memory
  const stepEnds: { at: number; step: string; seconds: number }[] = [];
  const onData = (d: Buffer): void => {
    const text = d.toString();
    output += text;
    for (const m of stripAnsi(text).matchAll(/^success (.+?) - (\d+(?:\.\d+)?)s/gm))
      stepEnds.push({ at: Date.now(), step: m[1].trim(), seconds: Number(m[2]) });
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const samples: { at: number; rss: number }[] = [];
  let mainPeakRss = 0;
  let treePeakRss = 0;
  let largestPeakRss = 0;
  let polls = 0;
  const poll = (): void => {
    const status = readStatus(pid);
    if (!status) return;
    mainPeakRss = Math.max(mainPeakRss, kb(status, 'VmHWM'));
    samples.push({ at: Date.now(), rss: kb(status, 'VmRSS') });
    // the tree is costlier to walk; every 5th poll is enough for the total
    if (polls++ % 5 === 0) {
      let sum = kb(status, 'VmRSS');
      for (const d of descendants(pid)) {
        const child = readStatus(d) ?? '';
        sum += kb(child, 'VmRSS');
        largestPeakRss = Math.max(largestPeakRss, kb(child, 'VmHWM'));
      }
      treePeakRss = Math.max(treePeakRss, sum);
    }
  };
  const timer = setInterval(poll, pollMs);
  return new Promise((resolve, reject) => {
    child.on('exit', () => poll());
    child.on('close', (code) => {
      clearInterval(timer);
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) {
        reject(new Error(`gatsby build exited with ${code}:\n${output.slice(-4000)}`));
        return;
      }
      const mainRssByStep: Record<string, number> = {};
      for (const sample of samples) {
        // a step ran from (end - its duration) to end; a sample belongs to the longest step
        // running at that moment (short steps are often reported inside long ones)
        const running = stepEnds.filter(
          (e) => e.at - e.seconds * 1000 - pollMs <= sample.at && sample.at <= e.at,
        );
        const step =
          running.length > 0
            ? running.reduce((a, b) => (b.seconds > a.seconds ? b : a)).step
            : '(between steps)';
        mainRssByStep[step] = Math.max(mainRssByStep[step] ?? 0, sample.rss);
      }
      const html = /Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(output);
      resolve({
        wallMs,
        mainPeakRss,
        treePeakRss: Math.max(treePeakRss, mainPeakRss),
        largestPeakRss: Math.max(largestPeakRss, mainPeakRss),
        steps: parseSteps(output),
        mainRssByStep,
        htmlRendered: html ? Number(html[1]) : /no new or changed html files/.test(output) ? 0 : null,
        loadBefore,
        loadAfter: os.loadavg()[0],
        output,
      });
    });
  });
}
