/**
 * One page of every type to hold to the first-visit budgets (scripts/lib/budgets.ts): the site test of the built pages (tests/site/page-weight.test.ts) and `npm run weights`
 * (scripts/bench/weights.ts) measure the same list.
 */
import {
  ABOUT_US_PATH,
  articlePath,
  AUTHORS_PATH,
  authorPath,
  categoryPath,
  HOME_PATH,
  NOT_FOUND_PATH,
  SITEMAP_PATH,
  subcategoryPath,
  topicPath,
  TOPICS_PATH,
} from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';

interface ArticleLike {
  slug: string;
  cover?: unknown;
  authorSlug: string | null;
  /** topic keys (src/domain/listings/topics.ts) */
  topics?: readonly string[];
}

/**
 * [type, path] of one page of every template; `articlesPerKind` articles without and with a cover
 * (the hero, the thumbnails and the body pictures must add no script); the author page of the
 * first article that has one.
 */
export function pageTypeSamples(articles: readonly ArticleLike[], articlesPerKind = 1): [string, string][] {
  const withAuthor = articles.find((a) => a.authorSlug !== null);
  const withCover = articles.filter((a) => a.cover);
  const cat = TAXONOMY[0];
  return [
    ['home', HOME_PATH],
    ['category', categoryPath(cat.slug)],
    ['subcategory', subcategoryPath(cat.slug, cat.subcategories[0].slug)],
    ...articles.slice(0, articlesPerKind).map((a): [string, string] => ['article', articlePath(a.slug)]),
    ...withCover
      .slice(0, articlesPerKind)
      .map((a): [string, string] => ['article with a cover', articlePath(a.slug)]),
    ...(withAuthor?.authorSlug ? [['author', authorPath(withAuthor.authorSlug)] as [string, string]] : []),
    ['authors', AUTHORS_PATH],
    ['info', ABOUT_US_PATH],
    ['HTML sitemap', SITEMAP_PATH],
    ...(articles.some((a) => a.topics?.length)
      ? ([
          ['topics', TOPICS_PATH],
          ['topic', topicPath(articles.find((a) => a.topics?.length)!.topics![0])],
        ] as [string, string][])
      : []),
    ['404', NOT_FOUND_PATH],
  ];
}
