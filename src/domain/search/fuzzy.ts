/**
 * The misspelling rule: a query word that no title and no article text holds, or, when the words
 * as typed match few titles (engine.ts, SEARCH_FEW_TITLES), one that few titles hold, is replaced
 * by the nearest title word within its allowed distance (Damerau-Levenshtein: an added, missing, wrong
 * or swapped letter is one edit). Words of 3-4 letters allow one edit, longer words two; shorter
 * words are never corrected. The nearest word wins; among equals the one nearest in length,
 * then the longer (a reader misses a letter more often than adding one), then the word more
 * titles hold, then the alphabetically first: a correction never depends on the vocabulary's order.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import { vocabularyLength } from './parts';

/** How many edits a query word may be away from the word it is corrected to. */
export const allowedEdits = (word: string): number => (word.length < 3 ? 0 : word.length <= 4 ? 1 : 2);

/** The vocabulary part lengths a word needs to be corrected (none when it may not be). */
export function vocabularyLengthsFor(word: string): number[] {
  const k = allowedEdits(word);
  if (k === 0) return [];
  const lengths = new Set<number>();
  for (let n = Math.max(3, word.length - k); n <= word.length + k; n += 1) lengths.add(vocabularyLength(n));
  return [...lengths].sort((a, b) => a - b);
}

/** Edits between two words, counting a swap of neighbours as one. */
export const editDistance = (a: string, b: string): number => damerauLevenshtein(a, b).steps;

/**
 * The correction of `word` from `vocabulary` (word -> number of titles holding it), or null when
 * no word is within the allowed distance.
 */
export function correctWord(word: string, vocabulary: Iterable<[string, number]>): string | null {
  const k = allowedEdits(word);
  if (k === 0) return null;
  type Best = { word: string; edits: number; gap: number; length: number; count: number };
  // negative when a is the better correction
  const order = (a: Best, b: Best): number =>
    a.edits - b.edits ||
    a.gap - b.gap ||
    b.length - a.length ||
    b.count - a.count ||
    (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
  let best: Best | null = null;
  for (const [candidate, count] of vocabulary) {
    const gap = Math.abs(candidate.length - word.length);
    if (candidate === word || gap > k) continue;
    const edits = editDistance(word, candidate);
    if (edits > k) continue;
    const here = { word: candidate, edits, gap, length: candidate.length, count };
    if (!best || order(here, best) < 0) best = here;
  }
  return best?.word ?? null;
}
