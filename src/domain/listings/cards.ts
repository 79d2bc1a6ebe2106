/** The small article summaries that listings, the home page and related links show. */
import type { ArticleModel, CategoryTexts } from '../content/model';
import { HOME_LAYOUT, RELATED_COUNT } from '../constants';
import type { CoverPictures, ResponsiveImage } from '../pictures/sizes';
import type { PreviewMark } from '../content/publishing';
import { authorPath, categoryPath, subcategoryPath } from './routes';
import { formatDisplayDate } from '../content/dates';
import { categoryByKey, subcategoryByKey } from './taxonomy';

export interface ArticleCard {
  id: number;
  title: string;
  path: string;
  date: string;
  /** `date` as readers see it (formatDisplayDate at build time: no Intl work in the browser) */
  dateText: string;
  excerpt: string;
  author: string | null;
  authorPath: string | null;
  /** the primary category and subcategory, when the article is listed under one */
  category: CategoryCrumb | null;
  subcategory: { title: string; path: string } | null;
  /** the cover's thumbnail; without one the card draws its pattern */
  cover?: { alt: string; image: ResponsiveImage } | null;
  /** only in the preview: a draft or a scheduled article (src/domain/content/publishing.ts) */
  mark?: PreviewMark;
  /** the chips of the article's topics as HTML (topic-markup.ts; absent when it has none) */
  topicsHtml?: string;
}

export interface Crumb {
  title: string;
  path: string;
}

/** A category link that also names its taxonomy key (pages colour themselves with `cat-{key}`). */
export interface CategoryCrumb extends Crumb {
  key: string;
}

/** The primary category and subcategory of an article as titled links (null when unlisted). */
export function primaryTrail(
  article: Pick<ArticleModel, 'placements'>,
  texts: Record<string, CategoryTexts>,
): { category: CategoryCrumb; subcategory: Crumb } | null {
  const p = article.placements[0];
  if (!p) return null;
  const cat = categoryByKey(p.categoryKey);
  const sub = subcategoryByKey(p.categoryKey, p.subcategoryKey);
  if (!cat || !sub) return null;
  const catTexts = texts[cat.key];
  return {
    category: { key: cat.key, title: catTexts?.title ?? cat.key, path: categoryPath(cat.slug) },
    subcategory: {
      title: catTexts?.subcategories[sub.key]?.title ?? sub.key,
      path: subcategoryPath(cat.slug, sub.slug),
    },
  };
}

/**
 * Summarise an article for a listing. The card's text is the article's description; without
 * one it is the excerpt of the rendered body, which the page's query brings (`CardText`,
 * withCardTexts below), so the card has none until then.
 */
export function toCard(
  article: ArticleModel,
  texts: Record<string, CategoryTexts>,
  cover: CoverPictures | null,
  locale: string,
  mark?: PreviewMark,
  topicsHtml = '',
): ArticleCard {
  const trail = primaryTrail(article, texts);
  return {
    // absent, not undefined, when published: a production build's page data stays as it was
    ...(mark ? { mark } : {}),
    ...(topicsHtml ? { topicsHtml } : {}),
    id: article.id,
    title: article.title,
    path: article.path,
    date: article.date,
    dateText: formatDisplayDate(article.date, locale),
    excerpt: article.description ?? '',
    author: article.author,
    authorPath: article.authorSlug ? authorPath(article.authorSlug) : null,
    category: trail?.category ?? null,
    subcategory: trail?.subcategory ?? null,
    cover: cover ? { alt: cover.alt, image: cover.card } : null,
  };
}

/** The card text of an article without a description, as the page query's `cardTexts` gives it. */
export interface CardText {
  /** the article's id */
  id: number;
  /** the excerpt of its rendered body */
  text: string;
}

/** The cards with the texts of those whose article has no description (the same array without any). */
export function withCardTexts<T extends Pick<ArticleCard, 'id' | 'excerpt'>>(
  cards: T[],
  texts: readonly CardText[] | null | undefined,
): T[] {
  if (!texts || texts.length === 0) return cards;
  const byId = new Map(texts.map((t) => [t.id, t.text]));
  return cards.map((c) => {
    const text = byId.get(c.id);
    return text === undefined ? c : { ...c, excerpt: text };
  });
}

export interface HomeBlocks<T> {
  lead: T[];
  finest: T[];
  favorite: T[];
  more: T[];
}

/** Split the newest-first list into the home page blocks (4, 4, 8, 16), no article twice. */
export function homeBlocks<T>(newestFirst: readonly T[]): HomeBlocks<T> {
  const { lead, finest, favorite, more } = HOME_LAYOUT;
  let at = 0;
  const take = (n: number): T[] => {
    const slice = newestFirst.slice(at, at + n);
    at += n;
    return slice;
  };
  return { lead: take(lead), finest: take(finest), favorite: take(favorite), more: take(more) };
}

/**
 * Up to RELATED_COUNT other articles of the same primary subcategory, nearest in the listing
 * first (the ones just newer and just older alternate), so every article gets fresh neighbours.
 */
export function relatedIds(listing: readonly number[], id: number, count = RELATED_COUNT): number[] {
  const at = listing.indexOf(id);
  if (at === -1) return listing.filter((x) => x !== id).slice(0, count);
  const out: number[] = [];
  for (let d = 1; out.length < count && (at - d >= 0 || at + d < listing.length); d += 1) {
    if (at + d < listing.length) out.push(listing[at + d]);
    if (out.length < count && at - d >= 0) out.push(listing[at - d]);
  }
  return out;
}

/** The neighbours of an article within a listing (newest first): previous = newer, next = older. */
export function neighbours(
  listing: readonly number[],
  id: number,
): { newer: number | null; older: number | null } {
  const at = listing.indexOf(id);
  if (at === -1) return { newer: null, older: null };
  return { newer: at > 0 ? listing[at - 1] : null, older: at < listing.length - 1 ? listing[at + 1] : null };
}

/** Split a list into pages of `size`; always at least one (possibly empty) page. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  if (items.length === 0) return [[]];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}
