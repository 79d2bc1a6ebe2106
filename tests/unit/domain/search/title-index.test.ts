/** The compact title index (src/domain/search/title-index.ts) and the matcher over it at scale. */
import fc from 'fast-check';
import {
  decodeSearchIndex,
  decodeTitleChunk,
  encodeSearchIndex,
  SearchEntry,
  searchEntryOf,
} from '../../../../src/domain/search/title-index';
import { searchTitles } from '../../../../src/domain/search/matcher';
import { gzipSync } from 'zlib';
import { corpusArticles } from '../../../../scripts/bench/search-bench';
import { SearchIndexBuilder } from '../../../../src/domain/search/build-index';

const entries: SearchEntry[] = [
  {
    title: 'How to Build an Obby',
    slug: 'how-to-build-an-obby',
    categoryKey: 'gameplayTips',
    subcategoryKey: 'beginnerGuides',
  },
  {
    title: 'How to Build an Obby',
    slug: 'how-to-build-an-obby-2',
    categoryKey: 'gameplayTips',
    subcategoryKey: 'beginnerGuides',
  },
  {
    title: 'Parental Controls',
    slug: 'parental-controls',
    categoryKey: 'platformFeatures',
    subcategoryKey: 'parentalControls',
  },
  { title: 'Unlisted News', slug: 'unlisted-news', categoryKey: null, subcategoryKey: null },
];

describe('encodeSearchIndex / decodeSearchIndex', () => {
  it('round-trips entries in order', () => {
    expect(decodeSearchIndex(JSON.parse(JSON.stringify(encodeSearchIndex(entries))))).toEqual(entries);
  });

  it('stores each category/subcategory pair once, one character per title, and only underivable slugs', () => {
    expect(encodeSearchIndex(entries)).toEqual({
      v: 2,
      g: [
        ['gameplayTips', 'beginnerGuides'],
        ['platformFeatures', 'parentalControls'],
      ],
      t: ['How to Build an Obby', 'How to Build an Obby', 'Parental Controls', 'Unlisted News'],
      p: '001-',
      s: { 1: 'how-to-build-an-obby-2' },
    });
  });

  it('keeps a slug when the title gives none (a title of symbols only)', () => {
    const odd = [{ title: '🎮🎮', slug: 'games', categoryKey: null, subcategoryKey: null }];
    expect(decodeSearchIndex(encodeSearchIndex(odd))).toEqual(odd);
  });

  it('encodes up to 62 placement groups and refuses more', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        title: `T ${i}`,
        slug: `t-${i}`,
        categoryKey: `c${i}`,
        subcategoryKey: 's',
      }));
    expect(decodeSearchIndex(encodeSearchIndex(many(62)))).toEqual(many(62));
    expect(() => encodeSearchIndex(many(63))).toThrow(/more than 62/);
  });

  it('round-trips any titles and slugs', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            title: fc.string({ minLength: 1 }),
            slug: fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
            placed: fc.boolean(),
          }),
        ),
        (rows) => {
          const input = rows.map((r) => ({
            title: r.title,
            slug: r.slug,
            categoryKey: r.placed ? 'gameplayTips' : null,
            subcategoryKey: r.placed ? 'other' : null,
          }));
          expect(decodeSearchIndex(JSON.parse(JSON.stringify(encodeSearchIndex(input))))).toEqual(input);
        },
      ),
    );
  });

  it('rejects anything that is not an index', () => {
    expect(() => decodeSearchIndex(null)).toThrow(/not a search index/);
    expect(() => decodeSearchIndex({ v: 1, g: [], a: [] })).toThrow(/not a search index/);
    expect(() => decodeSearchIndex({ v: 2, g: [], t: ['a'], p: '', s: {} })).toThrow(/not a search index/);
  });
});

describe('searchEntryOf', () => {
  it('takes the title, slug and primary placement of an article', () => {
    expect(
      searchEntryOf({
        title: 'T',
        slug: 't',
        placements: [
          { categoryKey: 'a', subcategoryKey: 'b', subsubcategories: [], reason: 'exact' },
          { categoryKey: 'c', subcategoryKey: 'd', subsubcategories: [], reason: 'exact' },
        ],
      }),
    ).toEqual({ title: 'T', slug: 't', categoryKey: 'a', subcategoryKey: 'b' });
    expect(searchEntryOf({ title: 'T', slug: 't', placements: [] })).toMatchObject({ categoryKey: null });
  });
});

describe('searchTitles with lower-cased titles cached per entry', () => {
  it('matches as a fresh lower-casing would, on every call', () => {
    const rows = [{ title: 'Luau TABLES for Beginners' }, { title: 'Obby tips' }];
    expect(searchTitles(rows, 'tables luau')).toEqual([rows[0]]);
    expect(searchTitles(rows, 'TABLES')).toEqual([rows[0]]);
    expect(searchTitles(rows, 'obby')).toEqual([rows[1]]);
  });

  it('never matches a stale title after an entry’s title changes', () => {
    const row = { title: 'Old Title About Obbies' };
    expect(searchTitles([row], 'obbies')).toEqual([row]);
    row.title = 'New Title About Tycoons';
    expect(searchTitles([row], 'obbies')).toEqual([]);
    expect(searchTitles([row], 'tycoons')).toEqual([row]);
  });
});

describe('the title parts at 10,000 articles (generated corpus)', () => {
  const parts = new Map<string, string>();
  const articles = corpusArticles(10000);
  const manifest = new SearchIndexBuilder(
    articles.map((a) => searchEntryOf(a)),
    (name, text) => parts.set(name, text),
  ).finish();
  const chunks = manifest.d.map((n) => parts.get(n) as string);

  it('holds every article, in order', () => {
    expect(manifest.n).toBe(10000);
    expect(chunks.flatMap((c) => decodeTitleChunk(JSON.parse(c), manifest.g).map((e) => e.slug))).toEqual(
      articles.map((a) => a.slug),
    );
  });

  it('stays within 36 gzipped bytes per article in its chunks', () => {
    const gz = chunks.reduce((sum, c) => sum + gzipSync(c).length, 0);
    expect(gz / 10000).toBeLessThanOrEqual(36);
  });

  it('elides most slugs', () => {
    const index = JSON.parse(chunks[0]) as { t: string[]; s: Record<string, string> };
    expect(Object.keys(index.s).length / index.t.length).toBeLessThan(0.2);
  });

  it('keeps each title word shard small (a first search fetches one per word)', () => {
    for (const n of manifest.w) expect(gzipSync(parts.get(n) as string).length).toBeLessThan(24_000);
  });
});

describe('preview marks in the search index', () => {
  const entry = { title: 'Obby Draft', slug: 'obby-draft', categoryKey: null, subcategoryKey: null };

  it('are left out entirely when no article is marked (a production build)', () => {
    expect(encodeSearchIndex([entry])).not.toHaveProperty('m');
  });

  it('travel with their article through encoding and decoding', () => {
    const scheduled = {
      state: 'scheduled' as const,
      date: '2031-05-04T00:00:00.000Z',
      dateText: 'May 4, 2031',
    };
    const decoded = decodeSearchIndex(
      JSON.parse(
        JSON.stringify(
          encodeSearchIndex([
            entry,
            { ...entry, slug: 'b', title: 'B', mark: { state: 'draft' } },
            { ...entry, slug: 'c', title: 'C', mark: scheduled },
          ]),
        ),
      ),
    );
    expect(decoded.map((e) => e.mark)).toEqual([undefined, { state: 'draft' }, scheduled]);
  });
});
