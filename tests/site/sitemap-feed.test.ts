/**
 * The XML sitemap, robots.txt and the RSS feed in the built public/ (run after `gatsby build`).
 */
import fs from 'fs';
import { load } from 'cheerio';
import { XMLValidator } from 'fast-xml-parser';
import { authorSlug } from '../../src/domain/content/default-author';
import { CONTENT_START_DATE } from '../../src/domain/constants';
import type { ArticleModel } from '../../src/domain/content/model';
import { FEED_SIZE } from '../../src/domain/seo/feed';
import {
  RSS_PATH,
  SITEMAP_XML_PATH,
  absoluteUrl,
  authorPath,
  categoryPath,
  listingBasePath,
  seriesPath,
  subcategoryPath,
  topicPath,
} from '../../src/domain/listings/routes';
import { modifiedDate } from '../../src/domain/seo/titles';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { siteConfig } from '../../src/site-config';
import { allHtmlFiles, builtContent, htmlFileOf, readPublic as read, xmlParser as parser } from './helpers';

const content = builtContent();
const { siteUrl } = siteConfig;
/** The site path of an absolute URL on siteUrl; throws for a relative URL or another origin. */
const pathOf = (loc: string): string => {
  if (!loc.startsWith(`${siteUrl.replace(/\/+$/, '')}/`))
    throw new Error(`${loc} is not an absolute URL on ${siteUrl}`);
  return new URL(loc).pathname;
};

describe('XML sitemap', () => {
  const indexXml = read(SITEMAP_XML_PATH);
  const index = parser.parse(indexXml) as { sitemapindex: { sitemap: { loc: string }[] } };
  const files = index.sitemapindex.sitemap.map((s) => pathOf(s.loc));
  const entries = files.flatMap(
    (f) => (parser.parse(read(f)) as { urlset: { url: { loc: string; lastmod: string }[] } }).urlset.url,
  );
  const locs = entries.map((e) => pathOf(e.loc));

  it('is at SITEMAP_XML_PATH (the footer link) and indexes sitemap files that exist', () => {
    expect(XMLValidator.validate(indexXml)).toBe(true);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(XMLValidator.validate(read(f))).toBe(true);
    const home = load(fs.readFileSync(htmlFileOf('/'), 'utf8'));
    expect(home(`footer a[href="${SITEMAP_XML_PATH}"]`)).toHaveLength(1);
  });

  it('lists every article, category, subcategory and author page', () => {
    const expected = [
      ...content.articles.map((a) => a.path),
      ...TAXONOMY.flatMap((c) => [
        categoryPath(c.slug),
        ...c.subcategories.map((s) => subcategoryPath(c.slug, s.slug)),
      ]),
      ...content.authors.map((a) => authorPath(authorSlug(a.name))),
    ];
    const listed = new Set(locs);
    expect(expected.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('lists exactly the built content pages once each: no 404, 500, offline shell or .html twin', () => {
    const notPages = ['/404', '/404.html', '/500', '/500.html', '/offline-plugin-app-shell-fallback'];
    const built = allHtmlFiles()
      .map((f) => `/${f.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '')}`)
      .filter((r) => !notPages.includes(r));
    expect([...locs].sort()).toEqual([...built].sort());
    for (const p of locs) {
      expect(p === '/' || !p.endsWith('/')).toBe(true);
      expect(fs.existsSync(htmlFileOf(p))).toBe(true);
    }
  });

  it('dates every page by its content: article, newest article of a listing, else newest of the site', () => {
    const newestOf = (arts: ArticleModel[]): string | null =>
      arts.length === 0
        ? null
        : arts
            .map((a) => modifiedDate(a.date, a.updated))
            .reduce((m, d) => (Date.parse(d) > Date.parse(m) ? d : m));
    const siteNewest = newestOf(content.articles) ?? CONTENT_START_DATE;
    const listingArticles = (base: string): ArticleModel[] | null => {
      for (const c of TAXONOMY) {
        if (base === categoryPath(c.slug))
          return content.articles.filter((a) => a.placements.some((p) => p.categoryKey === c.key));
        for (const s of c.subcategories)
          if (base === subcategoryPath(c.slug, s.slug))
            return content.articles.filter((a) =>
              a.placements.some((p) => p.categoryKey === c.key && p.subcategoryKey === s.key),
            );
      }
      const topic = content.articles.filter((a) => a.topics.some((t) => topicPath(t) === base));
      if (topic.length > 0) return topic;
      const series = content.articles.filter((a) => a.series && seriesPath(a.series.key) === base);
      if (series.length > 0) return series;
      const author = content.authors.find((a) => authorPath(authorSlug(a.name)) === base);
      return author ? content.articles.filter((a) => a.author === author.name) : null;
    };
    const expected = (p: string): string => {
      const article = content.articles.find((a) => a.path === p);
      if (article) return modifiedDate(article.date, article.updated);
      const listed = listingArticles(listingBasePath(p));
      return (listed && newestOf(listed)) ?? siteNewest;
    };
    const wrong = entries
      .map((e) => ({ path: pathOf(e.loc), lastmod: e.lastmod }))
      .filter((e) => Date.parse(e.lastmod) !== Date.parse(expected(e.path)));
    expect(wrong).toEqual([]);
    // a content date is never the build's clock
    expect(entries.every((e) => Date.parse(e.lastmod) <= Date.parse(siteNewest))).toBe(true);
  });
});

it('robots.txt names the absolute sitemap URL', () => {
  const robots = read('robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toContain(`Sitemap: ${absoluteUrl(siteUrl, SITEMAP_XML_PATH)}\n`);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
});

describe('RSS feed', () => {
  const xml = read(RSS_PATH);
  const feed = parser.parse(xml) as {
    rss: {
      '@version': string;
      channel: {
        title: string;
        link: string;
        description: string;
        item: {
          title: string;
          link: string;
          guid: { '#text': string };
          pubDate: string;
          description: string;
        }[];
      };
    };
  };
  const { channel } = feed.rss;
  const RFC_822 =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

  it('is well-formed RSS 2.0 with a channel title, link and description', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed.rss['@version']).toBe('2.0');
    expect(channel.title).toBe(siteConfig.title);
    expect(channel.link).toBe(absoluteUrl(siteUrl, '/'));
    expect(channel.description.trim()).not.toBe('');
  });

  it('carries the newest articles, newest first', () => {
    const newest = content.articles.slice(0, FEED_SIZE);
    expect(channel.item.map((i) => i.title)).toEqual(newest.map((a) => a.title));
    expect(channel.item.map((i) => pathOf(i.link))).toEqual(newest.map((a) => a.path));
    channel.item.forEach((item, i) => expect(Date.parse(item.pubDate)).toBe(Date.parse(newest[i].date)));
  });

  it('gives every item a title, an absolute link to a built page, a guid and an RFC 822 pubDate', () => {
    for (const item of channel.item) {
      expect(item.title.trim()).not.toBe('');
      expect(item.description.trim()).not.toBe('');
      expect(fs.existsSync(htmlFileOf(pathOf(item.link)))).toBe(true);
      expect(item.guid['#text']).toBe(item.link);
      expect(item.pubDate).toMatch(RFC_822);
    }
  });
});
