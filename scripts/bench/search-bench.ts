/**
 * Search at scale, over a built index (public/ after `npm run build`, or the generated corpus
 * model below): the index's size, what a first search fetches (the manifest and the parts its
 * words need, gzipped, plus the search code when given) and how long the engine takes.
 *
 * `npm run bench:search [-- --sizes 10000,50000] [--out DIR] [--browser]` builds the index of a generated corpus
 * the way the build does (each article's body rendered by the libraries Gatsby uses, its plain
 * text through the site's own articleBody) and measures it; `npm run bench` measures the index
 * each build wrote to public/. With --browser, scripts/bench/search-browser-bench.ts then measures the
 * search box in Chromium at 4x CPU slowdown: the built site (public/) with the corpus's index.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { prepareContent } from '../../src/domain/content/model';
import type { ArticleModel } from '../../src/domain/content/types';
import { labelsFor } from '../../src/domain/locales/labels';
import { articleBody } from '../../src/domain/html/parse-body';
import { SEARCH_INDEX_PATH, searchPartPath } from '../../src/domain/listings/routes';
import { SearchIndexBuilder } from '../../src/domain/search/build-index';
import { search } from '../../src/domain/search/engine';
import type { PartSource } from '../../src/domain/search/parts';
import { searchTitles } from '../../src/domain/search/matcher';
import { decodeManifest, encodeManifest, SearchManifest } from '../../src/domain/search/parts';
import { decodeTitleChunk, SearchEntry, searchEntryOf } from '../../src/domain/search/title-index';
import { parseMarkdown } from '../../src/node/content/read-content';
import { transformerHtml } from '../../tests/support/markdown-body';
import { gzipBytes } from './page-weight';
import { generateCorpus } from '../corpus/generator';
import { argValue } from '../lib/args';
import { prng } from '../lib/prng';

export interface SearchBench {
  titles: number;
  /** every file of the index, raw and gzipped */
  indexBytes: number;
  indexGzipBytes: number;
  gzipBytesPerArticle: number;
  parts: number;
  queries: number;
  /** per-query title matcher time over all titles in memory, milliseconds (the old whole index) */
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** a first search (nothing fetched before): gzipped bytes of the manifest and parts it loads */
  firstSearchMedianGzip: number;
  firstSearchMaxGzip: number;
  /** engine time per query once the parts are loaded (Node, no slowdown) */
  engineMedianMs: number;
  engineMaxMs: number;
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

/** An index read from a folder laid out like public/. */
export interface BuiltIndex {
  manifestJson: string;
  manifest: SearchManifest;
  part(name: string): string;
}

export function readIndex(publicDir: string): BuiltIndex {
  const manifestJson = fs.readFileSync(path.join(publicDir, SEARCH_INDEX_PATH), 'utf8');
  const manifest = decodeManifest(JSON.parse(manifestJson));
  return {
    manifestJson,
    manifest,
    part: (name) => fs.readFileSync(path.join(publicDir, searchPartPath(name)), 'utf8'),
  };
}

/** A part source over a built index that notes the gzipped bytes of each part it loads. */
function countingSource(index: BuiltIndex): { source: PartSource; bytes: () => number } {
  const loaded = new Map<string, unknown>();
  let bytes = gzipBytes(index.manifestJson);
  return {
    source: {
      manifest: index.manifest,
      load: async (name) => {
        if (!loaded.has(name)) {
          const text = index.part(name);
          bytes += gzipBytes(text);
          loaded.set(name, JSON.parse(text));
        }
        return loaded.get(name);
      },
    },
    bytes: () => bytes,
  };
}

/** Reader queries of each kind from the index's own titles: title words, misspelt, text words. */
export function readerQueries(entries: readonly SearchEntry[], count: number, seed = 11): string[] {
  const rng = prng(seed);
  const out: string[] = [];
  const misspell = (w: string): string => {
    const i = 1 + Math.floor(rng() * (w.length - 2));
    return rng() < 0.5 ? w.slice(0, i) + w.slice(i + 1) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  };
  while (out.length < count && entries.length > 0) {
    const words = entries[Math.floor(rng() * entries.length)].title
      .split(/\s+/)
      .filter((w) => /^\p{L}{5,}$/u.test(w));
    if (words.length === 0) continue;
    const two = words.slice(0, 2);
    out.push(out.length % 3 === 1 ? two.map(misspell).join(' ') : two.join(' '));
  }
  return out;
}

/** Measure a built index: sizes, a first search's bytes and the engine's time. */
export async function benchSearchIndex(index: BuiltIndex, queryCount = 150): Promise<SearchBench> {
  const { manifest } = index;
  const names = [...manifest.d, ...manifest.w, ...manifest.x, ...manifest.t, ...Object.values(manifest.f)];
  const entries = manifest.d.flatMap((n) => decodeTitleChunk(JSON.parse(index.part(n)), manifest.g));
  let indexBytes = Buffer.byteLength(index.manifestJson);
  let indexGzipBytes = gzipBytes(index.manifestJson);
  for (const n of names) {
    const t = index.part(n);
    indexBytes += Buffer.byteLength(t);
    indexGzipBytes += gzipBytes(t);
  }
  const queries = sampleQueries(entries, 400);
  const firstBytes: number[] = [];
  const times: number[] = [];
  for (const q of [...readerQueries(entries, queryCount), ...queries.slice(0, queryCount)]) {
    const first = countingSource(index);
    await search(q, first.source);
    firstBytes.push(first.bytes());
    const t = process.hrtime.bigint();
    await search(q, first.source);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  firstBytes.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  return {
    titles: entries.length,
    indexBytes,
    indexGzipBytes,
    gzipBytesPerArticle: entries.length ? indexGzipBytes / entries.length : 0,
    parts: names.length,
    queries: queries.length,
    ...timeMatcher(entries, queries),
    firstSearchMedianGzip: quantile(firstBytes, 0.5),
    firstSearchMaxGzip: firstBytes[firstBytes.length - 1] ?? 0,
    engineMedianMs: quantile(times, 0.5),
    engineMaxMs: times[times.length - 1] ?? 0,
  };
}

/** The published articles of a generated corpus, as the build prepares them. */
export function corpusArticles(articles: number): ArticleModel[] {
  const corpus = generateCorpus({ articles, pictures: false });
  const md = (prefix: string) =>
    corpus.files.filter((f) => f.path.startsWith(prefix)).map((f) => parseMarkdown(f.content, f.path));
  const json = (name: string) => {
    const f = corpus.files.find((x) => x.path === name);
    return { file: name, data: f ? (JSON.parse(f.content) as unknown) : undefined, missing: !f };
  };
  return prepareContent({
    articles: md('articles/'),
    info: md('info/'),
    authors: json('authors.json'),
    sponsored: json('sponsored-links.json'),
    taxonomy: json('taxonomy.json'),
  }).content.articles;
}

/**
 * Write the index of a generated corpus of `articles` into `outDir` as the build would, and
 * return the milliseconds the index step took (text extraction excluded: the build gets the
 * text from the bodies its query workers render anyway).
 */
export function writeCorpusIndex(articles: number, outDir: string): { indexMs: number; textMs: number } {
  const content = { articles: corpusArticles(articles) };
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, path.dirname(searchPartPath('x'))), { recursive: true });
  const labels = labelsFor('en');
  let textMs = 0;
  let indexMs = 0;
  const builder = new SearchIndexBuilder(
    content.articles.map((a) => searchEntryOf(a)),
    (name, text) => fs.writeFileSync(path.join(outDir, searchPartPath(name)), text),
  );
  content.articles.forEach((a, i) => {
    const t0 = Date.now();
    const body = articleBody(transformerHtml(a.body), labels);
    const t1 = Date.now();
    builder.addText(i, { headings: body.headings.map((h) => h.text), body: body.text });
    textMs += t1 - t0;
    indexMs += Date.now() - t1;
  });
  const t2 = Date.now();
  const manifest = builder.finish();
  fs.writeFileSync(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(encodeManifest(manifest)));
  indexMs += Date.now() - t2;
  return { indexMs, textMs };
}

if (require.main === module) {
  void (async () => {
    const args = process.argv.slice(2);
    const sizes = (argValue(args, '--sizes') ?? argValue(args, '--articles') ?? '10000')
      .split(',')
      .map(Number);
    for (const articles of sizes) {
      const out = argValue(args, '--out') ?? path.join('.cache', `search-bench-${articles}`);
      const { indexMs, textMs } = writeCorpusIndex(articles, out);
      const r = await benchSearchIndex(readIndex(out));
      const kb = (b: number): string => `${(b / 1024).toFixed(1)} KB`;
      console.log(
        `search index of ${r.titles} articles (${out}): ${r.parts} parts, ${kb(r.indexBytes)}, ${kb(r.indexGzipBytes)} gzipped; ` +
          `index step ${(indexMs / 1000).toFixed(1)} s (text rendering, done by the build's query workers anyway: ${(textMs / 1000).toFixed(1)} s)\n` +
          `first search: median ${kb(r.firstSearchMedianGzip)}, max ${kb(r.firstSearchMaxGzip)} gzipped (manifest + parts, code not included)\n` +
          `engine once loaded: median ${r.engineMedianMs.toFixed(1)} ms, max ${r.engineMaxMs.toFixed(1)} ms (Node, no slowdown)`,
      );
      // the search box in Chromium at 4x CPU over the built site (public/) with this index
      if (args.includes('--browser'))
        execFileSync(
          process.execPath,
          [...process.execArgv, path.join(__dirname, 'search-browser-bench.ts'), '--index', out],
          {
            stdio: 'inherit',
          },
        );
    }
  })();
}
