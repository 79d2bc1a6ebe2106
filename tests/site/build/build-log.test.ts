/**
 * `npm run build` of the shipped content, as an editor or a CI log sees it when its output is not
 * a terminal: zero warnings, each thing printed once (Gatsby's "Pages" tree and its legend), and
 * no terminal control codes. CI variables are removed: Gatsby picks its logger from them, and an
 * editor's machine has none. Starts from an empty cache (fixture builds before it were other sites).
 */
import fs from 'fs';
import path from 'path';
import { projectRoot, runBuild } from '../support/fixture-build';

let output = '';
let status: number | null = null;
beforeAll(() => {
  for (const dir of ['.cache', 'public'])
    fs.rmSync(path.join(projectRoot, dir), { recursive: true, force: true });
  const { CI: _ci, NODE_ENV: _jest, CONTENT_DIR: _dir, GATSBY_LOGGER: _logger, ...env } = process.env;
  const result = runBuild('npm', ['run', 'build'], { cwd: projectRoot, env, maxBuffer: 64 * 1024 * 1024 });
  status = result.status;
  // npm's own notes about the machine's npm configuration are not the build's
  output = result.output
    .split('\n')
    .filter((l) => !l.startsWith('npm warn'))
    .join('\n');
}, 900_000);

describe('the build log of the shipped content', () => {
  it('builds', () => {
    expect(status).toBe(0);
    expect(output).toMatch(/Done building in/);
  });

  it('has no warning', () => {
    expect(output).not.toMatch(/^\s*warn\b/im);
    expect(output).not.toMatch(/WARNING/);
  });

  it('prints the Pages tree and its legend once', () => {
    expect(output.match(/^Pages$/gm)).toHaveLength(1);
    expect(output.match(/Generated at build time/g)).toHaveLength(1);
  });

  it('has no terminal control codes', () => {
    // eslint-disable-next-line no-control-regex -- the very thing this test looks for
    expect(output).not.toMatch(/\u001b/);
  });
});
