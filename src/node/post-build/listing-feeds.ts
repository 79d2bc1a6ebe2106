/**
 * The RSS feeds of every category and every topic, beside the site feed that gatsby-plugin-feed
 * writes (src/node/seo-plugins.ts): the same `rss` package, channel fields and item fields
 * (src/domain/seo/feed.ts), the FEED_SIZE newest published articles of each listing, the channel
 * date its newest article's (reproducible). Written here, not by gatsby-plugin-feed: its list of
 * feeds is fixed when gatsby-config loads, before the content (and so the topics) is read.
 */
import fs from 'fs';
import path from 'path';
import RSS from 'rss';
import type { GatsbyNode } from 'gatsby';
import { buildTaxonomyIndex } from '../../domain/listings/indexing';
import { topicTextsOf } from '../../domain/listings/topic-texts';
import { listingText } from '../../domain/seo/titles';
import { categoryPath, listingFeedPath, topicPath } from '../../domain/listings/routes';
import { TAXONOMY } from '../../domain/listings/taxonomy';
import {
  FEED_SIZE,
  FeedArticle,
  FeedListing,
  feedItems,
  listingFeedChannel,
  withContentBuildDate,
} from '../../domain/seo/feed';
import { siteConfig } from '../../site-config';
import type { ContentLifecycle } from '../content/build-content';
import { feedTexts } from '../content/feed-texts';
import { topicIndex } from '../make-pages/topic-pages';

type PostBuildArgs = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0];

/** A listing and the ids of its articles, newest first. */
interface ListingFeed {
  listing: FeedListing;
  ids: readonly number[];
}

/** Every category and topic listing of the published content, with its newest FEED_SIZE ids. */
export function listingFeeds(store: ContentLifecycle): ListingFeed[] {
  const { content } = store.published('onPostBuild');
  const index = buildTaxonomyIndex(content.articles);
  const feeds: ListingFeed[] = [];
  for (const cat of TAXONOMY) {
    const texts = content.taxonomyTexts[cat.key];
    const listingPath = categoryPath(cat.slug);
    feeds.push({
      listing: {
        title: texts?.title ?? cat.key,
        description: texts?.description ?? '',
        path: listingPath,
        feedPath: listingFeedPath(listingPath),
      },
      ids: (index.byCategory.get(cat.key) ?? []).slice(0, FEED_SIZE),
    });
  }
  for (const [key, ids] of topicIndex(content.articles)) {
    const texts = topicTextsOf(key, content.topicTexts);
    const listingPath = topicPath(key);
    feeds.push({
      listing: {
        title: texts.title,
        description: texts.description ?? listingText('topicAbout', siteConfig.locale, { name: texts.title }),
        path: listingPath,
        feedPath: listingFeedPath(listingPath),
      },
      ids: ids.slice(0, FEED_SIZE),
    });
  }
  return feeds;
}

/** Write every category's and topic's feed into public/; returns how many. */
export async function writeListingFeeds(
  store: ContentLifecycle,
  args: Pick<PostBuildArgs, 'graphql' | 'reporter'>,
  publicDir: string,
): Promise<number> {
  const { content, remarkIds } = store.published('onPostBuild');
  const byId = new Map(content.articles.map((a) => [a.id, a]));
  const feeds = listingFeeds(store);
  // the card text of the feeds' articles without a description, read once for all feeds
  const needText = new Set<number>();
  for (const f of feeds) for (const id of f.ids) if (!byId.get(id)?.description) needText.add(id);
  const excerpts = await feedTexts(
    [...needText].flatMap((id) => remarkIds.get(id) ?? []),
    args as Parameters<typeof feedTexts>[1],
  );
  const site = { siteUrl: siteConfig.siteUrl, title: siteConfig.title, locale: siteConfig.locale };
  for (const { listing, ids } of feeds) {
    const articles: FeedArticle[] = ids.flatMap((id) => {
      const a = byId.get(id);
      return a
        ? [
            {
              id,
              title: a.title,
              path: a.path,
              date: a.date,
              description: a.description,
              excerpt: excerpts.get(id) ?? '',
              author: a.author,
            },
          ]
        : [];
    });
    const rss = new RSS({ ...listingFeedChannel(site, listing, articles), generator: 'Gatsby' });
    for (const item of feedItems(site.siteUrl, articles)) rss.item({ ...item });
    const file = path.join(publicDir, listing.feedPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, withContentBuildDate(rss.xml()));
  }
  return feeds.length;
}
