/** Lines of frontmatter fields and of YAML mistakes (src/domain/content/frontmatter-lines.ts). */
import {
  fieldLines,
  locateYamlMistake,
  unclosedQuoteColumn,
} from '../../../../src/domain/content/frontmatter-lines';
import { newArticleText, nextFreeId, newArticlePlace } from '../../../../src/domain/content/article-starter';
import { prepareContent } from '../../../../src/domain/content/model';
import { parseMarkdown } from '../../../../src/node/content/read-content';

describe('unclosedQuoteColumn', () => {
  it.each([
    ["title: 'Open", 8],
    ['title: "Open', 8],
    ["  - 'open item", 5],
    ["description: 'It''s open", 14],
    ['title: "Escaped \\" quote', 8],
  ])('%s → column %s', (line, column) => expect(unclosedQuoteColumn(line)).toBe(column));

  it.each([
    ["title: 'Closed'"],
    ['title: "Closed"'],
    ["title: 'It''s closed'"],
    ["title: Don't worry"],
    ['id: 4'],
    ['slug: a-b'],
    ['entities:'],
  ])('%s → none', (line) => expect(unclosedQuoteColumn(line)).toBeNull());
});

const BROKEN =
  "---\nid: 5\ntitle: 'Unclosed\nslug: a-b\nentities:\n  - category: gameplayTips\ndescription: 'desc'\n" +
  "updated: 2025-01-02\ncover: ./a.jpg\ncover_alt: 'x'\n---\n\nBody.\n";

describe('locating a YAML mistake', () => {
  it('names the line and column of the quote that never closes, not where the parser gave up', () => {
    const parsed = parseMarkdown(BROKEN, 'a.md');
    expect(parsed.parseErrorLine).toBe(3);
    expect(parsed.parseError).toMatch(
      /^line 3, column 8: the quote ' that starts this value is never closed/,
    );
  });

  it('keeps the parser’s own place for any other mistake', () => {
    const text = '---\nid: 5\ntitle: A\n  bad: indent: here\n---\n\nBody.\n';
    const parsed = parseMarkdown(text, 'a.md');
    expect(parsed.parseErrorLine).toBe(4);
    expect(parsed.parseError).toMatch(/^line 4, column \d+: /);
    expect(locateYamlMistake(text, { line: 4, column: 9, reason: 'r' })).toEqual({
      line: 4,
      column: 9,
      reason: 'r',
    });
  });

  it('looks only at lines up to the parser’s', () => {
    expect(locateYamlMistake(BROKEN, { line: 2, column: 1, reason: 'r' }).line).toBe(2);
  });
});

describe('fieldLines', () => {
  it('gives the file line of each top-level field', () => {
    expect(fieldLines(BROKEN)).toMatchObject({ id: 2, title: 3, slug: 4, entities: 5, description: 7 });
    expect(fieldLines('no frontmatter')).toEqual({});
  });

  it.each([
    ['Windows line ends', '---\r\nid: 1\r\ntitle: A\r\n---\r\n\r\nBody.\r\n', { id: 2, title: 3 }],
    ['spaces around the markers', '--- \nid: 1\n  ---  \nslug: after\n', { id: 2 }],
    ['a body with key: value lines', '---\nid: 1\n---\nnote: not a field\n', { id: 2 }],
    ['a block that never closes', '---\nid: 1\ntitle: A', { id: 2, title: 3 }],
    ['an empty file', '', {}],
    ['a first line that is not ---', 'id: 1\n---\ntitle: A\n---\n', {}],
    ['a repeated key (the first counts)', '---\nid: 1\nid: 2\n---\n', { id: 2 }],
  ])('%s', (_, text, lines) => expect(fieldLines(text)).toEqual(lines));

  it('puts the line into the problem check:content prints', () => {
    const f = parseMarkdown(
      '---\nid: 1\ntitle: A\nslug: Not A Slug\nentities:\n  - category: gameplayTips\n---\n\nT.\n',
      'a.md',
    );
    const { errors } = prepareContent({
      articles: [f],
      authors: { file: 'authors.json', missing: true },
      sponsored: { file: 's.json', missing: true },
      taxonomy: { file: 't.json', missing: true },
      info: [],
    });
    expect(errors.map((e) => [e.field, e.line])).toEqual([['slug', 4]]);
  });
});

describe('a new article (npm run new)', () => {
  it('takes the id after the highest in use, whatever else the folder holds', () => {
    expect(nextFreeId([])).toBe(1);
    expect(nextFreeId([3, 122, 7, 'twelve', undefined, 1.5, -4])).toBe(123);
  });

  it('is valid as written, a draft, with its title quoted safely', () => {
    const a = {
      id: 123,
      title: 'It\'s an "Obby": #1 - Guide',
      categoryKey: 'gameplayTips',
      date: '2026-11-23',
    };
    const place = newArticlePlace(a);
    expect(place).toEqual({
      file: 'articles/gameplayTips/it-s-an-obby-1-guide.md',
      path: '/articles/it-s-an-obby-1-guide',
    });
    const prepared = prepareContent({
      articles: [parseMarkdown(newArticleText(a), `content/${place.file}`)],
      authors: { file: 'authors.json', missing: true },
      sponsored: { file: 's.json', missing: true },
      taxonomy: { file: 't.json', missing: true },
      info: [],
    });
    expect(prepared.errors).toEqual([]);
    expect(prepared.warnings.filter((w) => w.file.endsWith('.md'))).toEqual([]);
    expect(prepared.content.articles[0]).toMatchObject({
      id: 123,
      title: a.title,
      slug: 'it-s-an-obby-1-guide',
      draft: true,
      dateIsExplicit: true,
      placements: [{ categoryKey: 'gameplayTips', subcategoryKey: 'other' }],
    });
  });
});
