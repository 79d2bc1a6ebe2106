import fs from 'fs';
import os from 'os';
import path from 'path';
import { pruneSearchTexts, readSearchText, saveSearchText } from '../../../../src/node/content/search-texts';

describe('the search texts the query workers write', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-texts-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads back what was written for a node, by the same build code only', () => {
    saveSearchText(root, 'node-1', { fingerprint: 'f1', headings: ['Intro'], text: 'FireServer sends' });
    expect(readSearchText(root, 'node-1', 'f1')).toEqual({ headings: ['Intro'], text: 'FireServer sends' });
    expect(readSearchText(root, 'node-1', 'f2')).toBeNull();
    expect(readSearchText(root, 'node-2', 'f1')).toBeNull();
  });

  it('keeps the latest text of a node, whole, and no partial file behind', () => {
    saveSearchText(root, 'node-1', { fingerprint: 'f', headings: [], text: 'old' });
    saveSearchText(root, 'node-1', { fingerprint: 'f', headings: [], text: 'new' });
    expect(readSearchText(root, 'node-1', 'f')?.text).toBe('new');
    expect(
      fs.readdirSync(path.join(root, '.cache', 'search-texts')).filter((f) => f.endsWith('.tmp')),
    ).toEqual([]);
  });

  it('treats an unreadable file as missing (the body is then rendered again)', () => {
    saveSearchText(root, 'node-1', { fingerprint: 'f', headings: [], text: 'x' });
    const [file] = fs.readdirSync(path.join(root, '.cache', 'search-texts'));
    fs.writeFileSync(path.join(root, '.cache', 'search-texts', file), '{"fingerprint":');
    expect(readSearchText(root, 'node-1', 'f')).toBeNull();
  });

  it('removes the files of nodes no longer published, and only those', () => {
    for (const id of ['a', 'b', 'c']) saveSearchText(root, id, { fingerprint: 'f', headings: [], text: id });
    expect(pruneSearchTexts(root, ['a', 'c'])).toBe(1);
    expect(readSearchText(root, 'a', 'f')?.text).toBe('a');
    expect(readSearchText(root, 'b', 'f')).toBeNull();
    expect(readSearchText(root, 'c', 'f')?.text).toBe('c');
    expect(pruneSearchTexts(path.join(root, 'none'), ['a'])).toBe(0);
  });
});
