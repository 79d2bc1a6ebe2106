/**
 * `npm run corpus -- --articles N --out DIR [--seed S] [--no-pictures]`: writes a deterministic content folder
 * for benchmarks (see scripts/corpus/generator.ts). Build it with `CONTENT_DIR=DIR npm run build`.
 */
import fs from 'fs';
import path from 'path';
import type { Corpus } from './corpus-plan';
import { DEFAULT_SEED, GENERATOR_VERSION, generateCorpus } from './generator';
import { argValue } from '../lib/args';

/** The real articles' pictures, which the corpus reuses. */
const PICTURES_SOURCE = path.resolve(__dirname, '../..', 'content', 'articles');

/** Marks a folder as generated, so that rewriting it never deletes an editor's content. */
const MARKER = '.corpus.json';

/** Write `corpus` into `dir`, replacing an earlier generated corpus there (never other content). */
/** What a generated folder was made from (recorded in it, so a stale one is rewritten). */
export interface CorpusStamp {
  articles: number;
  seed: number;
  pictures: boolean;
}

export function writeCorpus(dir: string, corpus: Corpus, options: CorpusStamp): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0 && !fs.existsSync(path.join(dir, MARKER)))
    throw new Error(
      `${dir} is not empty and was not made by this script; choose an empty or new --out folder.`,
    );
  fs.rmSync(dir, { recursive: true, force: true });
  const dirs = new Set(corpus.files.map((f) => path.dirname(path.join(dir, f.path))));
  for (const d of dirs) fs.mkdirSync(d, { recursive: true });
  for (const f of corpus.files) fs.writeFileSync(path.join(dir, f.path), f.content);
  for (const p of corpus.pictures) {
    fs.mkdirSync(path.dirname(path.join(dir, p.path)), { recursive: true });
    fs.copyFileSync(path.join(PICTURES_SOURCE, p.source), path.join(dir, p.path));
  }
  fs.writeFileSync(path.join(dir, MARKER), `${JSON.stringify({ ...options, version: GENERATOR_VERSION })}\n`);
}

/** True when `dir` already holds the corpus of exactly these options and generator version. */
export function hasCorpus(dir: string, options: CorpusStamp): boolean {
  try {
    const written = JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8')) as Record<string, unknown>;
    return (
      written.articles === options.articles &&
      written.seed === options.seed &&
      written.pictures === options.pictures &&
      written.version === GENERATOR_VERSION
    );
  } catch {
    return false;
  }
}

function main(args: string[]): void {
  const articles = Number(argValue(args, '--articles') ?? NaN);
  const out = argValue(args, '--out');
  const seed = Number(argValue(args, '--seed') ?? DEFAULT_SEED);
  const pictures = !args.includes('--no-pictures');
  if (!Number.isInteger(articles) || articles < 0 || !out || !Number.isInteger(seed)) {
    console.error('usage: npm run corpus -- --articles N --out DIR [--seed S] [--no-pictures]');
    process.exit(2);
  }
  const started = Date.now();
  const corpus = generateCorpus({ articles, seed, pictures });
  const dir = path.resolve(out);
  writeCorpus(dir, corpus, { articles, seed, pictures });
  const bytes = corpus.files.reduce((n, f) => n + Buffer.byteLength(f.content), 0);
  console.log(
    `corpus: ${articles} articles (seed ${seed}) in ${dir}: ${corpus.files.length} files, ` +
      `${(bytes / 1e6).toFixed(1)} MB, ${Date.now() - started} ms`,
  );
}

if (require.main === module) main(process.argv.slice(2));
