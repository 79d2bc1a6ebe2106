import {
  SPONSORED_HEADINGS,
  sponsoredHeading,
  sponsoredLinksFor,
} from '../../../../src/domain/sponsored/block';
import { LOCALES } from '../../../../src/domain/locales/labels';

describe('sponsored heading', () => {
  it.each(LOCALES)('is one of four %s labels', (locale) => {
    expect(SPONSORED_HEADINGS[locale]).toHaveLength(4);
    expect(new Set(SPONSORED_HEADINGS[locale]).size).toBe(4);
    // words only, starting with a capital where the script has capitals (Hangul has none)
    for (const h of SPONSORED_HEADINGS[locale]) expect(h).toMatch(/^(?!\p{Ll})\p{L}[\p{L} ]+$/u);
  });

  it('is written in each locale: no two locales share a heading', () => {
    const all = LOCALES.flatMap((l) => SPONSORED_HEADINGS[l]);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(LOCALES)('is picked deterministically from the site name (%s)', (locale) => {
    expect(sponsoredHeading('BloxGuide', locale)).toBe(sponsoredHeading('BloxGuide', locale));
    expect(SPONSORED_HEADINGS[locale]).toContain(sponsoredHeading('BloxGuide', locale));
    expect(SPONSORED_HEADINGS[locale]).toContain(sponsoredHeading('', locale));
    expect(SPONSORED_HEADINGS[locale]).toContain(sponsoredHeading('🎮 Ünïcode Site 名前', locale));
  });

  it('keeps the same pick (the same place in the list) in every locale', () => {
    for (const name of ['BloxGuide', 'Site 1', 'Site 2', 'Site 3']) {
      const index = SPONSORED_HEADINGS.en.indexOf(sponsoredHeading(name, 'en'));
      for (const locale of LOCALES)
        expect(sponsoredHeading(name, locale)).toBe(SPONSORED_HEADINGS[locale][index]);
    }
  });

  it('depends on the name: different sites get every one of the four', () => {
    const seen = new Set(Array.from({ length: 40 }, (_, i) => sponsoredHeading(`Site ${i}`, 'ko')));
    expect(seen).toEqual(new Set(SPONSORED_HEADINGS.ko));
  });
});

describe('sponsored links of a page', () => {
  const data = {
    sapeLinks: { '/': ['<a href="h">home</a>'], '/fan-art': ['<a href="1">1</a>', '<a href="2">2</a>'] },
    sapeNewUrl: '<a href="new">new</a>',
  };

  it("are the page's own links then sapeNewUrl", () => {
    expect(sponsoredLinksFor(data, '/fan-art')).toEqual([
      '<a href="1">1</a>',
      '<a href="2">2</a>',
      '<a href="new">new</a>',
    ]);
    expect(sponsoredLinksFor(data, '/')).toEqual(['<a href="h">home</a>', '<a href="new">new</a>']);
  });

  it('ignore a trailing slash and fall back to sapeNewUrl alone', () => {
    expect(sponsoredLinksFor(data, '/fan-art/')).toHaveLength(3);
    expect(sponsoredLinksFor(data, '/unknown')).toEqual(['<a href="new">new</a>']);
  });

  it('drop empty snippets', () => {
    expect(sponsoredLinksFor({ sapeLinks: { '/': [' '] }, sapeNewUrl: '' }, '/')).toEqual([]);
  });
});
