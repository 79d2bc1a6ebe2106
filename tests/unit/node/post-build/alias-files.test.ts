/**
 * The post-build step of aliases (src/node/post-build/alias-files.ts) on a scratch public/: it
 * writes the list, the nginx map and the redirect pages, the same bytes twice over, and removes
 * the page of an alias that is gone, but never a page that is not a redirect page.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writeAliasFiles } from '../../../../src/node/post-build/alias-files';
import { filesUnder } from '../../../../src/node/files/walk';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alias-files-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const input = (aliases: string[]) => ({
  articles: [
    { id: 2, slug: 'new-name', aliases, title: 'New Name' },
    { id: 1, slug: 'other', aliases: [], title: 'Other' },
  ],
  content: 'content',
  siteUrl: 'https://site.example',
  lang: 'en',
});

/** Every file under `dir` with its text. */
function files(): Record<string, string> {
  return Object.fromEntries(filesUnder(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
}

it('writes the list, the nginx map and a page per alias, the same bytes on every run', () => {
  expect(writeAliasFiles(dir, input(['old-name', 'older-name']))).toBe(2);
  const first = files();
  expect(Object.keys(first).sort()).toEqual([
    'article-slugs.json',
    'articles/old-name/index.html',
    'articles/older-name/index.html',
    'nginx-redirects.conf',
  ]);
  expect(first['article-slugs.json']).toContain('{"id":1,"slug":"other","aliases":[]},\n');
  expect(first['article-slugs.json']).toContain(
    '{"id":2,"slug":"new-name","aliases":["old-name","older-name"]}',
  );
  expect(first['articles/old-name/index.html']).toContain('<title>New Name</title>');
  writeAliasFiles(dir, input(['older-name', 'old-name']));
  expect(files()).toEqual(first);
});

it('removes the page of an alias that is gone, and its empty folder', () => {
  writeAliasFiles(dir, input(['old-name', 'older-name']));
  writeAliasFiles(dir, input(['older-name']));
  expect(fs.existsSync(path.join(dir, 'articles/old-name'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'articles/older-name/index.html'))).toBe(true);
});

it('keeps a page at an old address that is a page again (not a redirect page)', () => {
  writeAliasFiles(dir, input(['old-name']));
  // the old slug is a live article again: the build wrote its page there
  fs.writeFileSync(path.join(dir, 'articles/old-name/index.html'), '<html><h1>Back</h1></html>');
  writeAliasFiles(dir, input([]));
  expect(fs.readFileSync(path.join(dir, 'articles/old-name/index.html'), 'utf8')).toContain('Back');
});
