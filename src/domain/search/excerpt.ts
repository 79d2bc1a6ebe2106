/**
 * The excerpt under a text result: about EXCERPT_LENGTH characters of the article's plain text
 * around the place where most of the query's words meet, the matched words marked. The result
 * is a list of plain strings and marked strings; the page renders them as text and <mark>
 * elements, so nothing from an article is ever read as markup.
 */
import { textWords, TextWord, wordKeys } from './words';
import type { TextFragment } from './build-index';

export const EXCERPT_LENGTH = 160;

/** A piece of an excerpt: text, marked or not. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** True when an article word answers a query term (Korean words also by their beginning). */
const answers = (word: string, terms: ReadonlySet<string>): boolean =>
  terms.has(word) || wordKeys(word).some((k) => terms.has(k));

/** The marked parts of `text` between `from` and `to` (offsets in text). */
function parts(text: string, hits: readonly TextWord[], from: number, to: number): ExcerptPart[] {
  const out: ExcerptPart[] = [];
  let at = from;
  for (const h of hits) {
    if (h.at < from || h.at + h.length > to) continue;
    if (h.at > at) out.push({ text: text.slice(at, h.at), mark: false });
    out.push({ text: text.slice(h.at, h.at + h.length), mark: true });
    at = h.at + h.length;
  }
  if (to > at) out.push({ text: text.slice(at, to), mark: false });
  return out;
}

/** A window of `text` around `hits`, cut at word boundaries, with ellipses where cut. */
function windowOf(text: string, words: readonly TextWord[], hits: readonly TextWord[]): ExcerptPart[] {
  if (text.length <= EXCERPT_LENGTH) return parts(text, hits, 0, text.length);
  // the window that holds the most distinct matched words, the earliest of equals
  let best = { start: 0, distinct: -1 };
  for (const h of hits) {
    const start = Math.max(0, h.at - 30);
    const inside = new Set(
      hits.filter((x) => x.at >= start && x.at + x.length <= start + EXCERPT_LENGTH).map((x) => x.word),
    );
    if (inside.size > best.distinct) best = { start, distinct: inside.size };
  }
  // start at a word: the first word that begins at or after the chosen start
  const first = words.find((w) => w.at >= best.start);
  const from = best.start === 0 || !first ? 0 : first.at;
  let to = Math.min(text.length, from + EXCERPT_LENGTH);
  const cut = words.filter((w) => w.at + w.length <= to).pop();
  if (to < text.length && cut && cut.at > from) to = cut.at + cut.length;
  const out = parts(text, hits, from, to);
  if (from > 0) out.unshift({ text: '… ', mark: false });
  if (to < text.length) out.push({ text: ' …', mark: false });
  return out;
}

/**
 * The excerpt of an article for query terms (folded words): from the body where it holds a
 * term, else from the first heading that does, else the body's beginning unmarked.
 */
export function excerptOf(fragment: TextFragment, terms: readonly string[]): ExcerptPart[] {
  const wanted = new Set(terms);
  const hitsIn = (text: string) => {
    const words = textWords(text);
    return { words, hits: words.filter((w) => answers(w.word, wanted)) };
  };
  const body = hitsIn(fragment.b);
  if (body.hits.length > 0) return windowOf(fragment.b, body.words, body.hits);
  for (const h of fragment.h) {
    const heading = hitsIn(h);
    if (heading.hits.length > 0) return windowOf(h, heading.words, heading.hits);
  }
  return windowOf(fragment.b, body.words, []);
}
