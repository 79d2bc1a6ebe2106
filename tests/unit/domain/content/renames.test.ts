/** Rename detection (src/domain/content/renames.ts): the list a build writes, and forgotten aliases. */
import {
  Baseline,
  CurrentArticle,
  forgottenAliases,
  parsePublishedList,
  publishedListText,
} from '../../../../src/domain/content/renames';
import { formatProblem } from '../../../../src/domain/content/problems';

const baseline = (articles: Baseline['articles']): Baseline[] => [{ source: 'the last build (x)', articles }];
const now = (
  id: number,
  slug: string,
  aliases: string[] = [],
  lines: CurrentArticle['lines'] = { slug: 4 },
): CurrentArticle => ({ id, file: `content/articles/${slug}.md`, slug, aliases, lines });

describe('the published list', () => {
  it('is sorted by id with sorted aliases, one article a line, no date, and reads back', () => {
    const text = publishedListText({
      content: 'content',
      articles: [
        { id: 10, slug: 'b', aliases: ['z', 'a'] },
        { id: 2, slug: 'a', aliases: [] },
      ],
    });
    expect(text).toBe(
      '{\n  "content": "content",\n  "articles": [\n' +
        '    {"id":2,"slug":"a","aliases":[]},\n' +
        '    {"id":10,"slug":"b","aliases":["a","z"]}\n  ]\n}\n',
    );
    expect(parsePublishedList(text)).toEqual({
      content: 'content',
      articles: [
        { id: 2, slug: 'a', aliases: [] },
        { id: 10, slug: 'b', aliases: ['a', 'z'] },
      ],
    });
  });

  it.each([
    ['not json'],
    ['[]'],
    ['{"content":"c"}'],
    ['{"content":"c","articles":[{"id":"1","slug":"a"}]}'],
  ])('is not read from %j', (text) => {
    expect(parsePublishedList(text)).toBeNull();
  });
});

describe('forgottenAliases', () => {
  it('says nothing when no slug changed, or when the old slug is among the aliases', () => {
    expect(forgottenAliases(baseline([{ id: 1, slug: 'a', aliases: [] }]), [now(1, 'a')])).toEqual([]);
    expect(forgottenAliases(baseline([{ id: 1, slug: 'a', aliases: [] }]), [now(1, 'b', ['a'])])).toEqual([]);
  });

  it('warns about a renamed article without its old slug, naming the file, the slug line and the line to add', () => {
    const found = forgottenAliases(baseline([{ id: 1, slug: 'old-name', aliases: [] }]), [
      now(1, 'new-name'),
    ]);
    expect(found.map(formatProblem)).toEqual([
      'WARNING content/articles/new-name.md:4 [slug] was "old-name" in the last build (x): /articles/old-name will answer "not found" for every old link and bookmark; to redirect it to /articles/new-name, add this line after `slug:` (line 4): `aliases: [old-name]`.',
    ]);
    expect(found[0]?.severity).toBe('warning');
  });

  it('names the aliases line when the article has aliases already', () => {
    const [p] = forgottenAliases(baseline([{ id: 1, slug: 'old', aliases: [] }]), [
      now(1, 'new', ['older'], { slug: 3, aliases: 4 }),
    ]);
    expect(p?.message).toContain(
      'add `  - old` under `aliases:` (line 4), or write that line as `aliases: [older, old]`',
    );
  });

  it('warns about a published alias that was dropped', () => {
    const [p] = forgottenAliases(baseline([{ id: 1, slug: 'a', aliases: ['older'] }]), [now(1, 'a')]);
    expect(p?.message).toMatch(
      /^had the alias "older" in the last build \(x\): \/articles\/older will answer/,
    );
  });

  it('says nothing when another article now lives at the old address, or the article is gone', () => {
    expect(
      forgottenAliases(baseline([{ id: 1, slug: 'a', aliases: [] }]), [now(1, 'b'), now(2, 'a')]),
    ).toEqual([]);
    expect(forgottenAliases(baseline([{ id: 1, slug: 'a', aliases: [] }]), [now(2, 'b')])).toEqual([]);
  });

  it('compares with every baseline, naming each address once, by the first that has it', () => {
    // a build after an uncommitted rename has the new slug; the committed content the old one
    const built: Baseline = {
      source: 'the last build (x)',
      articles: [{ id: 1, slug: 'b', aliases: ['older'] }],
    };
    const committed: Baseline = { source: 'git', articles: [{ id: 1, slug: 'a', aliases: ['older'] }] };
    const found = forgottenAliases([built, committed], [now(1, 'b')]);
    expect(found.map((p) => p.message.split(':')[0])).toEqual([
      'had the alias "older" in the last build (x)',
      'was "a" in git',
    ]);
  });

  it('says nothing when another article keeps the old slug as its alias', () => {
    expect(
      forgottenAliases(baseline([{ id: 1, slug: 'a', aliases: [] }]), [now(1, 'b'), now(2, 'c', ['a'])]),
    ).toEqual([]);
  });
});
