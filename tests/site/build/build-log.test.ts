/**
 * The log of `npm run build` of the shipped content, as an editor or a CI log sees it when its
 * output is not a terminal: zero warnings, each thing printed once (Gatsby's "Pages" tree and its
 * legend), and no terminal control codes. npm test's production build writes it
 * (scripts/tools/logged-build.sh), without the CI variables: Gatsby picks its logger from them,
 * and an editor's machine has none.
 */
import fs from 'fs';
import path from 'path';
import { publicDir, root } from '../helpers';

const LOG = path.join(root, 'artifacts', 'build.log');

let output = '';
beforeAll(() => {
  if (!fs.existsSync(LOG))
    throw new Error(`${LOG} is missing: build with \`bash scripts/tools/logged-build.sh\` (npm test does)`);
  // a build after the logged one (a fixture build, a plain npm run build) would be checked by an old log
  if (fs.statSync(path.join(publicDir, 'index.html')).mtimeMs > fs.statSync(LOG).mtimeMs)
    throw new Error(`public/ was built after ${LOG}: build with \`bash scripts/tools/logged-build.sh\``);
  // npm's own notes about the machine's npm configuration are not the build's
  output = fs
    .readFileSync(LOG, 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('npm warn'))
    .join('\n');
});

describe('the build log of the shipped content', () => {
  it('ends with the build done', () => {
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
