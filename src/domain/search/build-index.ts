/**
 * Builds the split search index (parts.ts) from the published articles: the title parts from
 * their search entries, the text parts from each article's plain text, added one at a time so
 * that a build never holds every article's text at once. Pure: the caller writes each part it
 * is handed (`emit`) and the manifest finish() returns.
 */
import { foldCase, foldedWords, textWords, wordKeys } from './words';
import {
  CHUNK_SIZE,
  contentName,
  encodeIds,
  familyPartName,
  encodePostings,
  IN_BODY,
  IN_HEADING,
  IN_TITLE,
  pieces,
  PIECE_LENGTH,
  SearchManifest,
  shardOf,
  textVocabularyShard,
  vocabularyLength,
} from './parts';
import { encodeTitleChunks, SearchEntry } from './title-index';
import { keptIn } from '../kept';

/** What the index keeps of an article's text: its section headings and its plain body text. */
export interface ArticleText {
  headings: readonly string[];
  body: string;
}

/** The text fragment of an article, as the browser reads it for the excerpt. */
export interface TextFragment {
  h: string[];
  b: string;
}

/** Raw bytes a shard aims at: gzipped, a title word shard is about 3 KB and a text shard about 10 KB. */
const TITLE_SHARD_BYTES = 12_000;
const TEXT_SHARD_BYTES = 40_000;
/** Raw bytes a text vocabulary part aims at (words compress well: about 5 KB gzipped). */
const TEXT_VOCABULARY_BYTES = 16_000;
/** The shortest word of the text vocabulary: a query word completes or is corrected from 3 letters. */
const TEXT_VOCABULARY_MIN = 3;

/** The smallest power of two of shards that keeps each near `target` bytes. */
const shardCount = (bytes: number, target: number): number => {
  let n = 1;
  while (bytes / n > target) n *= 2;
  return n;
};

/** JSON of an object with its keys in sorted order, so that equal content gives equal bytes. */
const sortedJson = <T>(map: Map<string, T>): string =>
  JSON.stringify(Object.fromEntries([...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

/** The space-separated words of a title as the specification's rule compares them. */
export const titleWords = (title: string): string[] => foldCase(title).split(/\s+/).filter(Boolean);

export class SearchIndexBuilder {
  private readonly fragments: (string | undefined)[] = [];
  /** word -> id * 8 + place bits, one per article */
  private readonly postings = new Map<string, number[]>();
  private texts = 0;

  /** Characters of every part emitted so far (the manifest's `z`). */
  private size = 0;
  private readonly emit: (name: string, content: string) => void;

  constructor(
    private readonly entries: readonly SearchEntry[],
    emit: (name: string, content: string) => void,
  ) {
    this.emit = (name, content) => {
      this.size += content.length;
      emit(name, content);
    };
  }

  /** Add the text of the article at `id` (its position in the entries); once per article. */
  addText(id: number, text: ArticleText): void {
    const entry = this.entries[id];
    if (!entry) throw new Error(`search index: no article at position ${id}`);
    if (this.fragments[id] !== undefined) throw new Error(`search index: text of ${entry.slug} added twice`);
    const fragment: TextFragment = { h: [...text.headings], b: text.body };
    const json = JSON.stringify(fragment);
    const name = contentName(json);
    this.emit(name, json);
    this.fragments[id] = name;
    this.texts += 1;
    const bits = new Map<string, number>();
    const note = (source: string, bit: number): void => {
      for (const word of foldedWords(source))
        for (const key of wordKeys(word)) bits.set(key, (bits.get(key) ?? 0) | bit);
    };
    note(entry.title, IN_TITLE);
    for (const h of text.headings) note(h, IN_HEADING);
    note(text.body, IN_BODY);
    for (const [word, b] of bits) keptIn(this.postings, word, (): number[] => []).push(id * 8 + b);
  }

  /** Emit the title parts, the vocabulary and (when texts were added) the text shards and their vocabulary. */
  finish(): SearchManifest {
    const d = this.titleChunks();
    const w = this.titleWordShards();
    const f = this.vocabulary();
    const { x, t } = this.texts > 0 ? this.textShards() : { x: [], t: [] };
    return { v: 3, n: this.entries.length, c: CHUNK_SIZE, g: d.groups, d: d.names, w, f, x, t, z: this.size };
  }

  private part(json: string): string {
    const name = contentName(json);
    this.emit(name, json);
    return name;
  }

  /** Emit a family of parts under one hash of them all (parts.ts, familyPartName). */
  private family(prefix: string, texts: readonly string[]): string[] {
    const hash = contentName(texts.join('\n'));
    return texts.map((text, i) => {
      const name = familyPartName(prefix, hash, i);
      this.emit(name, text);
      return name;
    });
  }

  private titleChunks(): { groups: [string, string][]; names: string[] } {
    const { groups, chunks } = encodeTitleChunks(this.entries, this.fragments, CHUNK_SIZE);
    return {
      groups,
      names: this.family(
        'd',
        chunks.map((c) => JSON.stringify(c)),
      ),
    };
  }

  private titleWordShards(): string[] {
    const ids = new Map<string, number[]>();
    this.entries.forEach((e, id) => {
      for (const word of new Set(titleWords(e.title)))
        if (word.length >= PIECE_LENGTH) keptIn(ids, word, (): number[] => []).push(id);
    });
    const byPiece = new Map<string, [string, string][]>();
    let bytes = 0;
    for (const [word, list] of [...ids.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const encoded = encodeIds(list);
      for (const piece of pieces(word)) {
        keptIn(byPiece, piece, (): [string, string][] => []).push([word, encoded]);
        bytes += word.length + encoded.length + 8;
      }
    }
    const count = shardCount(bytes, TITLE_SHARD_BYTES);
    const shards = Array.from({ length: count }, () => new Map<string, [string, string][]>());
    for (const [piece, list] of byPiece) shards[shardOf(piece, count)].set(piece, list);
    return this.family(
      'w',
      shards.map((s) => sortedJson(s)),
    );
  }

  private vocabulary(): Record<string, string> {
    const counts = new Map<string, number>();
    for (const e of this.entries)
      for (const word of new Set(textWords(e.title).map((t) => t.word)))
        if (word.length >= 3) counts.set(word, (counts.get(word) ?? 0) + 1);
    const byLength = new Map<number, Map<string, number>>();
    for (const [word, n] of counts)
      keptIn(byLength, vocabularyLength(word.length), () => new Map<string, number>()).set(word, n);
    const out: Record<string, string> = {};
    for (const length of [...byLength.keys()].sort((a, b) => a - b))
      out[String(length)] = this.part(sortedJson(byLength.get(length) as Map<string, number>));
    return out;
  }

  /** The text shards (`x`) and the text vocabulary (`t`: each word of 3+ letters with its article count). */
  private textShards(): { x: string[]; t: string[] } {
    let bytes = 0;
    let vocabularyBytes = 0;
    const encoded = new Map<string, string>();
    const counts = new Map<string, number>();
    for (const [word, list] of this.postings) {
      list.sort((a, b) => a - b);
      const text = encodePostings(list.map((v) => [Math.floor(v / 8), v % 8] as const));
      encoded.set(word, text);
      bytes += word.length + text.length + 6;
      if (word.length >= TEXT_VOCABULARY_MIN) {
        counts.set(word, list.length);
        vocabularyBytes += word.length + String(list.length).length + 4;
      }
    }
    this.postings.clear();
    const count = shardCount(bytes, TEXT_SHARD_BYTES);
    const shards = Array.from({ length: count }, () => new Map<string, string>());
    for (const [word, text] of encoded) shards[shardOf(word, count)].set(word, text);
    const x = this.family(
      'x',
      shards.map((s) => sortedJson(s)),
    );
    const vocabularyCount = shardCount(vocabularyBytes, TEXT_VOCABULARY_BYTES);
    const vocabulary = Array.from({ length: vocabularyCount }, () => new Map<string, number>());
    for (const [word, n] of counts) vocabulary[textVocabularyShard(word, vocabularyCount)].set(word, n);
    const t = this.family(
      't',
      vocabulary.map((s) => sortedJson(s)),
    );
    return { x, t };
  }
}
