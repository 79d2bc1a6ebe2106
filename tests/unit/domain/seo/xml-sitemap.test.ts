import { CONTENT_START_DATE } from '../../../../src/domain/constants';
import { FEED_SIZE, FeedArticle, feedChannel, feedItems } from '../../../../src/domain/seo/feed';
import { listingBasePath, listingPagePath } from '../../../../src/domain/listings/routes';
import {
  DatedArticle,
  inSitemap,
  lastmodFor,
  lastmodTable,
  robotsTxt,
} from '../../../../src/domain/seo/xml-sitemap';
import { sitemapOptionsFor } from '../../../../src/node/seo-plugins';

describe('inSitemap', () => {
  it.each(['/404', '/404.html', '/404/', '/500', '/500.html', '/offline-plugin-app-shell-fallback'])(
    'leaves out %s',
    (p) => expect(inSitemap(p)).toBe(false),
  );
  it.each(['/', '/authors', '/articles/404-tips', '/platform-features/page/2', '/info/about-us'])(
    'keeps %s',
    (p) => expect(inSitemap(p)).toBe(true),
  );
});

describe('listingBasePath', () => {
  it('inverts listingPagePath for any page', () => {
    for (const base of [
      '/',
      '/platform-features',
      '/platform-features/roblox-updates',
      '/authors/priya-nair',
    ])
      for (const page of [1, 2, 17]) expect(listingBasePath(listingPagePath(base, page))).toBe(base);
  });
  it('keeps paths that are not listing pages', () => {
    expect(listingBasePath('/articles/page')).toBe('/articles/page');
    expect(listingBasePath('/articles/my-page-2')).toBe('/articles/my-page-2');
  });
});

const at = (day: number): string => new Date(Date.UTC(2025, 0, day)).toISOString();
const art = (id: number, over: Partial<DatedArticle>): DatedArticle => ({
  id,
  path: `/articles/a${id}`,
  date: at(id),
  updated: null,
  authorSlug: 'priya-nair',
  placements: [{ categoryKey: 'gameplayTips', subcategoryKey: 'beginnerGuides' }],
  ...over,
});

describe('lastmodTable and lastmodFor', () => {
  const articles = [
    art(1, { updated: at(20) }),
    art(2, { authorSlug: 'karan-malhotra' }),
    art(3, {
      authorSlug: null,
      placements: [
        { categoryKey: 'creativeInspiration', subcategoryKey: 'other' },
        { categoryKey: 'gameplayTips', subcategoryKey: 'other' },
      ],
    }),
    art(4, { placements: [] }),
  ];
  const table = lastmodTable(articles);

  it('dates an article by its update, else its publication', () => {
    expect(lastmodFor('/articles/a1', table)).toBe(at(20));
    expect(lastmodFor('/articles/a2', table)).toBe(at(2));
  });

  it('dates a listing, on every page, by the newest of its articles', () => {
    expect(lastmodFor('/ultimate-gameplay-tips-roblox', table)).toBe(at(20));
    expect(lastmodFor('/ultimate-gameplay-tips-roblox/page/3', table)).toBe(at(20));
    expect(lastmodFor('/ultimate-gameplay-tips-roblox/other-tips-roblox', table)).toBe(at(3));
    expect(lastmodFor('/creative-inspiration', table)).toBe(at(3));
    expect(lastmodFor('/creative-inspiration/other', table)).toBe(at(3));
    expect(lastmodFor('/authors/priya-nair', table)).toBe(at(20));
    expect(lastmodFor('/authors/karan-malhotra/page/2', table)).toBe(at(2));
  });

  it('gives other pages and empty listings the newest content date', () => {
    expect(table.newest).toBe(at(20));
    for (const p of ['/', '/authors', '/sitemap', '/sitemap/page/2', '/terms', '/platform-features'])
      expect(lastmodFor(p, table)).toBe(at(20));
  });

  it('uses the content start date when there is no article, never the clock', () => {
    expect(lastmodFor('/', lastmodTable([]))).toBe(new Date(CONTENT_START_DATE).toISOString());
  });
});

it('robots.txt names the absolute sitemap index URL', () => {
  expect(robotsTxt('https://blox.example/')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://blox.example/sitemap-index.xml\n',
  );
});

describe('feed', () => {
  const fa = (id: number, over: Partial<FeedArticle> = {}): FeedArticle => ({
    id,
    title: `Title ${id}`,
    path: `/articles/a${id}`,
    date: at(id % 10),
    description: null,
    excerpt: `Excerpt ${id}`,
    author: 'Priya Nair',
    ...over,
  });

  it('carries the FEED_SIZE newest articles, newest first (date, then id)', () => {
    const articles = Array.from({ length: 45 }, (_, i) => fa(i + 1));
    const items = feedItems('https://blox.example', articles);
    expect(items).toHaveLength(FEED_SIZE);
    const expected = [...articles]
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .slice(0, FEED_SIZE)
      .map((a) => `https://blox.example${a.path}`);
    expect(items.map((i) => i.url)).toEqual(expected);
  });

  it('describes an item by its description, else its excerpt, with an absolute link', () => {
    const [own, fallback] = feedItems('https://blox.example/', [
      fa(2, { description: 'Own words.' }),
      fa(1, { description: '  ', author: null }),
    ]);
    expect(own).toEqual({
      title: 'Title 2',
      description: 'Own words.',
      url: 'https://blox.example/articles/a2',
      date: at(2),
      author: 'Priya Nair',
    });
    expect(fallback).toEqual({
      title: 'Title 1',
      description: 'Excerpt 1',
      url: 'https://blox.example/articles/a1',
      date: at(1),
    });
  });

  it('dates the channel by its newest article and links the site and itself', () => {
    const site = {
      siteUrl: 'https://blox.example',
      title: 'BloxGuide',
      description: 'Guides.',
      locale: 'en',
    };
    expect(feedChannel(site, [fa(3), fa(7), fa(5)])).toEqual({
      title: 'BloxGuide',
      description: 'Guides.',
      site_url: 'https://blox.example/',
      feed_url: 'https://blox.example/rss.xml',
      language: 'en',
      pubDate: at(7),
    });
    expect(feedChannel(site, [])).not.toHaveProperty('pubDate');
  });
});

describe('sitemap plugin options', () => {
  const article = {
    articleId: 1,
    path: '/articles/one',
    date: '2024-03-01T00:00:00.000Z',
    updated: null,
    authorSlug: null,
    placements: [],
  };

  it('lists the pages createPages made, without the error pages, dated by content', () => {
    const { articleId, ...rest } = article;
    const options = sitemapOptionsFor(
      () => ['/', '/articles/one', '/404', '/500.html'],
      () => [{ id: articleId, ...rest }],
    );
    expect(options.query).not.toContain('allSitePage');
    const pages = options.resolvePages();
    expect(pages.map((p) => p.path)).toEqual(['/', '/articles/one']);
    expect(pages[1].lastmod).toBe(article.date);
    expect(options.serialize(pages[1])).toEqual({ url: '/articles/one', lastmod: article.date });
  });

  it('fails the build rather than write an empty sitemap when no page was recorded', () =>
    expect(() =>
      sitemapOptionsFor(
        () => [],
        () => [],
      ).resolvePages(),
    ).toThrow(/no pages were created/));
});
