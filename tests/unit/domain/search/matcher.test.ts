import fc from 'fast-check';
import { groupResults, queryWords, searchTitles } from '../../../../src/domain/search/matcher';
import { decodeSearchIndex, encodeSearchIndex, SearchEntry } from '../../../../src/domain/search/title-index';
import { SEARCH_MIN_LENGTH } from '../../../../src/domain/constants';

const t = (
  title: string,
  categoryKey: string | null = 'gameplayTips',
  subcategoryKey: string | null = 'other',
) => ({
  title,
  categoryKey,
  subcategoryKey,
});

describe('queryWords', () => {
  it('needs more than 2 characters after trimming', () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(queryWords('')).toBeNull();
    expect(queryWords('ab')).toBeNull();
    expect(queryWords('  ab \t ')).toBeNull();
    expect(queryWords('abc')).toEqual(['abc']);
    expect(queryWords(' a b ')).toEqual(['a', 'b']); // "a b" is 3 characters
  });

  it('splits on spaces and lower-cases', () => {
    expect(queryWords('  Obby   SPEED\trun ')).toEqual(['obby', 'speed', 'run']);
  });
});

describe('searchTitles', () => {
  const titles = [
    t('Obby Speedrun Timers'),
    t('Your First Obby'),
    t('Luau (Tables) + Loops?'),
    t('Ülke İstanbul Guide'),
  ];

  it('requires every word, in any order, case-insensitively', () => {
    expect(searchTitles(titles, 'timers OBBY').map((e) => e.title)).toEqual(['Obby Speedrun Timers']);
    expect(searchTitles(titles, 'obby').map((e) => e.title)).toEqual([
      'Obby Speedrun Timers',
      'Your First Obby',
    ]);
    expect(searchTitles(titles, 'obby lua')).toEqual([]);
  });

  it('treats regex characters as text', () => {
    expect(searchTitles(titles, '(tables) + loops?').map((e) => e.title)).toEqual(['Luau (Tables) + Loops?']);
    expect(searchTitles(titles, '.*')).toEqual([]);
    expect(searchTitles(titles, '[a-z]+')).toEqual([]);
  });

  it('returns nothing for short queries', () => {
    expect(searchTitles(titles, 'ob')).toEqual([]);
  });

  it('never throws and only returns titles containing every word, for any input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 40 }), { maxLength: 8 }),
        fc.fullUnicodeString({ maxLength: 200 }),
        (raw, query) => {
          const entries = raw.map((r) => t(r));
          const found = searchTitles(entries, query);
          const words = queryWords(query);
          if (!words) return found.length === 0;
          return (
            found.every((e) => words.every((w) => e.title.toLocaleLowerCase().includes(w))) &&
            entries.filter((e) => words.every((w) => e.title.toLocaleLowerCase().includes(w))).length ===
              found.length
          );
        },
      ),
    );
  });

  it('handles a 10,000-character query', () => {
    expect(searchTitles(titles, 'x'.repeat(10_000))).toEqual([]);
    expect(searchTitles(titles, 'obby '.repeat(2_000))).toHaveLength(2);
  });
});

describe('groupResults', () => {
  it('groups by category and subcategory in order of first appearance, keeping item order', () => {
    const a = t('a', 'gameplayTips', 'beginnerGuides');
    const b = t('b', 'fanArt' as string, 'other');
    const c = t('c', 'gameplayTips', 'beginnerGuides');
    const d = t('d', 'gameplayTips', 'other');
    expect(groupResults([a, b, c, d])).toEqual([
      { categoryKey: 'gameplayTips', subcategoryKey: 'beginnerGuides', items: [a, c] },
      { categoryKey: 'fanArt', subcategoryKey: 'other', items: [b] },
      { categoryKey: 'gameplayTips', subcategoryKey: 'other', items: [d] },
    ]);
  });

  it('puts every article without a category into one group', () => {
    const x = t('x', null, null);
    const y = t('y', 'gameplayTips', 'other');
    const z = t('z', null, null);
    expect(groupResults([x, y, z])).toEqual([
      { categoryKey: null, subcategoryKey: null, items: [x, z] },
      { categoryKey: 'gameplayTips', subcategoryKey: 'other', items: [y] },
    ]);
  });
});

describe('search index file', () => {
  it('round-trips entries, including unlisted ones and slugs that differ from the title', () => {
    const entries: SearchEntry[] = [
      {
        title: 'Obby Speedrun Timers',
        slug: 'obby-speedrun-timers',
        categoryKey: 'gameplayTips',
        subcategoryKey: 'other',
      },
      { title: 'Custom Slug', slug: 'something-else', categoryKey: 'gameplayTips', subcategoryKey: 'other' },
      { title: 'Laptop Guide', slug: 'laptop-guide', categoryKey: null, subcategoryKey: null },
    ];
    const encoded = JSON.parse(JSON.stringify(encodeSearchIndex(entries)));
    expect(decodeSearchIndex(encoded)).toEqual(entries);
    expect(encoded.g).toHaveLength(1);
  });

  it('refuses what is not an index', () => {
    expect(() => decodeSearchIndex(null)).toThrow('not a search index');
    expect(() => decodeSearchIndex({ v: 2, g: [], a: [] })).toThrow('not a search index');
  });
});
