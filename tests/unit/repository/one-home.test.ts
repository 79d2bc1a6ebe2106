/**
 * Rules that several parts of the site apply, each from one function: path normalising, the
 * newest-first order, the category/subcategory key and the offline shell's path.
 */
import fc from 'fast-check';
import fs from 'fs';
import path from 'path';
import { newestFirst, Ordered } from '../../../src/domain/content/dates';
import { feedItems } from '../../../src/domain/seo/feed';
import { subcategoryIndexKey } from '../../../src/domain/listings/listing-key';
import { normalizePath, OFFLINE_SHELL_PATH } from '../../../src/domain/listings/routes';
import { groupResults, resultGroupKey } from '../../../src/domain/search/matcher';
import { decodeSearchIndex, encodeSearchIndex } from '../../../src/domain/search/title-index';
import { inSitemap } from '../../../src/domain/seo/xml-sitemap';
import { sponsoredLinksFor } from '../../../src/domain/sponsored/block';
import { DEFAULT_NOT_PAGES } from '../../../scripts/checks/site-integrity';
import { repoRoot } from '../../support/paths';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/authors', '/authors'],
    ['/authors/', '/authors'],
    ['/authors///', '/authors'],
    ['/info/about-us/', '/info/about-us'],
    ['', ''],
  ])('%j -> %j', (input, expected) => expect(normalizePath(input)).toBe(expected));

  it('is what the sponsored block and the sitemap look paths up by', () => {
    const data = {
      sapeLinks: { '/authors': ['<a href="https://a.example">A</a>'], '/': ['<b>root</b>'] },
      sapeNewUrl: '',
    };
    expect(sponsoredLinksFor(data, '/authors/')).toEqual(data.sapeLinks['/authors']);
    expect(sponsoredLinksFor(data, '//')).toEqual(data.sapeLinks['/']);
    expect(inSitemap('/404/')).toBe(false);
    expect(inSitemap(`${OFFLINE_SHELL_PATH}//`)).toBe(false);
    // the root in any spelling is a page (before, "//" became "" there, "/" in the sponsored block)
    expect(inSitemap('//')).toBe(true);
  });
});

describe('newestFirst', () => {
  const a = (id: number, date: string): Ordered => ({ id, date });

  it('orders by date, newest first, then by the higher id', () => {
    const list = [
      a(1, '2025-01-01T00:00:00.000Z'),
      a(3, '2025-03-01T00:00:00.000Z'),
      a(2, '2025-03-01T00:00:00.000Z'),
      a(4, '2024-12-31T23:59:59.000Z'),
    ];
    expect([...list].sort(newestFirst).map((x) => x.id)).toEqual([3, 2, 1, 4]);
  });

  it('sorts by date, then id, both descending, for any articles', () => {
    const article = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      date: fc
        .integer({ min: Date.parse('2024-09-16T00:00:00Z'), max: Date.parse('2024-09-20T00:00:00Z') })
        .map((ms) => new Date(ms - (ms % 3_600_000)).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(article, { maxLength: 30 }), (list) => {
        const byFields = (x: Ordered, y: Ordered): number => {
          for (const f of ['date', 'id'] as const) if (x[f] !== y[f]) return x[f] < y[f] ? 1 : -1;
          return 0;
        };
        const expected = [...list].sort(byFields);
        return JSON.stringify([...list].sort(newestFirst)) === JSON.stringify(expected);
      }),
    );
  });

  it('is the order of the feed', () => {
    const articles = [
      {
        id: 1,
        title: 'Old',
        path: '/a/old',
        date: '2025-01-01T00:00:00.000Z',
        description: null,
        excerpt: 'x',
        author: null,
      },
      {
        id: 2,
        title: 'New',
        path: '/a/new',
        date: '2025-02-01T00:00:00.000Z',
        description: null,
        excerpt: 'y',
        author: null,
      },
    ];
    expect(feedItems('https://site.example', articles).map((i) => i.title)).toEqual(['New', 'Old']);
  });
});

describe('the category/subcategory key', () => {
  it('groups search results and search-index entries by the listings key', () => {
    const entry = { categoryKey: 'gameplayTips', subcategoryKey: 'beginnerGuides' };
    expect(resultGroupKey(entry)).toBe(subcategoryIndexKey('gameplayTips', 'beginnerGuides'));
    expect(resultGroupKey({ categoryKey: null, subcategoryKey: null })).toBe('');
    expect(groupResults([entry, { ...entry }])).toHaveLength(1);
    const entries = [
      { title: 'A', slug: 'a', ...entry },
      { title: 'B', slug: 'b', ...entry },
    ];
    // one shared group in the encoded index for one key
    const encoded = encodeSearchIndex(entries);
    expect(encoded.g).toEqual([['gameplayTips', 'beginnerGuides']]);
    expect(decodeSearchIndex(encoded).map((e) => e.categoryKey)).toEqual(['gameplayTips', 'gameplayTips']);
  });
});

describe('the offline shell', () => {
  it('is one path for the sitemap, the site check and the service worker script', () => {
    expect(inSitemap(OFFLINE_SHELL_PATH)).toBe(false);
    expect(DEFAULT_NOT_PAGES).toContain(`${OFFLINE_SHELL_PATH.slice(1)}/index.html`);
    // the worker script is appended to sw.js as it is, so it spells the path out; hold it to this one
    const script = fs.readFileSync(path.join(repoRoot, 'src/service-worker/offline-fallback.js'), 'utf8');
    expect(script).toContain(`'${OFFLINE_SHELL_PATH}/index.html'`);
  });
});
