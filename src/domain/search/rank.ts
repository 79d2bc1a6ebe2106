/**
 * The order of text results: articles holding more of the query's words first; among equals,
 * a word in the title weighs most, then in a section heading, then in the body; then the
 * display order of the index (newest first).
 */
import { IN_BODY, IN_HEADING, IN_TITLE } from './parts';

/** The weight of a word's places in an article (bits of parts.ts). */
export const placeWeight = (bits: number): number =>
  (bits & IN_TITLE ? 100 : 0) + (bits & IN_HEADING ? 10 : 0) + (bits & IN_BODY ? 1 : 0);

export interface Ranked {
  id: number;
  /** how many of the query's words the article holds */
  words: number;
  score: number;
}

/** Rank the articles of the terms' postings, leaving out `skip` (shown as title matches). */
export function rankText(
  postings: ReadonlyMap<string, readonly (readonly [number, number])[]>,
  skip: ReadonlySet<number>,
): Ranked[] {
  const by = new Map<number, Ranked>();
  for (const list of postings.values())
    for (const [id, bits] of list) {
      if (skip.has(id)) continue;
      const r = by.get(id) ?? { id, words: 0, score: 0 };
      r.words += 1;
      r.score += placeWeight(bits);
      by.set(id, r);
    }
  return [...by.values()].sort((a, b) => b.words - a.words || b.score - a.score || a.id - b.id);
}
