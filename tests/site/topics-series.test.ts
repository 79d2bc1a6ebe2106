/**
 * Topics, series and the listing feeds in the built public/ (run after `gatsby build` of the
 * shipped content): every topic and series page, every chip and feed link resolves, the sitemaps
 * list the pages, and every category and topic feed parses as RSS 2.0 with the site feed's fields.
 */
import fs from 'fs';
import path from 'path';
import { load } from 'cheerio';
import { XMLValidator } from 'fast-xml-parser';
import { LISTING_PAGE_SIZE } from '../../src/domain/constants';
import { topicTextsOf } from '../../src/domain/listings/topic-texts';
import { FEED_SIZE } from '../../src/domain/seo/feed';
import {
  RSS_PATH,
  SITEMAP_PATH,
  SITEMAP_XML_PATH,
  TOPICS_PATH,
  absoluteUrl,
  articlePath,
  categoryPath,
  listingFeedPath,
  listingPagePath,
  seriesPath,
  topicPath,
} from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { siteConfig } from '../../src/site-config';
import { builtContent, htmlFileOf, publicDir, readPublic as read, xmlParser as parser } from './helpers';

const content = builtContent();
const { siteUrl } = siteConfig;
const page = (p: string) => load(fs.readFileSync(htmlFileOf(p), 'utf8'));

const topics = new Map<string, number[]>();
for (const a of content.articles) for (const t of a.topics) topics.set(t, [...(topics.get(t) ?? []), a.id]);
const byId = new Map(content.articles.map((a) => [a.id, a]));

/** An internal link resolves when it is a built page or a file of public/. */
const resolves = (href: string): boolean =>
  fs.existsSync(htmlFileOf(href)) || fs.existsSync(path.join(publicDir, href));

describe('topic pages', () => {
  it('the shipped content has topics, and a series', () => {
    expect(topics.size).toBeGreaterThan(10);
    expect(Object.keys(content.series)).toContain('luau-scripting-course');
  });

  it('a page per topic, newest first, paginated by the listing page size, titled and canonical', () => {
    for (const [key, ids] of topics) {
      const pages = Math.ceil(ids.length / LISTING_PAGE_SIZE);
      for (let n = 1; n <= pages; n += 1) {
        const $ = page(listingPagePath(topicPath(key), n));
        const shown = $('.card-grid .article-card-title a')
          .map((_, el) => $(el).attr('href'))
          .get();
        const expected = ids.slice((n - 1) * LISTING_PAGE_SIZE, n * LISTING_PAGE_SIZE);
        expect(shown).toEqual(expected.map((id) => byId.get(id)!.path));
        expect($('h1').text()).toBe(topicTextsOf(key, content.topicTexts).title);
        expect($('link[rel=canonical]').attr('href')).toBe(
          absoluteUrl(siteUrl, listingPagePath(topicPath(key), n)),
        );
        const ld = $('script[type="application/ld+json"]')
          .map(
            (_, el) =>
              JSON.parse($(el).text()) as { '@type': string; mainEntity?: { itemListElement: unknown[] } },
          )
          .get();
        const collection = ld.find((b) => b['@type'] === 'CollectionPage');
        expect(collection?.mainEntity?.itemListElement).toHaveLength(expected.length);
        expect($('meta[name=description]').attr('content')?.trim()).not.toBe('');
      }
    }
  });

  it('the topics index lists every topic with its count of articles', () => {
    const $ = page(TOPICS_PATH);
    const listed = new Map(
      $('main .chip')
        .map((_, el) => [[$(el).attr('href'), Number($(el).find('.chip-count').text())]])
        .get() as [string, number][],
    );
    expect(new Map([...topics].map(([k, ids]) => [topicPath(k), ids.length]))).toEqual(listed);
  });

  it('a topic under an unknown subcategory is not a topic (the spec: other/other drops it)', () => {
    // content/articles files "Development Resources"/"coding_basics" by normalisation: its Luau topic counts
    const tables = content.articles.find((a) => a.slug.startsWith('luau-tables-explained'))!;
    expect(tables.topics).toEqual(['luau']);
    for (const a of content.articles)
      if (a.placements.every((p) => p.subsubcategories.length === 0)) expect(a.topics).toEqual([]);
  });
});

describe('chips', () => {
  it('every article shows its topics as chips linking to their pages, and so do its cards', () => {
    for (const a of content.articles) {
      const $ = page(a.path);
      const chips = $('.article-topics a')
        .map((_, el) => $(el).attr('href'))
        .get();
      expect(chips).toEqual(a.topics.map(topicPath));
      for (const href of chips) expect(resolves(href)).toBe(true);
    }
    const $ = page(categoryPath(TAXONOMY[0].slug));
    $('.card-grid .article-card').each((_, card) => {
      const href = $(card).find('.article-card-title a').attr('href');
      const article = content.articles.find((a) => a.path === href)!;
      expect(
        $(card)
          .find('.card-topics a')
          .map((__, el) => $(el).attr('href'))
          .get(),
      ).toEqual(article.topics.map(topicPath));
    });
  });
});

describe('series', () => {
  const members = content.articles
    .filter((a) => a.series?.key === 'luau-scripting-course')
    .sort((a, b) => a.series!.part - b.series!.part);

  it('ships one real series of at least three parts', () => {
    expect(members.length).toBeGreaterThanOrEqual(3);
  });

  it('each part says "Part n of N: <series>", lists every part in order with itself marked, and its previous/next follow the series', () => {
    const title = content.series['luau-scripting-course'].title;
    members.forEach((a, i) => {
      const $ = page(a.path);
      expect($('.series-box-title').text()).toBe(`Part ${a.series!.part} of ${members.length}: ${title}`);
      expect($('.series-box-title a').attr('href')).toBe(seriesPath('luau-scripting-course'));
      expect($('.series-parts li').length).toBe(members.length);
      expect($('.series-parts [aria-current=page]').text()).toBe(a.title);
      if (i > 0) expect($('a.article-nav-prev').attr('href')).toBe(members[i - 1].path);
      if (i < members.length - 1) expect($('a.article-nav-next').attr('href')).toBe(members[i + 1].path);
    });
  });

  it('the series page lists the parts in order, each a link that resolves', () => {
    const $ = page(seriesPath('luau-scripting-course'));
    const hrefs = $('main .series-parts a')
      .map((_, el) => $(el).attr('href'))
      .get();
    expect(hrefs).toEqual(members.map((a) => a.path));
    for (const h of hrefs) expect(resolves(h)).toBe(true);
    expect($('h1').text()).toBe(content.series['luau-scripting-course'].title);
  });
});

describe('sitemaps', () => {
  it('the XML sitemap lists the topics index, every topic page and the series page', () => {
    const index = parser.parse(read(SITEMAP_XML_PATH)) as { sitemapindex: { sitemap: { loc: string }[] } };
    const locs = new Set(
      index.sitemapindex.sitemap.flatMap((s) =>
        (
          parser.parse(read(new URL(s.loc).pathname)) as { urlset: { url: { loc: string }[] } }
        ).urlset.url.map((u) => new URL(u.loc).pathname),
      ),
    );
    for (const p of [TOPICS_PATH, seriesPath('luau-scripting-course'), ...[...topics.keys()].map(topicPath)])
      expect(locs).toContain(p);
  });

  it('the HTML sitemap links the topics index, every topic page and the series page', () => {
    const linked = new Set<string>();
    for (let n = 1; fs.existsSync(htmlFileOf(listingPagePath(SITEMAP_PATH, n))); n += 1) {
      const $ = page(listingPagePath(SITEMAP_PATH, n));
      $('main a').each((_, el) => {
        linked.add($(el).attr('href') ?? '');
      });
    }
    for (const p of [TOPICS_PATH, seriesPath('luau-scripting-course'), ...[...topics.keys()].map(topicPath)])
      expect(linked).toContain(p);
  });
});

interface Channel {
  title: string;
  link: string;
  description: string;
  language: string;
  lastBuildDate: string;
  pubDate: string;
  'atom:link': { '@href': string };
  item: { title: string; link: string; description: string; pubDate: string; guid: { '#text': string } }[];
}
const channelOf = (xml: string): Channel => (parser.parse(xml) as { rss: { channel: Channel } }).rss.channel;

describe('category and topic feeds', () => {
  const listings = [
    ...TAXONOMY.map((c) => ({
      path: categoryPath(c.slug),
      ids: content.articles.filter((a) => a.placements.some((p) => p.categoryKey === c.key)).map((a) => a.id),
    })),
    ...[...topics].map(([k, ids]) => ({ path: topicPath(k), ids })),
  ];

  it('each listing page links its feed in the head (rel=alternate) and on the page, and the feed exists', () => {
    for (const l of listings) {
      const $ = page(l.path);
      const feed = listingFeedPath(l.path);
      expect(
        $(`link[rel=alternate][type="application/rss+xml"][href="${absoluteUrl(siteUrl, feed)}"]`),
      ).toHaveLength(1);
      expect($(`main a[href="${feed}"]`)).toHaveLength(1);
      expect(resolves(feed)).toBe(true);
    }
  });

  it('each feed parses, carries its newest 20 published articles newest first, with the site feed item fields', () => {
    const siteChannel = channelOf(read(RSS_PATH));
    const itemFields = Object.keys(siteChannel.item[0]).sort();
    for (const l of listings) {
      const xml = read(listingFeedPath(l.path));
      expect(XMLValidator.validate(xml)).toBe(true);
      const channel = channelOf(xml);
      expect(channel.link).toBe(absoluteUrl(siteUrl, l.path));
      expect(channel['atom:link']['@href']).toBe(absoluteUrl(siteUrl, listingFeedPath(l.path)));
      expect(channel.language).toBe(siteChannel.language);
      const expected = l.ids.slice(0, FEED_SIZE).map((id) => byId.get(id)!);
      expect(channel.item.map((i) => new URL(i.link).pathname)).toEqual(expected.map((a) => a.path));
      for (const item of channel.item) {
        expect(item.description.trim()).not.toBe('');
        // the author (dc:creator) only where the article has one, as in the site feed
        const fields = (keys: string[]): string[] => keys.filter((k) => k !== 'dc:creator').sort();
        expect(fields(Object.keys(item))).toEqual(fields(itemFields));
      }
      // reproducible: the channel's dates are its newest article's, not the build's clock
      expect(Date.parse(channel.lastBuildDate)).toBe(Date.parse(expected[0].date));
    }
  });
});

it('no article page links a series part that is not published', () => {
  for (const a of content.articles) {
    const $ = page(articlePath(a.slug));
    $('.series-parts a').each((_, el) => {
      expect(resolves($(el).attr('href') ?? '')).toBe(true);
    });
  }
});
