/**
 * Title search: results only when the trimmed text is longer than
 * 2 characters; split on spaces; case-insensitive; every word must appear, in any order.
 * Plain substring tests: no regular expression is built from reader input.
 */
import { SEARCH_MIN_LENGTH } from '../constants';
import { subcategoryIndexKey } from '../listings/listing-key';
import { keptIn } from '../kept';
import { foldCase } from './words';

/** Lower-case words of a query, or null when the query is too short to search. */
export function queryWords(query: string): string[] | null {
  const trimmed = query.trim();
  if (trimmed.length <= SEARCH_MIN_LENGTH) return null;
  const words = foldCase(trimmed).split(/\s+/).filter(Boolean);
  return words.length > 0 ? words : null;
}

/** True when every word occurs in the lower-cased title (any order). */
const lowerMatches = (haystack: string, words: readonly string[]): boolean => {
  for (const w of words) if (!haystack.includes(w)) return false;
  return true;
};

/**
 * Lower-cased titles, computed once per entry: lower-casing 10,000 titles on every keystroke
 * costs more than matching them. Keyed by the entry object and checked against its title, so a
 * changed title is never matched by a stale copy.
 */
const lowered = new WeakMap<object, { title: string; lower: string }>();
function lowerTitle(entry: { title: string }): string {
  const hit = lowered.get(entry);
  if (hit && hit.title === entry.title) return hit.lower;
  const lower = foldCase(entry.title);
  lowered.set(entry, { title: entry.title, lower });
  return lower;
}

/** The entries whose title matches the query, in index order; [] when the query is too short. */
export function searchTitles<T extends { title: string }>(entries: readonly T[], query: string): T[] {
  const words = queryWords(query);
  if (!words) return [];
  return entries.filter((e) => lowerMatches(lowerTitle(e), words));
}

export interface ResultGroup<T> {
  /** null for articles listed under no category (shown under one "uncategorised" heading) */
  categoryKey: string | null;
  subcategoryKey: string | null;
  items: T[];
}

/** The key of a result's group: its category/subcategory key, or '' for the uncategorised group. */
export const resultGroupKey = (r: { categoryKey: string | null; subcategoryKey: string | null }): string =>
  r.categoryKey === null || r.subcategoryKey === null
    ? ''
    : subcategoryIndexKey(r.categoryKey, r.subcategoryKey);

/** Group results by their category and subcategory, groups in order of first appearance. */
export function groupResults<T extends { categoryKey: string | null; subcategoryKey: string | null }>(
  results: readonly T[],
): ResultGroup<T>[] {
  const groups = new Map<string, ResultGroup<T>>();
  for (const r of results) {
    // an article without a category has no subcategory either: one group for all of them
    const key = resultGroupKey(r);
    keptIn(groups, key, (): ResultGroup<T> =>
      key === ''
        ? { categoryKey: null, subcategoryKey: null, items: [] }
        : { categoryKey: r.categoryKey, subcategoryKey: r.subcategoryKey, items: [] },
    ).items.push(r);
  }
  return [...groups.values()];
}
