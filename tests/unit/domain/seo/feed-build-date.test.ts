import { withContentBuildDate } from '../../../../src/domain/seo/feed';

const feed = (channelExtra: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title><![CDATA[Site]]></title>` +
  `<lastBuildDate>Sun, 29 Nov 2026 06:25:00 GMT</lastBuildDate>${channelExtra}` +
  `<item><title>A</title><pubDate>Mon, 03 Feb 2025 10:00:00 GMT</pubDate></item></channel></rss>`;

describe("the feed's build date", () => {
  it("is the channel's publication date (the newest article's), not the clock's", () => {
    const xml = withContentBuildDate(feed('<pubDate>Fri, 14 Mar 2025 09:30:00 GMT</pubDate>'));
    expect(xml).toContain('<lastBuildDate>Fri, 14 Mar 2025 09:30:00 GMT</lastBuildDate>');
    expect(xml).not.toContain('2026');
    // the items are untouched
    expect(xml).toContain('<item><title>A</title><pubDate>Mon, 03 Feb 2025 10:00:00 GMT</pubDate></item>');
  });

  it("is left out when the channel has no date (an item's date is not the channel's)", () => {
    const xml = withContentBuildDate(feed(''));
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('<pubDate>Mon, 03 Feb 2025 10:00:00 GMT</pubDate>');
  });

  it('gives the same text for the same content, whenever it is built', () => {
    const a = feed('<pubDate>Fri, 14 Mar 2025 09:30:00 GMT</pubDate>');
    const b = a.replace('Sun, 29 Nov 2026 06:25:00 GMT', 'Mon, 30 Nov 2026 11:00:00 GMT');
    expect(withContentBuildDate(a)).toBe(withContentBuildDate(b));
  });
});
