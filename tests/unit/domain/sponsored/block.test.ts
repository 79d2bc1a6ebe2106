import {
  SPONSORED_HEADINGS,
  sponsoredHeading,
  sponsoredLinksFor,
} from '../../../../src/domain/sponsored/block';

describe('sponsored heading', () => {
  it('is one of four English labels', () => {
    expect(SPONSORED_HEADINGS).toHaveLength(4);
    expect(new Set(SPONSORED_HEADINGS).size).toBe(4);
    for (const h of SPONSORED_HEADINGS) expect(h).toMatch(/^[A-Z][A-Za-z ]+$/);
  });

  it('is picked deterministically from the site name', () => {
    expect(sponsoredHeading('BloxGuide')).toBe(sponsoredHeading('BloxGuide'));
    expect(SPONSORED_HEADINGS).toContain(sponsoredHeading('BloxGuide'));
    expect(SPONSORED_HEADINGS).toContain(sponsoredHeading(''));
    expect(SPONSORED_HEADINGS).toContain(sponsoredHeading('🎮 Ünïcode Site 名前'));
  });

  it('depends on the name: different sites get every one of the four', () => {
    const seen = new Set(Array.from({ length: 40 }, (_, i) => sponsoredHeading(`Site ${i}`)));
    expect(seen).toEqual(new Set(SPONSORED_HEADINGS));
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
