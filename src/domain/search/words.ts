/**
 * How search compares text: one case fold for every locale, and the words of a text.
 *
 * The fold lower-cases without a locale and then makes the Turkish dotted and dotless i one
 * letter: "I", "İ", "ı" and "i" all become "i" (lower-casing "İ" outside Turkish gives "i" plus a
 * combining dot, which is dropped). Cyrillic and Hangul only lower-case (Hangul has no case).
 * A fold never changes the length of a text except for that combining dot, so the excerpt code
 * works on the original text and folds word by word.
 */

const COMBINING_DOT = /\u0307/g;
const DOTLESS_I = /ı/g;

/** The text as search compares it: lower case, the Turkish i's folded to "i". */
export const foldCase = (text: string): string =>
  text.toLowerCase().replace(COMBINING_DOT, '').replace(DOTLESS_I, 'i');

/** A word: letters and digits of any script (underscores, punctuation and markup split words). */
const WORD = /[\p{L}\p{N}]+/gu;

/** A word of a text with where it starts in that text. */
export interface TextWord {
  /** the folded word */
  word: string;
  /** offset of its first character in the original text */
  at: number;
  /** its length in the original text */
  length: number;
}

/** The folded words of a text, in order, with their places in it. */
export function textWords(text: string): TextWord[] {
  const out: TextWord[] = [];
  for (const m of text.matchAll(WORD))
    out.push({ word: foldCase(m[0]), at: m.index ?? 0, length: m[0].length });
  return out;
}

/** The folded words of a text (the text folded once: quicker than word by word when only words are needed). */
export const foldedWords = (text: string): string[] => foldCase(text).match(WORD) ?? [];

const HANGUL = /^[\p{Script=Hangul}]+$/u;
const LATIN_PLURAL = /^[a-z0-9]{3,}[^s]s$/;

/**
 * The index keys of a word: the word; for an English plural ("modulescripts") also the singular,
 * so that a reader's "ModuleScript" finds it; for Korean words each beginning of two or more
 * syllables, because Korean writes its particles onto the word ("로블록스에서" is "in Roblox": a
 * reader who types "로블록스" means it).
 */
export function wordKeys(word: string): string[] {
  const last = word.charCodeAt(word.length - 1);
  // most words are neither: two character tests spare the regular expressions
  if (last !== 115 /* s */ && last < 0xac00) return [word];
  if (LATIN_PLURAL.test(word)) return [word, word.slice(0, -1)];
  if (!HANGUL.test(word) || word.length < 3) return [word];
  const keys: string[] = [];
  for (let n = 2; n <= word.length; n += 1) keys.push(word.slice(0, n));
  return keys;
}
