/**
 * One search over the split index (parts.ts), given a way to load parts: the title matches of
 * the specification's rule, corrected words when the words as typed match few titles (fuzzy.ts), and the
 * articles whose text holds the words (the last one also as the beginning of a longer word:
 * complete.ts), ranked, with excerpts. Pure apart from the loader it is
 * handed, so unit tests run it over parts built in memory and the browser over fetched ones.
 */
import { SEARCH_FEW_TITLES } from '../constants';
import { excerptOf, ExcerptPart } from './excerpt';
import { allowedEdits, correctWord, vocabularyLengthsFor } from './fuzzy';
import { queryWords } from './matcher';
import { foldCase, textWords } from './words';
import { decodeIds, PartSource, PIECE_LENGTH, Postings, shardOf } from './parts';
import { rankText } from './rank';
import { textPostings, textVocabularyOf } from './text-postings';
import { chunkFragments, decodeTitleChunk, SearchEntry } from './title-index';
import type { TextFragment } from './build-index';

/** Title results shown at most (the rest are counted). */
export const MAX_TITLE_RESULTS = 100;
/** Title chunks a search fetches at most to check words under 3 letters (beyond: "first matches"). */
export const MAX_CHECKED_CHUNKS = 60;
/** Text results shown at most, each with its excerpt. */
export const MAX_TEXT_RESULTS = 10;

export interface Found {
  /** the article's position in the index (display order) */
  id: number;
  entry: SearchEntry;
  /** a title found only by the corrected words (shown below those of the words as typed) */
  corrected?: true;
}

export interface TextFound extends Found {
  excerpt: ExcerptPart[];
}

export interface Correction {
  from: string;
  to: string;
}

export interface SearchOutcome {
  /** the title matches shown: those of the words as typed, then those of the corrected words */
  titles: Found[];
  /** how many titles match in all; null when more than were checked (a word under 3 letters) */
  titleCount: number | null;
  /** the words as searched, corrected ones replaced; empty when nothing was corrected */
  corrections: Correction[];
  searched: string[];
  /** the best text matches not among the title matches, with excerpts */
  text: TextFound[];
  /** how many articles' text matches, title matches left out */
  textCount: number;
}

type ShardOfWords = Record<string, [string, string][]>;

/** The ids of the titles holding `word` (3+ letters) as a substring, ascending. */
async function titleIdsOf(word: string, source: PartSource): Promise<number[]> {
  const piece = word.slice(0, PIECE_LENGTH);
  const { w } = source.manifest;
  if (w.length === 0) return [];
  const shard = (await source.load(w[shardOf(piece, w.length)])) as ShardOfWords;
  await source.pause?.();
  const ids = new Set<number>();
  for (const [titleWord, encoded] of shard[piece] ?? [])
    if (titleWord.includes(word)) for (const id of decodeIds(encoded)) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

const intersect = (a: readonly number[], b: readonly number[]): number[] => {
  const inB = new Set(b);
  return a.filter((id) => inB.has(id));
};

/** The entries and fragment names of a chunk, loaded once per search. */
type Chunks = (chunk: number) => Promise<{ entries: SearchEntry[]; fragments: string[] }>;

/**
 * Title chunks decoded, by the parsed part they come from: a loader keeps its parts, so a later
 * search (the next keystroke) finds its chunks decoded (a chunk's slugs are derived from its titles).
 */
const decodedChunks = new WeakMap<object, { entries: SearchEntry[]; fragments: string[] }>();

function chunkReader(source: PartSource): Chunks {
  const seen = new Map<number, Promise<{ entries: SearchEntry[]; fragments: string[] }>>();
  return (chunk) => {
    let p = seen.get(chunk);
    if (!p) {
      p = source.load(source.manifest.d[chunk]).then((data) => {
        const key = data as object;
        let decoded = decodedChunks.get(key);
        if (!decoded) {
          decoded = { entries: decodeTitleChunk(data, source.manifest.g), fragments: chunkFragments(data) };
          decodedChunks.set(key, decoded);
        }
        return decoded;
      });
      seen.set(chunk, p);
    }
    return p;
  };
}

/**
 * The titles matching every word, in display order, at most `limit` shown; the exact count when
 * every word has 3+ letters (the shards answer those exactly), else words are checked on titles.
 */
async function matchTitles(
  words: readonly string[],
  source: PartSource,
  chunks: Chunks,
  limit: number,
  skip: ReadonlySet<number>,
): Promise<{ found: Found[]; ids: number[]; count: number | null }> {
  const long = words.filter((w) => w.length >= PIECE_LENGTH);
  const short = words.filter((w) => w.length < PIECE_LENGTH);
  let ids: number[] | null = null;
  for (const list of await Promise.all(long.map((w) => titleIdsOf(w, source))))
    ids = ids === null ? list : intersect(ids, list);
  const candidates = (ids ?? Array.from({ length: source.manifest.n }, (_x, i) => i)).filter(
    (id) => !skip.has(id),
  );
  const found: Found[] = [];
  const { c } = source.manifest;
  let checked = 0;
  const chunksSeen = new Set<number>();
  for (const id of candidates) {
    if (found.length >= limit) break;
    // a word under 3 letters that few titles hold would otherwise fetch every chunk
    chunksSeen.add(Math.floor(id / c));
    if (short.length > 0 && chunksSeen.size > MAX_CHECKED_CHUNKS) break;
    checked += 1;
    const entry = (await chunks(Math.floor(id / c))).entries[id % c];
    if (entry && short.every((s) => foldCase(entry.title).includes(s))) found.push({ id, entry });
  }
  const exact = short.length === 0 || checked === candidates.length;
  return {
    found,
    ids: short.length === 0 ? candidates : found.map((f) => f.id),
    count: exact ? (short.length === 0 ? candidates.length : found.length) : null,
  };
}

/** The distinct text terms of query words, and the last one (the word being typed). */
const termsOf = (words: readonly string[]): { terms: string[]; last: string | undefined } => {
  const all = textWords(words.join(' ')).map((t) => t.word);
  return { terms: [...new Set(all)], last: all[all.length - 1] };
};

/**
 * Corrections of the query's words. With no title match (`few` false): the words no title and no
 * article holds (as typed, or for the last word as the beginning of a longer word), each to the
 * nearest word of the titles or of the text (the text's words beginning with the same two
 * letters). With few title matches (`few` true): the words fewer than SEARCH_FEW_TITLES titles
 * hold, each to the nearest other title word that does not already hold it (a title holding that
 * word holds the typed one too: it would add nothing).
 */
async function correct(
  words: readonly string[],
  source: PartSource,
  titleIds: (w: string) => Promise<number[]>,
  postings: Map<string, Postings>,
  few: boolean,
): Promise<Correction[]> {
  const out: Correction[] = [];
  for (const word of words) {
    if (!/^[\p{L}\p{N}]+$/u.test(word)) continue;
    const lengths = vocabularyLengthsFor(word).filter((n) => source.manifest.f[String(n)]);
    const fromText = !few && allowedEdits(word) > 0 && source.manifest.t.length > 0;
    if (lengths.length === 0 && !fromText) continue;
    if (!few && (postings.get(word)?.ids.length ?? 0) > 0) continue;
    if ((await titleIds(word)).length >= (few ? SEARCH_FEW_TITLES : 1)) continue;
    const [parts, text] = await Promise.all([
      Promise.all(lengths.map((n) => source.load(source.manifest.f[String(n)]))),
      fromText ? textVocabularyOf(word, source) : [],
    ]);
    await source.pause?.();
    // a word in both: the larger count (the text's counts every article holding it, title included)
    const vocabulary = new Map<string, number>();
    for (const [candidate, n] of [
      ...parts.flatMap((p) => Object.entries(p as Record<string, number>)),
      ...text,
    ])
      if (!few || !candidate.includes(word))
        vocabulary.set(candidate, Math.max(n, vocabulary.get(candidate) ?? 0));
    const to = correctWord(word, vocabulary);
    if (to) out.push({ from: word, to });
  }
  return out;
}

/**
 * Search `query`; null when the query is too short (the specification's minimum). When the
 * words as typed match titles and the text parts have yet to arrive, `early` gets the titles at
 * once, without waiting for them.
 */
export async function search(
  query: string,
  source: PartSource,
  early?: (titlesOnly: SearchOutcome) => void,
): Promise<SearchOutcome | null> {
  const words = queryWords(query);
  if (!words) return null;
  const chunks = chunkReader(source);
  const idsOf = new Map<string, Promise<number[]>>();
  const titleIds = (w: string): Promise<number[]> => {
    if (!idsOf.has(w)) idsOf.set(w, titleIdsOf(w, source));
    return idsOf.get(w) as Promise<number[]>;
  };
  const typed = termsOf(words);
  const textPending = textPostings(typed.terms, source, typed.last);
  let textAtHand = false;
  // (a rejected text part must not go unhandled while the titles are awaited)
  textPending.then(
    () => (textAtHand = true),
    () => undefined,
  );
  const exact = await matchTitles(words, source, chunks, MAX_TITLE_RESULTS, new Set());
  await source.pause?.();
  // the titles go first only while the text parts are on their way: with them at hand, the whole
  // answer follows within a few steps, and the titles alone would cost the page a render of its own
  if (early && exact.found.length > 0 && !textAtHand)
    early({
      titles: exact.found,
      titleCount: exact.count,
      corrections: [],
      searched: words,
      text: [],
      textCount: 0,
    });
  const exactText = await textPending;
  const exactPostings = exactText.postings;
  // few exact titles (a known count under SEARCH_FEW_TITLES): corrected words may find more
  const few = exact.found.length > 0 && exact.count !== null && exact.count < SEARCH_FEW_TITLES;
  let corrections: Correction[] = [];
  if (exact.found.length === 0 || few) {
    // the correction's own step: the text postings were decoded in this task
    await source.pause?.();
    corrections = await correct(words, source, titleIds, exactPostings, few);
  }
  let titles = exact.found;
  let titleCount = exact.count;
  let titleIdSet = new Set(exact.ids);
  let postings = exactPostings;
  let completions = exactText.completions;
  if (corrections.length > 0) {
    const fixed = new Map(corrections.map((c) => [c.from, c.to]));
    const corrected = words.map((w) => fixed.get(w) ?? w);
    const fuzzy = await matchTitles(corrected, source, chunks, MAX_TITLE_RESULTS - titles.length, titleIdSet);
    if (few && fuzzy.found.length === 0) corrections = [];
    else {
      titles = [...titles, ...fuzzy.found.map((f): Found => ({ ...f, corrected: true }))];
      titleCount = titleCount === null || fuzzy.count === null ? null : titleCount + fuzzy.count;
      titleIdSet = new Set([...titleIdSet, ...fuzzy.ids]);
      // the text matches follow the corrected words only when the typed ones found no title
      // (a corrected word is a whole word: the last word completes only when it was kept as typed)
      if (!few) {
        const fixedTerms = termsOf(corrected);
        const lastKept =
          typed.last !== undefined && typed.last === fixedTerms.last && !fixed.has(words[words.length - 1]);
        ({ postings, completions } = await textPostings(
          fixedTerms.terms,
          source,
          lastKept ? fixedTerms.last : undefined,
        ));
      }
    }
  }
  const fixed = new Map(corrections.map((c) => [c.from, c.to]));
  const searched = words.map((w) => fixed.get(w) ?? w);
  // a word that no article holds (and that could not be corrected) makes the text match nothing,
  // as it makes the title match nothing: articles holding only the other words are no answer
  const everyWordKnown = [...postings.values()].every((list) => list.ids.length > 0);
  await source.pause?.();
  const ranked = everyWordKnown ? rankText(postings, titleIdSet, MAX_TEXT_RESULTS) : { top: [], count: 0 };
  await source.pause?.();
  const text = await Promise.all(
    ranked.top.map(async ({ id }): Promise<TextFound> => {
      const chunk = await chunks(Math.floor(id / source.manifest.c));
      const name = chunk.fragments[id % source.manifest.c];
      const fragment = name ? ((await source.load(name)) as TextFragment) : { h: [], b: '' };
      await source.pause?.();
      return {
        id,
        entry: chunk.entries[id % source.manifest.c],
        excerpt: excerptOf(fragment, [...postings.keys(), ...completions]),
      };
    }),
  );
  return { titles, titleCount, corrections, searched, text, textCount: ranked.count };
}
