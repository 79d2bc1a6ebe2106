/**
 * The split search index: one small manifest (SEARCH_INDEX_PATH, revalidated like a page) and
 * parts named by their content (SEARCH_PARTS_DIR, immutable), so that a search fetches only the
 * parts its words need and the service worker can keep every part it fetched.
 *
 * - title chunks: CHUNK_SIZE articles each, in display order (title, slug, placement, and the
 *   name of the article's text fragment), in the compact title format of title-index.ts;
 * - title word shards: every space-separated word of every title with the articles whose title
 *   holds it, filed under each three-letter piece of the word, so one shard answers "which
 *   titles contain this query word as a substring" exactly (the specification's rule);
 * - the misspelling vocabulary: the words of the titles with their article counts, one part per
 *   word length (a query word of length L with distance d needs lengths L-d to L+d);
 * - text shards: every word of every article's text with the articles holding it and where
 *   (title, section heading, body), filed by a hash of the word;
 * - the text vocabulary: every word of the text shards (3+ letters) with its article count,
 *   filed by a hash of its first two letters (TEXT_VOCABULARY_HEAD), so that one part answers
 *   "which words begin with `replicat`" and "which words are near `headphnes`" (engine.ts);
 * - text fragments: one per article, its headings and plain body text, for the excerpt.
 */

export interface SearchManifest {
  v: 3;
  /** number of articles */
  n: number;
  /** articles per title chunk */
  c: number;
  /** the category/subcategory pairs the chunks' placement characters point into */
  g: [string, string][];
  /** title chunk names, chunk i holding articles i*c .. i*c+c-1 */
  d: string[];
  /** title word shards, by shardOf(piece, w.length) */
  w: string[];
  /** misspelling vocabulary parts by word length (the last length also holds longer words) */
  f: Record<string, string>;
  /** text shards by shardOf(word, x.length); empty when the build made no text index */
  x: string[];
  /** text vocabulary parts by shardOf(word's first TEXT_VOCABULARY_HEAD letters, t.length); empty without a text index */
  t: string[];
  /** characters of all the parts together (text fragments included): whether the whole index is kept offline */
  z: number;
}

/**
 * The largest index the browser keeps whole after its first search, so that any search answers
 * offline (src/browser/search-parts.ts): 700,000 characters of parts, about 300 KB gzipped
 * (the shipped index's parts, gzipped one by one as a server sends them, are 2.3 characters to
 * a byte: 238,552 characters, 103 KB). Above it, the parts fetched so far answer and a search
 * needing another one says it needs a connection.
 */
export const SEARCH_OFFLINE_WHOLE_LIMIT = 700_000;

/**
 * Articles per title chunk. The first title matches of a rare word lie far apart, one chunk
 * each: small chunks (about 600 bytes gzipped) keep a first search small, and the manifest's
 * list of their names stays small too.
 */
export const CHUNK_SIZE = 20;

/** Shortest query word looked up in the title word shards (shorter words are checked on titles). */
export const PIECE_LENGTH = 3;

/**
 * The text vocabulary is filed by a word's first letters, this many: a query word finds the
 * words it begins, and the words one or two letters off it after these letters, in one part.
 */
export const TEXT_VOCABULARY_HEAD = 2;

/** The text vocabulary part of words beginning like `word` (among `count`). */
export const textVocabularyShard = (word: string, count: number): number =>
  shardOf(word.slice(0, TEXT_VOCABULARY_HEAD), count);

/** The longest word length with its own vocabulary part. */
export const VOCABULARY_MAX_LENGTH = 16;

/** The vocabulary part that holds words of `length` letters. */
export const vocabularyLength = (length: number): number => Math.min(length, VOCABULARY_MAX_LENGTH);

/** 32-bit FNV-1a of a string's UTF-16 units: which shard a key is filed in. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The shard of `key` among `count` shards. */
export const shardOf = (key: string, count: number): number => (count <= 1 ? 0 : fnv1a(key) % count);

/**
 * A content name for a part: 12 hex digits from two independent 32-bit hashes of the text
 * (FNV-1a and its reverse-order twin). Pure, so the browser tests and the build name alike.
 */
export function contentName(text: string): string {
  let back = 0x811c9dc5;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    back ^= text.charCodeAt(i);
    back = Math.imul(back, 0x01000193) >>> 0;
  }
  const hex = (n: number): string => (n >>> 0).toString(16).padStart(8, '0');
  return `${hex(fnv1a(text))}${hex(back ^ text.length).slice(0, 4)}`;
}

/** Ascending article ids as base-36 gaps ("0,1,1,5"): gzip packs the small repeating gaps. */
export function encodeIds(ids: readonly number[]): string {
  let last = 0;
  return ids
    .map((id, i) => {
      const gap = i === 0 ? id : id - last;
      last = id;
      return gap.toString(36);
    })
    .join(',');
}

/** The ids of encodeIds. */
export function decodeIds(text: string): number[] {
  if (text === '') return [];
  let at = 0;
  return text.split(',').map((gap, i) => {
    at = i === 0 ? parseInt(gap, 36) : at + parseInt(gap, 36);
    return at;
  });
}

/** Where a word occurs in an article: bits that ranking weighs. */
export const IN_BODY = 1;
export const IN_HEADING = 2;
export const IN_TITLE = 4;
/**
 * Never stored: set by the engine on an article that holds a query word only as the beginning
 * of a longer word, or only as a corrected word, so that ranking puts it below exact holders.
 */
export const INEXACT = 8;

/** Text postings: ascending ids, each with its place bits (IN_*), as base-36 (gap * 8 + bits). */
export function encodePostings(postings: readonly (readonly [id: number, bits: number])[]): string {
  let last = 0;
  return postings
    .map(([id, bits], i) => {
      const gap = i === 0 ? id : id - last;
      last = id;
      return (gap * 8 + bits).toString(36);
    })
    .join(',');
}

/** Decoded postings: the ids ascending, and each id's place bits (IN_*) at the same position. */
export interface Postings {
  ids: number[];
  bits: number[];
}

const COMMA = 44;
/** The value of a base-36 digit's character code ('0'-'9', 'a'-'z'). */
const digit36 = (code: number): number => (code <= 57 ? code - 48 : code - 87);

/**
 * The postings of encodePostings. A common word is in most articles (tens of thousands at
 * 50,000): the text is read in one pass into two arrays of numbers, with no string or tuple per
 * posting (plain arrays: typed ones would bring core-js's typed-array polyfills into the bundle).
 */
export function decodePostings(text: string): Postings {
  if (text === '') return { ids: [], bits: [] };
  let count = 1;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === COMMA) count += 1;
  const ids = new Array<number>(count).fill(0);
  const bits = new Array<number>(count).fill(0);
  let id = 0;
  let value = 0;
  let k = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i < text.length ? text.charCodeAt(i) : COMMA;
    if (code !== COMMA) {
      value = value * 36 + digit36(code);
      continue;
    }
    id += Math.floor(value / 8);
    ids[k] = id;
    bits[k] = value % 8;
    k += 1;
    value = 0;
  }
  return { ids, bits };
}

/** The three-letter pieces of a word (the word itself when shorter). */
export function pieces(word: string): string[] {
  if (word.length <= PIECE_LENGTH) return [word];
  const out = new Set<string>();
  for (let i = 0; i + PIECE_LENGTH <= word.length; i += 1) out.add(word.slice(i, i + PIECE_LENGTH));
  return [...out];
}

/**
 * A family of parts (the title chunks, the title word shards, the text shards) is named by one
 * hash of all its parts' content and each part's number: `d12-<hash>`. The manifest then holds
 * the hash and the count, not thousands of names; a family changes as a whole anyway (adding an
 * article moves the positions every chunk and posting list holds).
 */
export interface PartFamily {
  h: string;
  n: number;
}

/** The manifest as /search-index.json holds it: the families by hash and count. */
export interface EncodedManifest extends Omit<SearchManifest, 'v' | 'd' | 'w' | 'x' | 't'> {
  v: 4;
  d: PartFamily;
  w: PartFamily;
  x: PartFamily;
  /** absent in a manifest written before the text vocabulary (read as none) */
  t?: PartFamily;
}

/** The name of part `i` of a family. */
export const familyPartName = (prefix: string, hash: string, i: number): string => `${prefix}${i}-${hash}`;

const FAMILIES = ['d', 'w', 'x'] as const;

/** The stored form of a manifest (its families' names all share their family's hash). */
export function encodeManifest(m: SearchManifest): EncodedManifest {
  const family = (names: readonly string[]): PartFamily => ({
    h: names[0]?.split('-')[1] ?? '',
    n: names.length,
  });
  return { ...m, v: 4, d: family(m.d), w: family(m.w), x: family(m.x), t: family(m.t) };
}

/** The manifest of its stored form; throws on anything that is not one. */
export function decodeManifest(data: unknown): SearchManifest {
  const m = data as EncodedManifest;
  const ok =
    !!m &&
    m.v === 4 &&
    Number.isInteger(m.n) &&
    Number.isInteger(m.c) &&
    Array.isArray(m.g) &&
    FAMILIES.every((k) => typeof m[k]?.h === 'string' && Number.isInteger(m[k]?.n)) &&
    (m.t === undefined || (typeof m.t.h === 'string' && Number.isInteger(m.t.n))) &&
    typeof m.f === 'object' &&
    m.f !== null &&
    Number.isInteger(m.z);
  if (!ok) throw new Error('not a search index manifest (version 4)');
  const names = (prefix: string, f: PartFamily): string[] =>
    Array.from({ length: f.n }, (_x, i) => familyPartName(prefix, f.h, i));
  return {
    ...m,
    v: 3,
    d: names('d', m.d),
    w: names('w', m.w),
    x: names('x', m.x),
    t: m.t ? names('t', m.t) : [],
  };
}

/** Where an engine gets the manifest and the parts it names. */
export interface PartSource {
  manifest: SearchManifest;
  /** the parsed JSON of a part; rejects when the part cannot be had */
  load(name: string): Promise<unknown>;
  /**
   * Resolves in a later task: called between the steps of a search, so that the page can paint
   * and take input between them (no long task); absent, the steps run back to back
   */
  pause?: () => Promise<void>;
}
