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
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';

export const projectRoot = path.resolve(__dirname, '../..');

export interface FixtureBuild {
  status: number | null;
  /** stdout then stderr */
  output: string;
}

/**
 * Remove `.cache` and `public/`, then build the site from `contentDir` (relative or absolute),
 * with `env` added to the build's environment.
 */
export function buildFixture(
  contentDir: string,
  { maxBufferMb = 64, env = {} }: { maxBufferMb?: number; env?: Record<string, string> } = {},
): FixtureBuild {
  for (const dir of ['.cache', 'public'])
    fs.rmSync(path.join(projectRoot, dir), { recursive: true, force: true });
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd: projectRoot,
    env: { ...process.env, ...env, CONTENT_DIR: contentDir, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    encoding: 'utf8',
    maxBuffer: maxBufferMb * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
