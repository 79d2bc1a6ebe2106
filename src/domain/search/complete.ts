/**
 * Words as they are typed: the query's last word also matches the text words it begins
 * ("replicat" finds "replicatedstorage"), so that results follow the reader's typing from its
 * third letter. The text vocabulary (parts.ts) gives the words and their article counts; the
 * engine (engine.ts) looks up their postings and ranks their articles below those holding the
 * word as typed (rank.ts, INEXACT).
 */
import { PIECE_LENGTH } from './parts';
import { wordKeys } from './words';

/** Longer words a query word completes to, at most: the ones most articles hold. */
export const MAX_COMPLETIONS = 5;

/**
 * The words of `vocabulary` (word -> articles holding it) that `word` begins, longer than it,
 * the most held first (then alphabetically): at most MAX_COMPLETIONS, none for a word under 3
 * letters. A word filed under a shorter key too (a plural under its singular, wordKeys) is left
 * out when that key is `word` or a completion already taken: its articles are among that key's.
 */
export function completionsOf(word: string, vocabulary: Iterable<readonly [string, number]>): string[] {
  if (word.length < PIECE_LENGTH) return [];
  const longer: (readonly [string, number])[] = [];
  for (const entry of vocabulary)
    if (entry[0].length > word.length && entry[0].startsWith(word)) longer.push(entry);
  longer.sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0));
  const out: string[] = [];
  for (const [candidate] of longer) {
    if (out.length >= MAX_COMPLETIONS) break;
    if (wordKeys(candidate).some((k) => k !== candidate && (k === word || out.includes(k)))) continue;
    out.push(candidate);
  }
  return out;
}
