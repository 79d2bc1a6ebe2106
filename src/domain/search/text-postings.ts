/**
 * The article-text side of a search (engine.ts): the postings of the query's terms from the text
 * shards, and the words the last term begins, from the text vocabulary part of its first letters
 * (complete.ts), merged below the exact holders (INEXACT).
 */
import { completionsOf } from './complete';
import {
  decodePostings,
  INEXACT,
  PIECE_LENGTH,
  Postings,
  shardOf,
  TEXT_VOCABULARY_HEAD,
  textVocabularyShard,
} from './parts';
import type { PartSource } from './parts';

/** Text postings of each term (an empty list for a term no article holds). */
async function wholeWordPostings(
  terms: readonly string[],
  source: PartSource,
): Promise<Map<string, Postings>> {
  const { x } = source.manifest;
  const out = new Map<string, Postings>();
  await Promise.all(
    terms.map(async (term) => {
      if (x.length === 0) return out.set(term, decodePostings(''));
      const shard = (await source.load(x[shardOf(term, x.length)])) as Record<string, string>;
      await source.pause?.();
      return out.set(term, decodePostings(shard[term] ?? ''));
    }),
  );
  return out;
}

type Vocabulary = readonly (readonly [string, number])[];

/** The words of a text vocabulary part by their first letters, per parsed part (a later keystroke reuses them). */
const vocabularyHeads = new WeakMap<object, Map<string, Vocabulary>>();

/**
 * The text words (with their article counts) that begin with the same TEXT_VOCABULARY_HEAD
 * letters as `word` (3+ letters): the words it may complete to or be corrected to.
 */
export async function textVocabularyOf(word: string, source: PartSource): Promise<Vocabulary> {
  const { t } = source.manifest;
  if (t.length === 0 || word.length < PIECE_LENGTH) return [];
  const part = (await source.load(t[textVocabularyShard(word, t.length)])) as Record<string, number>;
  const head = word.slice(0, TEXT_VOCABULARY_HEAD);
  let heads = vocabularyHeads.get(part);
  if (!heads) {
    heads = new Map();
    vocabularyHeads.set(part, heads);
  }
  let words = heads.get(head);
  if (!words) {
    words = Object.entries(part).filter(([w]) => w.startsWith(head));
    heads.set(head, words);
  }
  return words;
}

/**
 * A term's postings with those of its completions: an article holding the term keeps its own
 * place bits; one holding only completions gets theirs with INEXACT (ranked below).
 */
function withCompletions(exact: Postings, more: readonly Postings[], articles: number): Postings {
  const flags = new Array<number>(articles).fill(0);
  const HELD = 16;
  for (const list of more)
    for (let k = 0; k < list.ids.length; k += 1) flags[list.ids[k]] |= list.bits[k] | INEXACT | HELD;
  for (let k = 0; k < exact.ids.length; k += 1) flags[exact.ids[k]] = exact.bits[k] | HELD;
  const out: Postings = { ids: [], bits: [] };
  for (let id = 0; id < articles; id += 1)
    if (flags[id] & HELD) {
      out.ids.push(id);
      out.bits.push(flags[id] & ~HELD);
    }
  return out;
}

interface TextMatch {
  /** each term's postings; `complete`'s with those of its completions */
  postings: Map<string, Postings>;
  /** the words `complete` began (for the excerpt's marks) */
  completions: string[];
}

/** The terms' postings, `complete` (the query's last word as typed) also matching the words it begins. */
export async function textPostings(
  terms: readonly string[],
  source: PartSource,
  complete: string | undefined,
): Promise<TextMatch> {
  const [postings, completions] = await Promise.all([
    wholeWordPostings(terms, source),
    complete ? textVocabularyOf(complete, source).then((v) => completionsOf(complete, v)) : [],
  ]);
  if (!complete || completions.length === 0) return { postings, completions };
  const more = await wholeWordPostings(completions, source);
  await source.pause?.();
  const own = postings.get(complete) ?? { ids: [], bits: [] };
  postings.set(complete, withCompletions(own, [...more.values()], source.manifest.n));
  return { postings, completions };
}
