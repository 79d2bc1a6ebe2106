/**
 * The RSS 2.0 feed of the newest articles, as the options and items gatsby-plugin-feed hands to
 * the `rss` package (which writes the XML, the guid and RFC 822 dates).
 */
import { newestFirst } from '../content/dates';
import { absoluteUrl, HOME_PATH, RSS_PATH } from '../listings/routes';

/** How many of the newest articles the feed carries. */
export const FEED_SIZE = 20;

export interface FeedArticle {
  id: number;
  title: string;
  path: string;
  /** ISO 8601 publication date */
  date: string;
  description: string | null;
  excerpt: string;
  author: string | null;
}

export interface FeedItem {
  title: string;
  description: string;
  /** absolute; the `rss` package also uses it as the item's permalink guid */
  url: string;
  date: string;
  author?: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  site_url: string;
  feed_url: string;
  language: string;
  /** the newest article's date, so the channel date is a content date */
  pubDate?: string;
}

/** The feed items: the FEED_SIZE newest articles with absolute links. */
export function feedItems(siteUrl: string, articles: readonly FeedArticle[]): FeedItem[] {
  return [...articles]
    .sort(newestFirst)
    .slice(0, FEED_SIZE)
    .map((a) => ({
      title: a.title,
      description: (a.description ?? '').trim() || a.excerpt,
      url: absoluteUrl(siteUrl, a.path),
      date: a.date,
      ...(a.author ? { author: a.author } : {}),
    }));
}

/** The channel: site title, description and URL, the feed's own URL and language. */
export function feedChannel(
  site: { siteUrl: string; title: string; description: string; locale: string },
  articles: readonly FeedArticle[],
): FeedChannel {
  const newest = [...articles].sort(newestFirst)[0];
  return {
    title: site.title,
    description: site.description,
    site_url: absoluteUrl(site.siteUrl, HOME_PATH),
    feed_url: absoluteUrl(site.siteUrl, RSS_PATH),
    language: site.locale,
    ...(newest ? { pubDate: newest.date } : {}),
  };
}

/** A category's or a topic's listing, whose own feed sits beside the site's. */
export interface FeedListing {
  title: string;
  description: string;
  /** the listing's first page */
  path: string;
  /** routes.ts listingFeedPath of `path` */
  feedPath: string;
}

/**
 * The channel of a listing's feed: the same fields as the site feed's, titled
 * "Listing | Site", linking the listing and its own feed URL.
 */
export function listingFeedChannel(
  site: { siteUrl: string; title: string; locale: string },
  listing: FeedListing,
  articles: readonly FeedArticle[],
): FeedChannel {
  const newest = [...articles].sort(newestFirst)[0];
  return {
    title: `${listing.title} | ${site.title}`,
    description: listing.description,
    site_url: absoluteUrl(site.siteUrl, listing.path),
    feed_url: absoluteUrl(site.siteUrl, listing.feedPath),
    language: site.locale,
    ...(newest ? { pubDate: newest.date } : {}),
  };
}

/**
 * The feed's XML with its channel's `lastBuildDate` set to the channel's `pubDate` (the newest
 * article's date), or without it when the channel has none: the `rss` package writes the clock's
 * time there, and two builds of one content would differ.
 */
export function withContentBuildDate(xml: string): string {
  const channelHead = xml.split('<item>')[0] ?? xml;
  const pubDate = /<pubDate>([^<]*)<\/pubDate>/.exec(channelHead)?.[1];
  return xml.replace(
    /<lastBuildDate>[^<]*<\/lastBuildDate>/,
    pubDate === undefined ? '' : `<lastBuildDate>${pubDate}</lastBuildDate>`,
  );
}
