/**
 * Topics (src/domain/listings/topics.ts): the `/topics` index with each topic's count of
 * articles, and one paginated listing per topic at `/topics/{topic}`, newest first, with the
 * same page size and pager as the category pages. A topic with one article is still a page.
 */
import { LISTING_PAGE_SIZE } from '../../domain/constants';
import type { ArticleModel, SiteContent } from '../../domain/content/model';
import { topicTextsOf } from '../../domain/listings/topic-texts';
import { listingFeedPath, listingPagePath, topicPath, TOPICS_PATH } from '../../domain/listings/routes';
import type { ListingPageLink, SitemapLink, TopicSummary } from '../../types/page-context';
import { createListing, PageKit, template } from './page-kit';
import type { Locale } from '../../domain/locales/shapes';
import { listingText } from '../../domain/seo/titles';

/** The published articles' ids by topic key (newest first, as `articles` is). */
export function topicIndex(articles: readonly Pick<ArticleModel, 'id' | 'topics'>[]): Map<string, number[]> {
  const byTopic = new Map<string, number[]>();
  for (const a of articles)
    for (const t of a.topics) {
      const ids = byTopic.get(t);
      if (ids) ids.push(a.id);
      else byTopic.set(t, [a.id]);
    }
  return byTopic;
}

export interface TopicsMade {
  /** every topic's first page (the index is in the sitemap's fixed part) */
  pages: SitemapLink[];
  /** page 2 and beyond of every topic */
  laterPages: ListingPageLink[];
}

/** The topics index and each topic's listing. */
export function createTopicPages(
  kit: PageKit,
  byTopic: ReadonlyMap<string, number[]>,
  texts: SiteContent['topicTexts'],
  locale: Locale,
): TopicsMade {
  const summaries: TopicSummary[] = [...byTopic.entries()]
    .map(([key, ids]) => ({
      key,
      title: topicTextsOf(key, texts).title,
      path: topicPath(key),
      count: ids.length,
    }))
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
  kit.createPage({
    path: TOPICS_PATH,
    component: template('collection'),
    context: {
      kind: 'topics',
      intro: listingText('topicsIntro', locale),
      topics: summaries,
      sponsored: kit.sponsoredFor(TOPICS_PATH),
    },
  });
  const laterPages: ListingPageLink[] = [];
  for (const s of summaries) {
    const ids = byTopic.get(s.key) ?? [];
    const description =
      topicTextsOf(s.key, texts).description ?? listingText('topicAbout', locale, { name: s.title });
    const feed = { path: listingFeedPath(s.path), title: listingText('feedOf', locale, { name: s.title }) };
    const pages = createListing(kit, 'subcategory', s.path, ids, LISTING_PAGE_SIZE, (pageIds, pagination) => {
      const articles = pageIds.map(kit.card);
      return {
        topic: true,
        key: s.key,
        title: s.title,
        description,
        href: s.path,
        feed,
        articles,
        cardTextIds: kit.cardTextIds(articles),
        total: ids.length,
        pagination,
      };
    });
    for (let page = 2; page <= pages; page += 1)
      laterPages.push({ title: s.title, path: listingPagePath(s.path, page), page, pages });
  }
  return { pages: summaries.map(({ title, path }) => ({ title, path })), laterPages };
}
