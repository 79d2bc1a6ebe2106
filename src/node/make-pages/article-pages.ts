/**
 * One page per article: the facts its template shows (from the validated model), its place in
 * the taxonomy, the newer and older article and related articles of its subcategory. The body
 * is not here: the template's page query reads it from the article's MarkdownRemark node.
 */
import type { ArticleModel, CategoryTexts } from '../../domain/content/model';
import type { AuthorRecord } from '../../domain/content/default-author';
import { neighbours, primaryTrail, relatedIds } from '../../domain/listings/cards';
import { formatDisplayDate, modifiedDate } from '../../domain/content/dates';
import type { TaxonomyIndex } from '../../domain/listings/indexing';
import { subcategoryIndexKey } from '../../domain/listings/listing-key';
import type { CoverPictures } from '../../domain/pictures/sizes';
import type { SharePicture } from '../share-pictures/plan-and-draw';
import type { PreviewMark } from '../../domain/content/publishing';
import { authorPath } from '../../domain/listings/routes';
import type { ArticleContext, SeriesOutline } from '../../types/page-context';
import { topicLinks } from '../../domain/listings/topic-texts';
import { seriesNeighbours } from '../../domain/listings/series';
import { seriesBox } from './series-pages';
import { topicChipsHtml } from '../../domain/listings/topic-markup';
import { labelsFor } from '../../domain/locales/labels';
import type { Locale } from '../../domain/locales/shapes';
import type { TopicTexts } from '../../domain/content/types';
import { PageKit, template } from './page-kit';

export interface ArticleInputs {
  articles: readonly ArticleModel[];
  taxonomyTexts: Record<string, CategoryTexts>;
  authors: readonly AuthorRecord[];
  index: TaxonomyIndex;
  covers: ReadonlyMap<number, CoverPictures>;
  /** the drawn share picture of each article without a cover (none under develop) */
  shares?: ReadonlyMap<number, SharePicture>;
  /** the MarkdownRemark node id of a markdown file (the page query's variable) */
  nodeIdOf: (file: string) => string | undefined;
  /** the site's locale: dates are written out for readers here, not in the browser */
  locale: string;
  /** the preview's badge of a draft or scheduled article (none in a production build) */
  markOf?: (id: number) => PreviewMark | undefined;
  topicTexts?: Record<string, TopicTexts>;
  /** the outline of each series with a published part (series-pages.ts) */
  series?: ReadonlyMap<string, SeriesOutline>;
}

/**
 * The newer and older links: in a series the next and previous published parts first, and where
 * the series has none on a side, the article's subcategory neighbour.
 */
function navigation(
  listing: readonly number[],
  a: Pick<ArticleModel, 'id' | 'series'>,
  outline: SeriesOutline | undefined,
  idOfPath: ReadonlyMap<string, number>,
): { newer: number | null; older: number | null } {
  const fallback = neighbours(listing, a.id);
  if (!outline || !a.series) return fallback;
  const { previous, next } = seriesNeighbours(outline.parts, a.series.part);
  const id = (p: { path?: string } | null): number | undefined =>
    p?.path ? idOfPath.get(p.path) : undefined;
  return { newer: id(next) ?? fallback.newer, older: id(previous) ?? fallback.older };
}

export function createArticlePages(kit: PageKit, input: ArticleInputs): void {
  const { articles, taxonomyTexts, index, covers } = input;
  const bioOf = new Map(input.authors.map((a) => [a.name, a.description]));
  const idOfPath = new Map(articles.map((a) => [a.path, a.id]));
  // the article page needs the hero and share picture; its cards only the thumbnail
  const coverOf = (id: number): ArticleContext['article']['cover'] => {
    const c = covers.get(id);
    return c ? { alt: c.alt, hero: c.hero, share: c.share } : null;
  };
  for (const a of articles) {
    const primary = a.placements[0];
    const listing = primary
      ? (index.bySubcategory.get(subcategoryIndexKey(primary.categoryKey, primary.subcategoryKey)) ?? [])
      : [];
    const outline = a.series ? input.series?.get(a.series.key) : undefined;
    const { newer, older } = navigation(listing, a, outline, idOfPath);
    const related = relatedIds(listing, a.id).map(kit.card);
    const context: Omit<ArticleContext, 'sponsored'> = {
      id: input.nodeIdOf(a.file) as string,
      article: {
        articleId: a.id,
        title: a.title,
        slug: a.slug,
        path: a.path,
        date: a.date,
        dateText: formatDisplayDate(a.date, input.locale),
        updated: a.updated,
        modifiedText: formatDisplayDate(modifiedDate(a.date, a.updated), input.locale),
        author: a.author,
        description: a.description,
        draft: a.draft,
        cover: coverOf(a.id),
        sharePicture: input.shares?.get(a.id) ?? null,
        ...(input.markOf?.(a.id) ? { mark: input.markOf(a.id) } : {}),
      },
      trail: primaryTrail(a, taxonomyTexts),
      authorPath: a.authorSlug ? authorPath(a.authorSlug) : null,
      authorBio: (a.author && bioOf.get(a.author)) ?? null,
      related,
      cardTextIds: kit.cardTextIds(related),
      newer: newer === null ? null : kit.card(newer),
      older: older === null ? null : kit.card(older),
      topicsHtml: topicChipsHtml(
        topicLinks(a.topics, input.topicTexts ?? {}),
        labelsFor(input.locale as Locale).topics,
      ),
      seriesHtml: outline && a.series ? seriesBox(outline, a.series.part, input.locale as Locale) : '',
    };
    kit.createPage({
      path: a.path,
      component: template('article'),
      context: { ...context, sponsored: kit.sponsoredFor(a.path) },
    });
  }
}
