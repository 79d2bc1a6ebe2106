import fs from 'fs';
import os from 'os';
import path from 'path';
import { removeFilesExcept } from '../../../../src/node/files/remove-files-except';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remove-except-'));
  for (const name of ['t0.json', 't1.json', 'x9.json']) fs.writeFileSync(path.join(dir, name), name);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('removeFilesExcept', () => {
  it('removes the files whose name is not kept and says how many went', () => {
    expect(removeFilesExcept(dir, (name) => name.startsWith('t'))).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['t0.json', 't1.json']);
  });

  it('removes nothing when every name is kept', () => {
    expect(removeFilesExcept(dir, () => true)).toBe(0);
    expect(fs.readdirSync(dir)).toHaveLength(3);
  });

  it('finds nothing to remove in a folder that does not exist', () => {
    expect(removeFilesExcept(path.join(dir, 'missing'), () => false)).toBe(0);
  });
});
