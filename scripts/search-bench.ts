/**
 * Search at scale: the size of the title index (gzipped bytes per article) and the time the
 * matcher the search box uses (src/domain/search/matcher.ts) takes per query over every title.
 *
 * `npm run bench:search [-- --articles 10000]` measures an index built from a generated corpus;
 * `npm run bench` also runs it on the index each build wrote to public/.
 */
import { prepareContent } from '../src/domain/content/model';
import {
  decodeSearchIndex,
  encodeSearchIndex,
  SearchEntry,
  searchEntryOf,
} from '../src/domain/search/title-index';
import { searchTitles } from '../src/domain/search/matcher';
import { parseMarkdown } from '../src/node/content/read-content';
import { gzipBytes } from './bench/page-weight';
import { generateCorpus } from './corpus/generator';
import { prng } from './lib/prng';

export interface SearchBench {
  titles: number;
  indexBytes: number;
  indexGzipBytes: number;
  gzipBytesPerArticle: number;
  queries: number;
  /** per-query matcher time over all titles, milliseconds */
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/** The q-th quantile (0..1) of `sorted` (ascending), nearest rank. */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/**
 * Queries a reader would type: every prefix of 3+ characters of one to three title words
 * (search runs on each keystroke), mixed case, plus words that match nothing.
 */
export function sampleQueries(entries: readonly SearchEntry[], count: number, seed = 7): string[] {
  const rng = prng(seed);
  const queries: string[] = [];
  while (queries.length < count && entries.length > 0) {
    const words = entries[Math.floor(rng() * entries.length)].title.split(/\s+/).filter((w) => w.length > 2);
    const chosen = words.slice(0, 1 + Math.floor(rng() * Math.min(3, words.length)));
    const typed = rng() < 0.2 ? `${chosen.join(' ')} zqxj` : chosen.join(' ');
    for (let n = 3; n <= typed.length && queries.length < count; n += 1) {
      const q = typed.slice(0, n);
      queries.push(rng() < 0.3 ? q.toUpperCase() : q);
    }
  }
  return queries;
}

/** Time `searchTitles` per query: each query runs `repeat` times, every run is one sample. */
export function timeMatcher(
  entries: readonly SearchEntry[],
  queries: readonly string[],
  repeat = 5,
): { medianMs: number; p95Ms: number; maxMs: number } {
  // warm up the JIT as a reader's second keystroke would find it
  for (const q of queries.slice(0, 50)) searchTitles(entries, q);
  const samples: number[] = [];
  for (const q of queries)
    for (let r = 0; r < repeat; r += 1) {
      const t = process.hrtime.bigint();
      searchTitles(entries, q);
      samples.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  samples.sort((a, b) => a - b);
  return {
    medianMs: quantile(samples, 0.5),
    p95Ms: quantile(samples, 0.95),
    maxMs: samples[samples.length - 1],
  };
}

/** Measure an encoded index as the build writes it (its JSON text). */
export function benchSearchIndex(json: string, queryCount = 400): SearchBench {
  const entries = decodeSearchIndex(JSON.parse(json));
  const queries = sampleQueries(entries, queryCount);
  const gz = gzipBytes(json);
  return {
    titles: entries.length,
    indexBytes: Buffer.byteLength(json),
    indexGzipBytes: gz,
    gzipBytesPerArticle: entries.length ? gz / entries.length : 0,
    queries: queries.length,
    ...timeMatcher(entries, queries),
  };
}

/** The index the build would write for a generated corpus of `articles` articles. */
export function corpusIndexJson(articles: number): string {
  const corpus = generateCorpus({ articles });
  const md = (prefix: string) =>
    corpus.files.filter((f) => f.path.startsWith(prefix)).map((f) => parseMarkdown(f.content, f.path));
  const json = (name: string) => {
    const f = corpus.files.find((x) => x.path === name);
    return { file: name, data: f ? (JSON.parse(f.content) as unknown) : undefined, missing: !f };
  };
  const { content } = prepareContent({
    articles: md('articles/'),
    info: md('info/'),
    authors: json('authors.json'),
    sponsored: json('sponsored-links.json'),
    taxonomy: json('taxonomy.json'),
  });
  return JSON.stringify(encodeSearchIndex(content.articles.map((a) => searchEntryOf(a))));
}

if (require.main === module) {
  const at = process.argv.indexOf('--articles');
  const articles = at >= 0 ? Number(process.argv[at + 1]) : 10000;
  const r = benchSearchIndex(corpusIndexJson(articles));
  console.log(
    `search index: ${r.titles} titles, ${r.indexBytes} B, ${r.indexGzipBytes} B gzipped = ` +
      `${r.gzipBytesPerArticle.toFixed(1)} B/article\n` +
      `matcher: ${r.queries} queries × 5 runs over ${r.titles} titles: median ${r.medianMs.toFixed(3)} ms, ` +
      `p95 ${r.p95Ms.toFixed(3)} ms, max ${r.maxMs.toFixed(3)} ms`,
  );
}
