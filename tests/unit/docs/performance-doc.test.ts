/**
 * docs/performance.md is a reference a reader takes in at once: at most 300 lines, as Prettier
 * wraps it (proseWrap "always" at 100 characters for the docs, .prettierrc.json; the lint checks
 * the wrapping, so these are the lines a reader sees).
 */
import fs from 'fs';
import path from 'path';

const MAX_LINES = 300;
const file = path.resolve(__dirname, '../../../docs/performance.md');

it(`docs/performance.md is at most ${MAX_LINES} lines`, () => {
  const lines = fs.readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
  expect(lines).toBeLessThanOrEqual(MAX_LINES);
});
