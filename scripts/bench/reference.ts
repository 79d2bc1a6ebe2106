/**
 * The reference for side-by-side benchmarks: the official gatsby-starter-blog, built from the same
 * article bodies by `../shared/reference/build-reference.sh` (outside this repository; it is a
 * benchmark only and none of its code is part of the site). The script installs the starter once
 * and converts a folder of our articles into its content shape; the builds themselves are run
 * and measured here with the same `runBuild` as ours, so both sides are measured the same way
 * (wall time, peak RSS of the main process and of all processes).
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { BuildRun, runBuild } from './run-build';

/** Where the reference's build script lives: BENCH_REFERENCE_SCRIPT, else ../shared/reference/. */
export function referenceScript(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(
    env.BENCH_REFERENCE_SCRIPT || path.join(root, '..', 'shared', 'reference', 'build-reference.sh'),
  );
}

/** The starter's working copy; the same default as build-reference.sh (REFERENCE_DIR overrides both). */
export function referenceDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.REFERENCE_DIR || '/tmp/reference-gatsby-starter-blog');
}

/**
 * Install the starter (first time only) and give it the articles of `articlesDir` as its posts,
 * without building (the script's RUNS argument is 0). Returns the starter's folder and its posts.
 */
export function prepareReference(root: string, articlesDir: string): { dir: string; posts: number } {
  const script = referenceScript(root);
  if (!fs.existsSync(script))
    throw new Error(
      `the reference build script is missing: ${script}\n` +
        'Set BENCH_REFERENCE_SCRIPT to its path (build-reference.sh from the shared reference folder).',
    );
  const dir = referenceDir();
  const run = spawnSync('bash', [script, articlesDir, '0'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REFERENCE_DIR: dir, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (run.status !== 0)
    throw new Error(
      `preparing the reference failed (${script}, exit ${run.status}):\n${run.stderr || run.stdout}`,
    );
  return { dir, posts: countPosts(path.join(dir, 'content', 'blog')) };
}

/** Posts in the starter's content folder (one `<slug>/index.md` each). */
export function countPosts(blogDir: string): number {
  if (!fs.existsSync(blogDir)) return 0;
  return fs
    .readdirSync(blogDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(blogDir, e.name, 'index.md'))).length;
}

/** One cold build of the reference: its cache and output removed first, as for ours. */
export async function coldReferenceBuild(dir: string): Promise<BuildRun> {
  fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
  fs.rmSync(path.join(dir, 'public'), { recursive: true, force: true });
  return runBuild(dir, null);
}

export { ratio } from './targets';
