/**
 * The order of text results: articles holding more of the query's words first; among equals,
 * those holding fewer of them only inexactly (as the beginning of a longer word, or corrected:
 * INEXACT); then a word in the title weighs most, then in a section heading, then in the body;
 * then the display order of the index (newest first).
 */
import { IN_BODY, IN_HEADING, IN_TITLE, INEXACT, Postings } from './parts';

/** The weight of a word's places in an article (bits of parts.ts). */
export const placeWeight = (bits: number): number =>
  (bits & IN_TITLE ? 100 : 0) + (bits & IN_HEADING ? 10 : 0) + (bits & IN_BODY ? 1 : 0);

export interface Ranked {
  id: number;
  /** how many of the query's words the article holds */
  words: number;
  /** how many of them only inexactly (INEXACT) */
  inexact: number;
  score: number;
}

/** Negative when `a` ranks above `b`. */
const compareRanked = (a: Ranked, b: Ranked): number =>
  b.words - a.words || a.inexact - b.inexact || b.score - a.score || a.id - b.id;

/**
 * Rank the articles of the terms' postings, leaving out `skip` (shown as title matches): the
 * first `limit` in order, and how many articles there are in all. Tallied in arrays indexed by
 * id, and only the first `limit` kept in order: a common word's tens of thousands of articles
 * are neither objects nor sorted.
 */
export function rankText(
  postings: ReadonlyMap<string, Postings>,
  skip: ReadonlySet<number>,
  limit: number,
): { top: Ranked[]; count: number } {
  let size = 0;
  for (const { ids } of postings.values()) if (ids.length > 0) size = Math.max(size, ids[ids.length - 1] + 1);
  const words = new Array<number>(size).fill(0);
  const scores = new Array<number>(size).fill(0);
  const inexact = new Array<number>(size).fill(0);
  for (const { ids, bits } of postings.values())
    for (let k = 0; k < ids.length; k += 1) {
      words[ids[k]] += 1;
      scores[ids[k]] += placeWeight(bits[k]);
      if (bits[k] & INEXACT) inexact[ids[k]] += 1;
    }
  const top: Ranked[] = [];
  let count = 0;
  for (let id = 0; id < size; id += 1) {
    if (words[id] === 0 || skip.has(id)) continue;
    count += 1;
    const here: Ranked = { id, words: words[id], inexact: inexact[id], score: scores[id] };
    // ids come in ascending order: an article ties with none already kept ahead of it
    if (top.length === limit && compareRanked(here, top[top.length - 1]) >= 0) continue;
    let at = top.length;
    while (at > 0 && compareRanked(here, top[at - 1]) < 0) at -= 1;
    top.splice(at, 0, here);
    if (top.length > limit) top.pop();
  }
  return { top, count };
}
