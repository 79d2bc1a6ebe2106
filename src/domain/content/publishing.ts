/**
 * What a build publishes, decided in one place: a production build leaves out drafts
 * (`draft: true`) and scheduled articles (an explicit `date` still in the future, as Hugo does
 * without --buildFuture) from everything: pages, listings, search index, sitemaps, feed and
 * related links. A later build on or after that date publishes it. A date derived from the id
 * never hides an article. The preview (`gatsby develop`) keeps both, marked.
 */
import type { ArticleModel, SiteContent } from './types';
import { formatDisplayDate } from './dates';

export type PublicationState = 'published' | 'draft' | 'scheduled';

/** The facts of an article the rule reads. */
export type Publishable = Pick<ArticleModel, 'draft' | 'date' | 'dateIsExplicit'>;

/** Whether a build at `now` publishes the article, and if not, why. A draft is a draft whatever its date. */
export function publicationState(article: Publishable, now: Date): PublicationState {
  if (article.draft) return 'draft';
  if (article.dateIsExplicit && Date.parse(article.date) > now.getTime()) return 'scheduled';
  return 'published';
}

/** How the preview marks an article that a production build would leave out (its badge). */
export type PreviewMark = { state: 'draft' } | { state: 'scheduled'; date: string; dateText: string };

/** The preview's mark of an article at `now`; undefined when a build publishes it. */
export function previewMark(article: Publishable, now: Date, locale: string): PreviewMark | undefined {
  const state = publicationState(article, now);
  if (state === 'draft') return { state };
  if (state === 'scheduled')
    return { state, date: article.date, dateText: formatDisplayDate(article.date, locale) };
  return undefined;
}

export interface PublishOptions {
  /** `gatsby develop`: keep drafts and scheduled articles (marked), so that editors can read them */
  preview: boolean;
  /** the build's clock */
  now: Date;
}

/** The content a build publishes (see the top of this file). */
export function publishedContent(content: SiteContent, { preview, now }: PublishOptions): SiteContent {
  if (preview) return content;
  return { ...content, articles: content.articles.filter((a) => publicationState(a, now) === 'published') };
}
