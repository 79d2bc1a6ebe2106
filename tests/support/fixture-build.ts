/**
 * `gatsby build` of another content folder (CONTENT_DIR) in the project, as the fixture-build
 * tests run it. Each starts from an empty `.cache` and `public/`: a fixture is a different site,
 * and Gatsby's incremental state from the previous build belongs to other content.
 *
 * Seen in CI and reproduced here once (the hostile fixture's build, then the fallbacks fixture's
 * on its cache): /development-resources kept the hostile build's page-data and HTML although its
 * page context in Gatsby's saved state had the new articles. Gatsby had not re-run the page, so
 * the listing test failed. Clean builds of the same sequence never showed it (4 of 4).
 */
import { spawnSync, type SpawnSyncOptions } from 'child_process';
import fs from 'fs';
import path from 'path';

export const projectRoot = path.resolve(__dirname, '../..');

export interface FixtureBuild {
  status: number | null;
  /** stdout then stderr */
  output: string;
}

/**
 * How long a test's build may run: a fixture build takes about a minute, the shipped content's
 * two. A build that waits forever (a deadlock in webpack or a worker) would otherwise hold the
 * whole test command until CI's own limit, with nothing in the log to say where it stopped.
 */
const BUILD_LIMIT_SECONDS = 900;

/**
 * Run a build command to its end, or stop it and every process it started (coreutils `timeout`
 * signals its whole process group) after `limitSeconds` and throw, with the output so far:
 * a stopped build is never mistaken for one that failed on its own.
 */
export function runBuild(
  command: string,
  args: string[],
  options: Omit<SpawnSyncOptions, 'encoding' | 'timeout'>,
  limitSeconds = BUILD_LIMIT_SECONDS,
): FixtureBuild {
  const result = spawnSync('timeout', ['--kill-after=30', String(limitSeconds), command, ...args], {
    ...options,
    encoding: 'utf8',
  });
  const output = `${result.stdout}\n${result.stderr}`;
  const shown = [command, ...args].join(' ');
  if (result.error)
    throw new Error(`\`${shown}\`: ${result.error.message}; its output:\n${output.slice(-6000)}`);
  // 124: stopped by SIGTERM at the limit; 137: killed 30 s later
  if (result.status === 124 || result.status === 137)
    throw new Error(
      `\`${shown}\` did not finish within ${limitSeconds} s and was stopped; its output so far:\n${output.slice(-6000)}`,
    );
  return { status: result.status, output };
}

/**
 * Remove `.cache` and `public/`, then build the site from `contentDir` (relative or absolute),
 * with `env` added to the build's environment; `root`: a copy of the project to build instead.
 */
export function buildFixture(
  contentDir: string,
  {
    maxBufferMb = 64,
    env = {},
    root = projectRoot,
  }: { maxBufferMb?: number; env?: Record<string, string>; root?: string } = {},
): FixtureBuild {
  for (const dir of ['.cache', 'public']) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  return runBuild('npx', ['gatsby', 'build'], {
    cwd: root,
    env: { ...process.env, ...env, CONTENT_DIR: contentDir, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    maxBuffer: maxBufferMb * 1024 * 1024,
  });
}
