/** What createPages hands each template through pageContext (shared by build and React). */
import type { ArticleCard, CategoryCrumb, Crumb } from '../domain/listings/cards';
import type { ArticleModel } from '../domain/content/model';
import type { CoverPictures } from '../domain/pictures/sizes';
import type { PreviewMark } from '../domain/content/publishing';
import type { Problem } from '../domain/content/problems';
import type { SeriesPart } from '../domain/listings/series';

/** Every page gets its sanitised sponsored-link snippets. */
export interface BaseContext {
  /** sanitised HTML snippets: the page's own sapeLinks then sapeNewUrl */
  sponsored: string[];
}

/**
 * A page that shows cards: the MarkdownRemark node ids of those whose article has no
 * description, the variable of its query's `cardTexts` (the excerpt of their bodies).
 */
export interface CardTextsContext {
  cardTextIds: string[];
}

export interface Pagination {
  page: number;
  pages: number;
  /** path of every page of this listing, index 0 = page 1 */
  previousPath: string | null;
  nextPath: string | null;
  basePath: string;
}

export interface HomeContext extends BaseContext, CardTextsContext {
  lead: ArticleCard[];
  finest: ArticleCard[];
  favorite: ArticleCard[];
  more: ArticleCard[];
}

export interface SubcategoryLink {
  key: string;
  title: string;
  description: string;
  path: string;
  count: number;
}

export interface CategoryContext extends BaseContext, CardTextsContext {
  key: string;
  title: string;
  description: string;
  /** the listing's first page (`path` is reserved in page context) */
  href: string;
  /** the category's RSS feed (routes.ts listingFeedPath) and its title */
  feed: FeedLinkFacts;
  subcategories: SubcategoryLink[];
  articles: ArticleCard[];
  total: number;
  pagination: Pagination;
}

export interface SubcategoryContext extends BaseContext, CardTextsContext {
  categoryKey: string;
  key: string;
  title: string;
  description: string;
  /** the listing's first page (`path` is reserved in page context) */
  href: string;
  category: Crumb;
  articles: ArticleCard[];
  total: number;
  pagination: Pagination;
}

/** A listing's own RSS feed: its path and its title (written out at build time). */
export interface FeedLinkFacts {
  path: string;
  title: string;
}

/** A topic's listing; the subcategory template shows it (one template less in every page's scripts). */
export interface TopicContext extends BaseContext, CardTextsContext {
  /** tells it from a subcategory */
  topic: true;
  key: string;
  title: string;
  /** from content/topics.json, else "Articles about …" */
  description: string;
  /** the listing's first page (`path` is reserved in page context) */
  href: string;
  feed: FeedLinkFacts;
  articles: ArticleCard[];
  total: number;
  pagination: Pagination;
}

export interface TopicSummary {
  key: string;
  title: string;
  path: string;
  count: number;
}

/** A part as a page shows it: a coming-soon part carries its text ("Part 3 coming soon"). */
export interface ShownSeriesPart extends SeriesPart {
  soon?: string;
}

/** A series as an article and the series page show it: every part in order. */
export interface SeriesOutline {
  key: string;
  title: string;
  description: string;
  /** the series page */
  path: string;
  parts: ShownSeriesPart[];
  /** "4 parts" */
  count: string;
}

/** The topics index and the series pages share one template (src/templates/collection.tsx). */
export type CollectionContext = BaseContext &
  ({ kind: 'topics'; intro: string; topics: TopicSummary[] } | { kind: 'series'; series: SeriesOutline });

export interface AuthorSummary {
  name: string;
  path: string;
  description: string;
  count: number;
}

export interface AuthorContext extends BaseContext, CardTextsContext {
  name: string;
  /** the listing's first page (`path` is reserved in page context) */
  href: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  articles: ArticleCard[];
  total: number;
  pagination: Pagination;
}

/** The preview's page at the address of an article that has an error (src/domain/content/error-pages.ts). */
export interface ContentErrorContext extends BaseContext {
  errorPage: { file: string; problems: Problem[] };
}

export interface AuthorsContext extends BaseContext {
  authors: AuthorSummary[];
}

/**
 * An article's validated frontmatter (src/domain/content/articles.ts), as its page shows it.
 * `draft` is only ever true under `gatsby develop`: a production build has no drafts.
 */
export interface ArticleFacts extends Pick<
  ArticleModel,
  'title' | 'slug' | 'path' | 'date' | 'updated' | 'author' | 'description' | 'draft'
> {
  articleId: number;
  /** `date` and the date of the last change (src/domain/content/dates.ts modifiedDate) as readers see
   * them, written out at build time so that the browser does no Intl work */
  dateText: string;
  modifiedText: string;
  /** only in the preview: the draft or scheduled badge (src/domain/content/publishing.ts) */
  mark?: PreviewMark;
  /** the hero and share picture, when the article has a cover */
  cover: Pick<CoverPictures, 'alt' | 'hero' | 'share'> | null;
  /** the drawn share picture (src/node/share-pictures/), when the article has no cover */
  sharePicture: SharePictureFacts | null;
}

/** A drawn share picture as the head names it (og:image, twitter:image). */
export interface SharePictureFacts {
  src: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

export interface ArticleContext extends BaseContext, CardTextsContext {
  /** the MarkdownRemark node id of the article (the page query's variable) */
  id: string;
  article: ArticleFacts;
  trail: { category: CategoryCrumb; subcategory: Crumb } | null;
  authorPath: string | null;
  authorBio: string | null;
  related: ArticleCard[];
  /** the next and previous part when the article is in a series, else in its subcategory */
  newer: ArticleCard | null;
  older: ArticleCard | null;
  /** the article's topic chips as HTML ('' without topics; src/domain/listings/topic-markup.ts) */
  topicsHtml: string;
  /** its series box as HTML ('' outside a series) */
  seriesHtml: string;
}

export interface InfoContext extends BaseContext {
  /** the MarkdownRemark node id of the page (the page query's variable) */
  id: string;
  page: { name: string; path: string; title: string; description: string | null };
}

export interface SitemapLink {
  title: string;
  path: string;
}

export interface SitemapSection extends SitemapLink {
  children: SitemapLink[];
}

/** Page `page` (2 or more) of a category, subcategory or author listing. */
export interface ListingPageLink extends SitemapLink {
  page: number;
  pages: number;
}

export interface SitemapContext extends BaseContext {
  /** the same on every sitemap page: a fixed number of links whatever the archive size */
  categories: SitemapSection[];
  authors: { name: string; path: string }[];
  info: SitemapLink[];
  /** this page's share of the paginated links: topic and series pages, listing pages beyond the first, then articles */
  pages: SitemapLink[];
  listingPages: ListingPageLink[];
  articles: SitemapLink[];
  pagination: Pagination;
}
