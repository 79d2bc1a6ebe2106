/** authors.json and sponsored-links.json, opened in the web editor and saved unchanged, are the same bytes. */
import fs from 'fs';
import path from 'path';
import { AUTHORS_FORMAT, SPONSORED_FORMAT } from '../../../../src/domain/content/editor/editor-formats';

const root = path.resolve(__dirname, '../../../..');
const read = (name: string): string => fs.readFileSync(path.join(root, 'content', name), 'utf8');

describe('the editor formats of the JSON files', () => {
  it.each([
    ['authors.json', AUTHORS_FORMAT],
    ['sponsored-links.json', SPONSORED_FORMAT],
  ])('%s comes back byte for byte', (name, format) => {
    const text = read(name);
    expect(format.toFile(format.fromFile(text))).toBe(text);
  });

  it('shows authors as a list under `authors`, and sponsored links page by page', () => {
    const authors = AUTHORS_FORMAT.fromFile(read('authors.json')).authors as { name: string }[];
    expect(authors.length).toBeGreaterThan(0);
    expect(typeof authors[0].name).toBe('string');
    const pages = SPONSORED_FORMAT.fromFile(
      '{"sapeLinks":{"/":["<a href=\\"https://x.example/\\">x</a>"]}}',
    ).pages;
    expect(pages).toEqual([{ path: '/', links: ['<a href="https://x.example/">x</a>'] }]);
  });

  it('an edit in the form changes only that part of the file', () => {
    const data = AUTHORS_FORMAT.fromFile(read('authors.json')) as { authors: { description: string }[] };
    data.authors[0].description = 'Changed.';
    const after = JSON.parse(AUTHORS_FORMAT.toFile(data)) as { description: string }[];
    const before = JSON.parse(read('authors.json')) as { description: string }[];
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(after[0]).toEqual({ ...before[0], description: 'Changed.' });
  });
});
