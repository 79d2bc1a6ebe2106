/**
 * `npm run build` and the scripts that build the site (bench, lighthouse) give gatsby the same
 * environment, from scripts/lib/build-env.ts alone: package.json's build script runs
 * `gatsby build` through scripts/lib/with-build-env.ts and sets none of its names itself.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { BUILD_ENV } from '../../../../scripts/lib/build-env';
import { repoRoot } from '../../../support/paths';

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const LAUNCHER = 'scripts/lib/with-build-env.ts';

/** Runs the launcher with `args` (tsx, as npm runs it), in `env`. */
const launch = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [LAUNCHER, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env,
  });

describe('the build environment', () => {
  it('is set by the launcher, not spelled again in package.json', () => {
    const script = pkg.scripts.build as string;
    expect(script).toMatch(new RegExp(`\\btsx ${LAUNCHER} gatsby build$`));
    for (const name of Object.keys(BUILD_ENV)) expect(script).not.toContain(`${name}=`);
    expect(Object.keys(BUILD_ENV)).toContain('MALLOC_ARENA_MAX');
  });

  it('reaches the command the launcher runs, with the caller’s environment and arguments', () => {
    const { MALLOC_ARENA_MAX: _unset, ...env } = process.env;
    const print = 'process.stdout.write(JSON.stringify([process.env, process.argv.slice(1)]))';
    const result = launch(['node', '-e', print, 'a', '--b'], { ...env, GATSBY_LOGGER: 'yurnalist' });
    expect(result.status).toBe(0);
    const [seen, args] = JSON.parse(result.stdout) as [Record<string, string>, string[]];
    for (const [name, value] of Object.entries(BUILD_ENV)) expect(seen[name]).toBe(value);
    expect(seen.GATSBY_LOGGER).toBe('yurnalist');
    expect(args).toEqual(['a', '--b']);
  });

  it("ends with the command's exit code, and says so when it names no command", () => {
    expect(launch(['node', '-e', 'process.exit(3)']).status).toBe(3);
    const none = launch([]);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/name the command to run/);
  });
});
