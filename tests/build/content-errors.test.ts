/**
 * `gatsby build` on bad content: the build stops before it makes any page and prints every
 * problem in the words `npm run check:content` uses (both come from src/domain/content/model.ts).
 * The build is pointed at the fixture with CONTENT_DIR and starts from an empty cache, as every
 * fixture build does (tests/support/fixture-build.ts); it fails during bootstrap.
 */
import path from 'path';
import { prepareContent } from '../../src/domain/content/model';
import { formatProblem } from '../../src/domain/content/problems';
import { readContent } from '../../src/node/content/read-content';
import { buildFixture } from '../support/fixture-build';

const root = path.resolve(__dirname, '../..');

describe.each([
  ['tests/fixtures/invalid/many-problems'],
  ['tests/fixtures/invalid/malformed-yaml'],
  // pictures that are not on disk: the build names the file and the field (cover, body line)
  ['tests/fixtures/invalid/picture-missing-file'],
])('a build of %s', (dir) => {
  let output = '';
  let status: number | null = null;
  beforeAll(() => {
    const result = buildFixture(dir);
    output = result.output.replace(/\s+/g, ' ');
    status = result.status;
  }, 300_000);

  it('fails, before creating pages', () => {
    expect(status).not.toBe(0);
    expect(output).not.toMatch(/createPages/);
  });

  it('prints every problem check:content prints, word for word', () => {
    const { errors } = prepareContent(readContent(path.join(root, dir), root));
    expect(errors.length).toBeGreaterThan(0);
    // the terminal wraps nothing away: compare with whitespace runs made one space
    for (const p of errors) expect(output).toContain(formatProblem(p).replace(/\s+/g, ' '));
  });
});
