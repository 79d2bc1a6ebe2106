/**
 * The markdown parses kept between builds (plugins/build-tuning/parse-cache.ts): a read through the
 * store gives exactly what a plain read gives, parses only files whose text it has not seen with
 * the same code, and keeps nothing it cannot give back as it was.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { MarkdownParseCache, parseCacheFingerprint } from '../../../../plugins/build-tuning/parse-cache';
import { parseMarkdown, readContent } from '../../../../src/node/content/read-content';
import type { MarkdownFile, RawContent } from '../../../../src/domain/content/model';

let dir: string;
let store: string;

const write = (rel: string, text: string): void => {
  const full = path.join(dir, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
};

/** A read of `dir` through a store made with `fingerprint`; the store is saved as the build does. */
function cachedRead(fingerprint: string | null): { raw: RawContent; parsed: number } {
  const cache = new MarkdownParseCache(parseMarkdown, fingerprint, store);
  const raw = readContent(dir, dir, cache.markdown);
  cache.save();
  return { raw, parsed: cache.parsed };
}

/** What the validation reads: the markdown files (picture facts are a function, compared apart). */
const files = (raw: RawContent): MarkdownFile[] => [...raw.articles, ...raw.info];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-cache-'));
  store = path.join(dir, '.cache', 'parses.v8');
  fs.cpSync(path.resolve('content'), dir, { recursive: true });
  // every kind of parse the shipped content lacks
  write('articles/x/crlf.md', '---\r\ntitle: "CRLF"\r\ndate: 2025-02-30\r\n---\r\n\r\nBody line\r\n');
  write('articles/x/bom.md', '\uFEFF---\ntitle: BOM\n---\nBody');
  write('articles/x/yaml-error.md', '---\ntitle: [unclosed\nslug: broken-one\nid: 77\n---\nBody');
  write('articles/x/no-frontmatter.md', 'Just a body, no frontmatter.\n');
  write('articles/x/empty.md', '');
  write('articles/x/unclosed.md', '---\ntitle: never closed\n');
  write('articles/x/nested.md', '---\ntitle: N\nwhen: 2024-01-02\nlist:\n  - 2024-03-04\n  - {a: 1}\n---\nB');
  write('articles/x/same-1.md', '---\ntitle: Twin\ntags: [a, b]\n---\nSame text');
  write('articles/x/same-2.md', '---\ntitle: Twin\ntags: [a, b]\n---\nSame text');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a read through the store gives what a plain read gives, and the next read parses nothing', () => {
  const plain = readContent(dir, dir);
  const first = cachedRead('code-1');
  // same-2.md has same-1.md's text: one parse for both
  expect(first.parsed).toBe(files(plain).length - 1);
  expect(files(first.raw)).toEqual(files(plain));
  expect(fs.existsSync(store)).toBe(true);

  const second = cachedRead('code-1');
  expect(second.parsed).toBe(0);
  expect(files(second.raw)).toEqual(files(plain));
  expect(second.raw.authors).toEqual(plain.authors);
  // the YAML mistake is reported the same from the store
  const broken = second.raw.articles.find((a) => a.file.endsWith('yaml-error.md'));
  expect(broken).toMatchObject({
    parseError: expect.stringContaining('line') as string,
    slugText: 'broken-one',
  });
});

test('an edited file is parsed again and what it now says is read', () => {
  cachedRead('code-1');
  write('articles/x/nested.md', '---\ntitle: Changed\n---\nNew body');
  const { raw, parsed } = cachedRead('code-1');
  expect(parsed).toBe(1);
  const changed = raw.articles.find((a) => a.file.endsWith('nested.md'));
  expect(changed?.frontmatter).toEqual({ title: 'Changed' });
  expect(changed?.body).toBe('New body');
});

test('other code (another fingerprint) parses everything again', () => {
  const { parsed: all } = cachedRead('code-1');
  expect(cachedRead('code-2').parsed).toBe(all);
  expect(cachedRead('code-2').parsed).toBe(0);
});

test('without a fingerprint nothing is read or kept', () => {
  cachedRead('code-1');
  fs.rmSync(store);
  const { parsed, raw } = cachedRead(null);
  // without a store every file is parsed, the twins too
  expect(parsed).toBe(files(raw).length);
  expect(fs.existsSync(store)).toBe(false);
});

test('the store keeps the records of the latest read only', () => {
  cachedRead('code-1');
  const text = fs.readFileSync(path.join(dir, 'articles/x/nested.md'), 'utf8');
  fs.rmSync(path.join(dir, 'articles/x/nested.md'));
  expect(cachedRead('code-1').parsed).toBe(0);
  write('articles/x/nested.md', text);
  expect(cachedRead('code-1').parsed).toBe(1);
});

test('a store that cannot be read is ignored', () => {
  cachedRead('code-1');
  fs.writeFileSync(store, 'not a store');
  const plain = readContent(dir, dir);
  const { raw, parsed } = cachedRead('code-1');
  expect(parsed).toBe(files(plain).length - 1);
  expect(files(raw)).toEqual(files(plain));
});

test('values that would not come back as they were (YAML binary) are parsed every time', () => {
  write('articles/x/binary.md', '---\ntitle: B\nblob: !!binary aGVsbG8=\n---\nBody');
  const first = cachedRead('code-1');
  const again = cachedRead('code-1');
  expect(again.parsed).toBe(1);
  const blob = again.raw.articles.find((a) => a.file.endsWith('binary.md'))?.frontmatter?.blob;
  expect(Buffer.isBuffer(blob)).toBe(true);
  expect(files(again.raw)).toEqual(files(first.raw));
});

test('two files with the same text get their own objects, from the store too', () => {
  cachedRead('code-1');
  const { raw } = cachedRead('code-1');
  const [a, b] = ['same-1.md', 'same-2.md'].map((n) => raw.articles.find((f) => f.file.endsWith(n)));
  expect(a?.frontmatter).toEqual(b?.frontmatter);
  expect(a?.frontmatter).not.toBe(b?.frontmatter);
  expect(a?.frontmatter?.tags).not.toBe(b?.frontmatter?.tags);
});

test("is keyed by the site's build code and the tuning's own files, and by nothing without the site's", () => {
  const site = path.join(dir, 'site');
  const put = (rel: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  };
  put('package-lock.json', '{}\n');
  put('plugins/build-tuning/parse-cache.ts', 'export const v = 1;\n');
  expect(parseCacheFingerprint(site)).toBeNull();
  put('.cache/compiled/gatsby-node.js', 'exports.a = 1;\n');
  const first = parseCacheFingerprint(site);
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(parseCacheFingerprint(site)).toBe(first);
  put('plugins/build-tuning/parse-cache.ts', 'export const v = 2;\n');
  const second = parseCacheFingerprint(site);
  expect(second).not.toBe(first);
  put('.cache/compiled/gatsby-node.js', 'exports.a = 2;\n');
  expect(parseCacheFingerprint(site)).not.toBe(second);
});
