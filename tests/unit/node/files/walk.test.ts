import fs from 'fs';
import os from 'os';
import path from 'path';
import { filesUnder, foldersUnder } from '../../../../src/node/files/walk';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-'));
  for (const rel of [
    'b.txt',
    'a-c.txt',
    'a/z.md',
    'a/b/deep.md',
    'page-data/x/page-data.json',
    'keep/page-data/y.json',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), rel);
  }
  fs.mkdirSync(path.join(dir, 'empty'));
  fs.symlinkSync(path.join(dir, 'b.txt'), path.join(dir, 'link.txt'));
  fs.symlinkSync(path.join(dir, 'a'), path.join(dir, 'linked-folder'));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('filesUnder', () => {
  it('lists every file at any depth, relative with /, in string order; links are neither files nor followed', () => {
    expect(filesUnder(dir)).toEqual([
      'a-c.txt',
      'a/b/deep.md',
      'a/z.md',
      'b.txt',
      'keep/page-data/y.json',
      'page-data/x/page-data.json',
    ]);
  });

  it('leaves out a folder the caller skips, by its path or by its name', () => {
    expect(filesUnder(dir, { skipFolder: (rel) => rel === 'page-data' })).not.toContain(
      'page-data/x/page-data.json',
    );
    expect(filesUnder(dir, { skipFolder: (rel) => rel === 'page-data' })).toContain('keep/page-data/y.json');
    expect(filesUnder(dir, { skipFolder: (_, name) => name === 'page-data' || name === 'b' })).toEqual([
      'a-c.txt',
      'a/z.md',
      'b.txt',
    ]);
  });

  it('finds nothing in a folder that does not exist', () => {
    expect(filesUnder(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('foldersUnder', () => {
  it('lists every folder below the root (not the root), a folder before what it holds', () => {
    expect(foldersUnder(dir)).toEqual([
      'a',
      'a/b',
      'empty',
      'keep',
      'keep/page-data',
      'page-data',
      'page-data/x',
    ]);
    expect(foldersUnder(dir, { skipFolder: (rel) => rel === 'keep' })).not.toContain('keep/page-data');
  });
});
