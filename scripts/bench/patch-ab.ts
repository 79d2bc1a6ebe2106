/**
 * `npm run bench:patches -- --changes G3,G8 [--kind warm|cold] [--size 10000] [--rounds 2] [--seed S] [--out DIR]`
 *
 * The changes of patches/ measured by building without each of them. A round is one build with
 * every change and one build without each named change (the others kept); the build with every
 * change comes first in odd rounds and last in even ones, so that a drifting machine does not
 * favour one side, and it is every change's "with" side. "Without" is the installed, patched
 * file edited back to upstream's behaviour for that change alone (scripts/bench/patch-variants.ts);
 * the file is restored after each build, and before anything when an interrupted run left a copy
 * behind.
 *
 * A setting `NAME=VALUE` among the changes is measured the same way, the build with that variable
 * set as its "without" side (`--changes SEARCH_TEXT_INDEX=off`: the build without the text index).
 *
 * --kind warm (default): one cold build of the corpus and one rebuild to settle the cache, then
 * rebuilds, each after one more edited article, as an editor meets them. --kind cold: every build
 * starts without public/ and .cache/. Changes that only act in the other kind are skipped with a
 * line saying so.
 *
 * Reports per change: the whole build, the main process's peak memory and the steps it is meant
 * to shorten, each as the runs with and without it, their medians and whether the gain is beyond
 * the spread of the runs (every run with the change below every run without it). Writes
 * DIR/patches-<kind>.md and .json after every round (default bench-results/patches/), each
 * build's log under DIR/logs/, and prints the table.
 *
 * It replaces public/ and .cache/ of this folder; the load average is recorded with every build.
 */
import fs from 'fs';
import path from 'path';
import { argValue } from '../lib/args';
import { DEFAULT_SEED } from '../corpus/generator';
import { benchCorpus, editOneArticle } from './bench-corpus';
import { median, MB } from './bench-results';
import { BuildRun, runBuild } from './run-build';
import { applyVariant, BuildKind, changeById, PatchChange } from './patch-variants';

const root = path.resolve(__dirname, '../..');
const modules = path.join(root, 'node_modules');
const backupDir = path.join(root, '.cache-patch-ab');

interface Sample {
  wallS: number;
  mainMB: number;
  load: number;
  steps: Record<string, number>;
}

interface ChangeResult {
  change: PatchChange;
  with: Sample[];
  without: Sample[];
}

/** Put back every file edited for a build without a change (`leftBehind`: by an interrupted run, said so). */
function restoreBackups(leftBehind = false): void {
  if (!fs.existsSync(backupDir)) return;
  for (const name of fs.readdirSync(backupDir)) {
    const target = path.join(modules, decodeURIComponent(name));
    fs.copyFileSync(path.join(backupDir, name), target);
    if (leftBehind)
      console.log(
        `bench:patches: restored node_modules/${decodeURIComponent(name)} left edited by an earlier run`,
      );
  }
  fs.rmSync(backupDir, { recursive: true, force: true });
}

/** Runs `build` with the change's edits written into node_modules (or its setting), then restores the files. */
async function withoutChange<T>(change: PatchChange, build: () => Promise<T>): Promise<T> {
  fs.mkdirSync(backupDir, { recursive: true });
  // a setting edits no file
  const files = change.file === '' ? [] : [change.file];
  const edited = new Map<string, string>();
  for (const file of files)
    edited.set(file, applyVariant(fs.readFileSync(path.join(modules, file), 'utf8'), change));
  const envBefore = Object.fromEntries(Object.keys(change.env ?? {}).map((k) => [k, process.env[k]]));
  try {
    for (const file of files) {
      fs.copyFileSync(path.join(modules, file), path.join(backupDir, encodeURIComponent(file)));
      fs.writeFileSync(path.join(modules, file), edited.get(file) as string);
    }
    Object.assign(process.env, change.env);
    return await build();
  } finally {
    for (const [k, v] of Object.entries(envBefore))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    restoreBackups();
  }
}

const sampleOf = (run: BuildRun): Sample => ({
  wallS: run.wallMs / 1000,
  mainMB: run.mainPeakRss / MB,
  load: run.loadBefore,
  steps: run.steps,
});

const clean = (): void => {
  fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true });
  fs.rmSync(path.join(root, 'public'), { recursive: true, force: true });
};

/** Every run with the change below every run without it (lower is better). */
export const beyondSpread = (withRuns: number[], withoutRuns: number[]): boolean =>
  withRuns.length > 0 && withoutRuns.length > 0 && Math.max(...withRuns) < Math.min(...withoutRuns);

const fmt = (xs: number[], digits: number): string => xs.map((x) => x.toFixed(digits)).join(', ');

function row(label: string, withRuns: number[], withoutRuns: number[], digits: number): string {
  const gain = median(withoutRuns) - median(withRuns);
  return (
    `| ${label} | ${fmt(withRuns, digits)} | ${fmt(withoutRuns, digits)} | ${median(withRuns).toFixed(digits)} / ` +
    `${median(withoutRuns).toFixed(digits)} | ${gain.toFixed(digits)} | ${beyondSpread(withRuns, withoutRuns) ? 'yes' : 'no'} |`
  );
}

export function renderResults(
  kind: BuildKind,
  size: number,
  rounds: number,
  results: ChangeResult[],
): string {
  const lines = [
    `# Patches with and without, ${kind} builds, ${size.toLocaleString('en')} articles, ${rounds} rounds`,
    '',
    `\`npm run bench:patches -- --kind ${kind} --size ${size} --rounds ${rounds} --changes ${results.map((r) => r.change.id).join(',')}\``,
    '',
  ];
  for (const r of results) {
    const loads = [...r.with, ...r.without].map((s) => s.load);
    lines.push(
      `## ${r.change.id} (load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)})`,
      '',
      '| measure | with (runs) | without (runs) | median with / without | gain | beyond the spread |',
      '| --- | --- | --- | --- | --- | --- |',
      row(
        'build, s',
        r.with.map((s) => s.wallS),
        r.without.map((s) => s.wallS),
        1,
      ),
      row(
        'main process peak, MB',
        r.with.map((s) => s.mainMB),
        r.without.map((s) => s.mainMB),
        0,
      ),
    );
    for (const step of r.change.steps)
      lines.push(
        row(
          `${step}, s`,
          r.with.map((s) => s.steps[step] ?? 0),
          r.without.map((s) => s.steps[step] ?? 0),
          2,
        ),
      );
    lines.push('');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const kind = (argValue(args, '--kind') ?? 'warm') as BuildKind;
  if (kind !== 'warm' && kind !== 'cold') throw new Error(`--kind is warm or cold, not ${kind}`);
  const size = Number(argValue(args, '--size') ?? 10000);
  const rounds = Number(argValue(args, '--rounds') ?? 2);
  const seed = Number(argValue(args, '--seed') ?? DEFAULT_SEED);
  const out = path.resolve(root, argValue(args, '--out') ?? 'bench-results/patches');
  const ids = (argValue(args, '--changes') ?? '').split(',').filter(Boolean);
  if (ids.length === 0) throw new Error('name the changes: --changes G3,G8 (the rows of patches/README.md)');
  restoreBackups(true);
  const changes = ids.map(changeById).filter((c) => {
    if (c.kinds.includes(kind)) return true;
    console.log(
      `bench:patches: ${c.id} acts only in ${c.kinds.join(' and ')} builds; skipped in ${kind} builds`,
    );
    return false;
  });
  // every variant must apply before the first build
  for (const c of changes.filter((x) => x.file !== ''))
    applyVariant(fs.readFileSync(path.join(modules, c.file), 'utf8'), c);
  const pictures = changes.some((c) => c.pictures === true);
  if (pictures && changes.some((c) => c.pictures !== true))
    throw new Error(
      'the picture changes (S1) need the corpus with pictures: measure them in a run of their own',
    );
  const { corpusDir, corpus } = benchCorpus(size, seed, pictures);
  const undo: (() => void)[] = [];
  let edits = 0;
  const build = async (label: string): Promise<Sample> => {
    if (kind === 'cold') clean();
    else
      undo.push(editOneArticle(path.join(corpusDir, corpus.articles[edits++ % corpus.articles.length].file)));
    const run = await runBuild(root, corpusDir);
    fs.mkdirSync(path.join(out, 'logs'), { recursive: true });
    fs.writeFileSync(path.join(out, 'logs', `${label.replace(/[^\w-]+/g, '-')}.log`), run.output);
    const s = sampleOf(run);
    console.log(
      `bench:patches: ${label}: ${s.wallS.toFixed(1)} s, main ${s.mainMB.toFixed(0)} MB, load ${s.load.toFixed(1)}`,
    );
    return s;
  };
  const done: ChangeResult[] = [];
  try {
    if (kind === 'warm') {
      clean();
      await build('cold build to start from');
      await build('rebuild to settle the cache');
    }
    const results = new Map(changes.map((c) => [c.id, { change: c, with: [], without: [] } as ChangeResult]));
    const withRuns: Sample[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      // the shared build with every change first in odd rounds and last in even ones
      const order: (PatchChange | null)[] = [null, ...changes];
      if (round % 2 === 0) order.reverse();
      for (const change of order) {
        const label = `${change ? `without ${change.id}` : 'with every change'}, round ${round}/${rounds}`;
        if (change === null) withRuns.push(await build(label));
        else results.get(change.id)?.without.push(await withoutChange(change, () => build(label)));
      }
      // the report so far, after every round: a run stopped early keeps its finished rounds
      for (const r of results.values()) r.with = withRuns;
      writeReport(out, kind, size, round, [...results.values()]);
    }
    done.push(...results.values());
  } finally {
    for (const u of undo.reverse()) u();
  }
  console.log(`\n${writeReport(out, kind, size, rounds, done)}`);
}

/** Writes DIR/patches-<kind>.md and .json; returns the report. */
function writeReport(
  out: string,
  kind: BuildKind,
  size: number,
  rounds: number,
  results: ChangeResult[],
): string {
  const report = renderResults(kind, size, rounds, results);
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, `patches-${kind}.md`), `${report}\n`);
  fs.writeFileSync(path.join(out, `patches-${kind}.json`), `${JSON.stringify(results, null, 2)}\n`);
  return report;
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
