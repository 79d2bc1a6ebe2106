/**
 * Warm against clean, the comparison itself: every file that differs is listed with how, and a
 * hashed file named otherwise in each build is paired with its twin and its bytes compared.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { compareFolders } from '../../../../scripts/bench/compare-builds';

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-builds-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const RUNTIME_A = 'webpack-runtime-0123456789abcdef0123.js';
const RUNTIME_B = 'webpack-runtime-fedcba9876543210fedc.js';

describe('compareFolders', () => {
  it('finds nothing in two equal folders', () => {
    const files = { 'index.html': '<p>a</p>', 'page-data/x.json': '{}' };
    expect(compareFolders(folder(files), folder(files))).toEqual([]);
  });

  it('lists a file in one build only and a file whose bytes differ, with where', () => {
    const lines = compareFolders(
      folder({ 'a.html': 'same start, then warm', 'old.txt': 'x' }),
      folder({ 'a.html': 'same start, then clean', 'new.txt': 'y' }),
    );
    expect(lines).toEqual([
      expect.stringMatching(/^a\.html: differs \(21 \/ 22 bytes, at character 17: /),
      'old.txt: only in the warm build',
      'new.txt: only in the clean build',
    ]);
  });

  it('pairs a hashed file named otherwise in each build and says whether its bytes are the same', () => {
    const same = compareFolders(folder({ [RUNTIME_A]: 'r' }), folder({ [RUNTIME_B]: 'r' }));
    expect(same).toContain(`${RUNTIME_A} / ${RUNTIME_B}: the same bytes under two names`);
    const other = compareFolders(
      folder({ [RUNTIME_A]: 'u={1:"aa"}' }),
      folder({ [RUNTIME_B]: 'u={1:"bb"}' }),
    );
    expect(other).toContain(
      `${RUNTIME_A} / ${RUNTIME_B}: the bytes differ at character 6: "u={1:\\"aa\\"}" / "u={1:\\"bb\\"}"`,
    );
    // a hashed file of another name is not its twin
    const unrelated = compareFolders(
      folder({ [RUNTIME_A]: 'r' }),
      folder({ 'app-fedcba9876543210fedc.js': 'r' }),
    );
    expect(unrelated.some((l) => l.includes(' / '))).toBe(false);
  });
});
