/**
 * Warm against clean: a change built on the previous build's cache, and the same tree built from
 * an empty cache, must give the same public/, file for file and byte for byte. Used by the build
 * test on a small fixture (tests/build/warm-equals-clean.test.ts) and by the verification script
 * over the shipped content (scripts/bench/warm-clean.ts).
 */
import { spawnSync } from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { filesUnder } from '../../src/node/files/walk';

/** Every file under `dir` by relative path (forward slashes), with its md5. */
export function listing(dir: string): Map<string, string> {
  return new Map(
    filesUnder(dir).map((rel) => [
      rel,
      crypto
        .createHash('md5')
        .update(fs.readFileSync(path.join(dir, rel)))
        .digest('hex'),
    ]),
  );
}

/** The first place two texts differ, with a little of each around it. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const around = (s: string): string => JSON.stringify(s.slice(Math.max(0, i - 60), i + 60));
  return `at character ${i}: ${around(a)} / ${around(b)}`;
}

/**
 * Every file that differs between two folders, one line each: only in one of them, or in both
 * with other bytes (and where, for a text file).
 */
export function compareFolders(warmDir: string, cleanDir: string, labels = ['warm', 'clean']): string[] {
  const [warmName, cleanName] = labels;
  const warm = listing(warmDir);
  const clean = listing(cleanDir);
  const lines: string[] = [];
  for (const [file, hash] of [...warm].sort(([a], [b]) => a.localeCompare(b))) {
    const other = clean.get(file);
    if (other === undefined) lines.push(`${file}: only in the ${warmName} build`);
    else if (other !== hash) {
      const a = fs.readFileSync(path.join(warmDir, file));
      const b = fs.readFileSync(path.join(cleanDir, file));
      const text = /\.(html|json|css|js|xml|txt|webmanifest|svg)$/.test(file);
      lines.push(
        `${file}: differs (${a.length} / ${b.length} bytes${text ? `, ${firstDifference(a.toString('utf8'), b.toString('utf8'))}` : ''})`,
      );
    }
  }
  for (const file of [...clean.keys()].sort())
    if (!warm.has(file)) lines.push(`${file}: only in the ${cleanName} build`);
  // a hashed file named otherwise in each build (a webpack runtime, say): are its bytes the same?
  const onlyIn = (a: Map<string, string>, b: Map<string, string>) =>
    [...a.keys()].filter((f) => !b.has(f) && HASHED_NAME.test(f));
  const cleanOnly = onlyIn(clean, warm);
  for (const file of onlyIn(warm, clean)) {
    const stem = file.replace(HASHED_NAME, '$1$3');
    const twin = cleanOnly.find((f) => f.replace(HASHED_NAME, '$1$3') === stem);
    if (!twin) continue;
    const a = fs.readFileSync(path.join(warmDir, file), 'utf8');
    const b = fs.readFileSync(path.join(cleanDir, twin), 'utf8');
    lines.push(
      `${file} / ${twin}: ${a === b ? 'the same bytes under two names' : `the bytes differ ${firstDifference(a, b)}`}`,
    );
  }
  return lines;
}

/** A file name with a 20-hex content hash (webpack's chunks and runtime, the stylesheet). */
const HASHED_NAME = /^(.*[-.])([0-9a-f]{20})(\.[a-z]+)$/;

export interface SiteBuild {
  status: number | null;
  output: string;
  seconds: number;
}

/** `gatsby build` in `root` with `env` added, on whatever cache is there (limit in seconds). */
export function gatsbyBuild(root: string, env: Record<string, string>, limitSeconds = 900): SiteBuild {
  const started = Date.now();
  const result = spawnSync('timeout', ['--kill-after=30', String(limitSeconds), 'npx', 'gatsby', 'build'], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    seconds: (Date.now() - started) / 1000,
  };
}

/** Empty Gatsby's cache and public/ in `root` (what `gatsby clean` does). */
export function cleanSite(root: string): void {
  for (const dir of ['.cache', 'public']) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
}

/** A copy of `root`'s public/ in `to` (replaced). */
export function keepPublic(root: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'public'), to, { recursive: true });
}

/** One change of the sequence: what it does to the tree (and the build's environment). */
export interface Change {
  name: string;
  apply: () => void;
  /** the environment of this change's builds and of every later one */
  env?: Record<string, string>;
}

export interface StepResult {
  name: string;
  warmSeconds: number;
  cleanSeconds: number;
  differences: string[];
  /** the warm build's log lines about a dropped cache or removed files */
  notes: string[];
}

/** The log lines of a build that say it dropped its cache, removed files or drew share pictures. */
export const buildNotes = (output: string): string[] =>
  output
    .split('\n')
    .filter((l) => /Build inputs|Site code changed|Stale files: removed|Share pictures:/.test(l))
    .map((l) =>
      l.replace(/^.*?(Build inputs|Site code changed|Stale files|Share pictures)/, '$1').slice(0, 400),
    );

/**
 * For each change in turn: apply it, build warm on the cache there is, keep that public/, build
 * the same tree clean, compare. The clean build's cache is the next change's warm start. Throws
 * when a build fails. `baseEnv` holds for every build; a change's `env` from it on.
 */
export function warmAgainstClean(
  root: string,
  changes: readonly Change[],
  baseEnv: Record<string, string>,
  workDir: string,
  {
    build = (env) => gatsbyBuild(root, env),
    log = () => undefined,
  }: { build?: (env: Record<string, string>) => SiteBuild; log?: (line: string) => void } = {},
): StepResult[] {
  let env = { ...baseEnv };
  const must = (build: SiteBuild, what: string): SiteBuild => {
    if (build.status !== 0) throw new Error(`${what} failed:\n${build.output.slice(-5000)}`);
    return build;
  };
  cleanSite(root);
  const first = must(build(env), 'the first clean build');
  log(`clean build of the starting tree: ${first.seconds.toFixed(1)} s`);
  const results: StepResult[] = [];
  for (const change of changes) {
    change.apply();
    env = { ...env, ...change.env };
    const warm = must(build(env), `the warm build after "${change.name}"`);
    const warmDir = path.join(workDir, 'warm-public');
    keepPublic(root, warmDir);
    cleanSite(root);
    const clean = must(build(env), `the clean build after "${change.name}"`);
    const differences = compareFolders(warmDir, path.join(root, 'public'));
    const result = {
      name: change.name,
      warmSeconds: warm.seconds,
      cleanSeconds: clean.seconds,
      differences,
      notes: buildNotes(warm.output),
    };
    log(
      `${change.name}: warm ${warm.seconds.toFixed(1)} s, clean ${clean.seconds.toFixed(1)} s, ` +
        `${differences.length === 0 ? 'identical' : `${differences.length} file(s) differ`}`,
    );
    results.push(result);
  }
  return results;
}
