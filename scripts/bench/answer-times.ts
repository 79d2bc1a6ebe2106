/**
 * `npm run bench:answers [-- --runs N]`
 *
 * How long the pages take to answer a reader's input on a phone's CPU: runs the timed browser
 * scenarios (tests/e2e/timed, the CPU of tests/e2e/support/phone-cpu.ts) N times (default 3),
 * one at a time, on the production build in public/ (built from this commit: `npm run build`
 * first), and gives each answer's median, least and most against the 200 ms target, with the load
 * average before and after. The scenarios note their times and assert only what holds at any
 * speed; this is where the times are judged.
 */
import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { argValue } from '../lib/args';
import { quantile } from './search-bench';

/** The answer-time target: an answer on the phone's CPU comes within this many ms. */
const TARGET_MS = 200;

interface Report {
  suites?: Report[];
  specs?: {
    title: string;
    tests: { results: { annotations?: { type: string; description?: string }[] }[] }[];
  }[];
}

/** Every timing annotation of the report, as "test › answer" → times in ms. */
function timings(report: Report, into = new Map<string, number[]>()): Map<string, number[]> {
  for (const suite of report.suites ?? []) timings(suite, into);
  for (const spec of report.specs ?? [])
    for (const result of spec.tests.flatMap((t) => t.results))
      for (const a of result.annotations ?? []) {
        const m = a.type === 'timing' ? /^(.*?): (-?\d+) ms/.exec(a.description ?? '') : null;
        if (!m) continue;
        const key = `${spec.title} › ${m[1]}`;
        into.set(key, [...(into.get(key) ?? []), Number(m[2])]);
      }
  return into;
}

function main(): void {
  const root = path.join(__dirname, '../..');
  const runs = Number(argValue(process.argv, '--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of 1 or more');
  const out = path.join(root, 'artifacts/answer-times.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const loadBefore = os.loadavg()[0];
  // the build must be this commit's: e2e.sh --no-build refuses any other
  const run = spawnSync(
    'bash',
    [
      'scripts/e2e.sh',
      '--no-build',
      'tests/e2e/timed',
      '--project',
      'timed',
      '--no-deps',
      '--workers',
      '1',
      '--repeat-each',
      String(runs),
      '--reporter',
      'json',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    },
  );
  const loadAfter = os.loadavg()[0];
  if (!fs.existsSync(out)) throw new Error(`the scenarios did not run (exit ${run.status}): see above`);
  const times = timings(JSON.parse(fs.readFileSync(out, 'utf8')) as Report);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  console.log(
    `Answer times on the phone CPU, ${runs} run(s), commit ${commit}, load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
  );
  console.log(`\n| answer | median | least–most | target ${TARGET_MS} ms |\n| --- | --- | --- | --- |`);
  for (const [what, ms] of times) {
    const sorted = [...ms].sort((a, b) => a - b);
    const median = quantile(sorted, 0.5);
    console.log(
      `| ${what} | ${median} ms | ${sorted[0]}–${sorted[sorted.length - 1]} ms | ${median <= TARGET_MS ? 'met' : 'over'} |`,
    );
  }
  if (run.status !== 0) {
    console.error(`\nSome scenarios failed (exit ${run.status}): their times above may be missing.`);
    process.exitCode = run.status ?? 1;
  }
}

main();
