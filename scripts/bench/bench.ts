/**
 * `npm run bench [-- --sizes 1000,10000 --runs 3 --warm-runs K --seed S --no-warm --no-pictures --reference --pictures-pair N]`
 *
 * The report opens with the build-cost targets (scripts/bench/targets.ts): equal-work time and
 * largest-process memory ratios against the reference (run with --no-pictures for equal work),
 * the warm rebuild at 10,000, the pictures ratio and the scale figures, each with its load
 * average. `npm run bench -- --reference --no-pictures` measures all of them (sizes 1,000 and
 * 10,000, and the pictures pair at 300 articles).
 *
 * --pictures-pair N (default 300 with --reference, else off; 0 turns it off): cold builds of the
 * N-article corpus with its pictures and without them, alternating, `runs` times each.
 *
 * With --reference, every cold build of ours is followed by a cold build of the reference
 * (gatsby-starter-blog from the same article bodies, scripts/bench/reference.ts), alternating so
 * that both meet the same machine state, and the report gives the ratios (sizes default to
 * 1,000 and 10,000 then).
 *
 * For each size: generate the corpus (.corpus/bench-N), then `runs` times: a cold `gatsby build`
 * (public/ and .cache/ removed first) and, unless --no-warm, rebuilds with the cache kept, each
 * after editing one more article: the first after the cold build, then --warm-runs (default 1)
 * in the steady state an editor meets; the report gives their median and range. Measures wall
 * time, peak memory of the main Gatsby process, pages, pages/s, size of public/, the weight of the home, a category, an article, an author and the
 * HTML sitemap page, and the title index and matcher (scripts/bench/search-bench.ts). Reports medians
 * of the runs in bench-results/bench.md and bench.json, and prints the table.
 *
 * It replaces public/ and .cache/ of this folder. A script, not a test: timings depend on the
 * machine and on what else runs on it, so the load average is recorded with every run.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { authorSlug } from '../../src/domain/content/default-author';
import { authorPath, categoryPath, HOME_PATH, SITEMAP_PATH } from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { AUTHOR_NAMES } from '../corpus/vocabulary/people';
import { DEFAULT_SEED } from '../corpus/generator';
import { benchCorpus, editOneArticle } from './bench-corpus';
import { measurePage, scanSite } from './page-weight';
import { BuildRun, runBuild } from './run-build';
import { benchSearchIndex, readIndex } from './search-bench';
import { coldReferenceBuild, prepareReference } from './reference';
import type { PicturePair } from './targets';
import {
  ColdRun,
  MB,
  median,
  medianOf,
  Options,
  PageSample,
  SizeResult,
  strip,
  warmSummary,
  WarmRun,
} from './bench-results';
import { renderReport } from './bench-report';
import { argValue } from '../lib/args';

const root = path.resolve(__dirname, '../..');

const publicDir = path.join(root, 'public');

function parseArgs(args: string[]): Options {
  const value = (name: string): string | undefined => argValue(args, name);
  const reference = args.includes('--reference');
  const sizes = (value('--sizes') ?? '1000,10000').split(',').map(Number);
  const runs = Number(value('--runs') ?? 3);
  const warmRuns = Number(value('--warm-runs') ?? 1);
  const picturesPair = Number(value('--pictures-pair') ?? (reference ? 300 : 0));
  const seed = Number(value('--seed') ?? DEFAULT_SEED);
  if (
    sizes.some((n) => !Number.isInteger(n) || n < 1) ||
    !Number.isInteger(runs) ||
    runs < 1 ||
    !Number.isInteger(warmRuns) ||
    warmRuns < 1 ||
    !Number.isInteger(picturesPair) ||
    picturesPair < 0
  ) {
    console.error(
      'usage: npm run bench -- [--sizes 1000,10000] [--runs 3] [--warm-runs 1] [--seed S] [--no-warm] [--no-pictures] [--reference] [--pictures-pair N] [--out DIR]',
    );
    process.exit(2);
  }
  return {
    sizes,
    runs,
    seed,
    warm: !args.includes('--no-warm'),
    warmRuns,
    pictures: !args.includes('--no-pictures'),
    reference,
    picturesPair,
    out: path.resolve(value('--out') ?? 'bench-results'),
  };
}

/** Keep Gatsby's output of every build beside the report (bench-results/logs/). */
function saveLog(opts: Options, name: string, output: string): void {
  fs.mkdirSync(path.join(opts.out, 'logs'), { recursive: true });
  fs.writeFileSync(path.join(opts.out, 'logs', `${name}.log`), output);
}

/** Cold builds of one corpus with its pictures and without them, alternating. */
async function benchPicturePair(articles: number, opts: Options): Promise<PicturePair & { raw: number[][] }> {
  const withPictures = benchCorpus(articles, opts.seed, true).corpusDir;
  const without = benchCorpus(articles, opts.seed, false).corpusDir;
  const times: [number[], number[]] = [[], []];
  const loads: number[] = [];
  for (let run = 1; run <= opts.runs; run += 1)
    for (const [i, dir] of [withPictures, without].entries()) {
      fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true });
      fs.rmSync(publicDir, { recursive: true, force: true });
      const build = await runBuild(root, dir);
      const kind = i === 0 ? 'with' : 'without';
      saveLog(opts, `${articles}-pictures-${kind}-${run}`, build.output);
      times[i].push(build.wallMs / 1000);
      loads.push(build.loadBefore);
      // the drawn share pictures (src/node/share-pictures/), apart: their own process, beside the build
      const share = /Share pictures: (.*)$/m.exec(build.output)?.[1] ?? 'none';
      console.log(
        `bench: ${articles} articles ${kind} pictures, cold run ${run}/${opts.runs}: ${(build.wallMs / 1000).toFixed(1)} s, load ${build.loadBefore.toFixed(1)}; share pictures: ${share}`,
      );
    }
  return {
    articles,
    withS: median(times[0]),
    withoutS: median(times[1]),
    loadAvg: median(loads),
    raw: times,
  };
}

async function benchSize(articles: number, opts: Options): Promise<SizeResult> {
  const { corpusDir, corpus } = benchCorpus(articles, opts.seed, opts.pictures);
  const sample = corpus.articles[0];
  const samples: PageSample[] = [
    { name: 'home', path: HOME_PATH },
    { name: 'category', path: categoryPath(TAXONOMY[0].slug) },
    { name: 'article', path: `/articles/${sample.slug}` },
    { name: 'author', path: authorPath(authorSlug(AUTHOR_NAMES[0])) },
    { name: 'sitemap', path: SITEMAP_PATH },
  ];
  const cold: ColdRun[] = [];
  const warm: WarmRun[] = [];
  const referenceRuns: Omit<BuildRun, 'output'>[] = [];
  const reference = opts.reference ? prepareReference(root, path.join(corpusDir, 'articles')) : null;
  for (let run = 1; run <= opts.runs; run += 1) {
    fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true });
    fs.rmSync(publicDir, { recursive: true, force: true });
    const build = await runBuild(root, corpusDir);
    saveLog(opts, `${articles}-cold-${run}`, build.output);
    const site = scanSite(publicDir);
    const pages = samples.map((s) => measurePage(publicDir, s.path));
    const search = await benchSearchIndex(readIndex(publicDir));
    cold.push({ build: strip(build), site, pages, search });
    console.log(
      `bench: ${articles} articles, cold run ${run}/${opts.runs}: ${(build.wallMs / 1000).toFixed(1)} s, ` +
        `main RSS ${(build.mainPeakRss / MB).toFixed(0)} MB, ${site.htmlPages} pages, load ${build.loadBefore.toFixed(1)}`,
    );
    if (opts.warm) {
      // Rebuilds, each after one more edited article. The first after a cold build also
      // re-stitches every page (webpack's compilation hash differs once its cache is in use, see
      // docs/performance.md, "What each technique buys"); the others are the steady state an
      // editor meets with the cache kept.
      const kinds = ['first' as const, ...Array.from({ length: opts.warmRuns }, () => 'settled' as const)];
      const undo: (() => void)[] = [];
      try {
        for (const [i, kind] of kinds.entries()) {
          const file = path.join(corpusDir, corpus.articles[Math.min(i, corpus.articles.length - 1)].file);
          undo.push(editOneArticle(file));
          const w = await runBuild(root, corpusDir);
          saveLog(opts, `${articles}-warm-${kind}-${run}`, w.output);
          warm.push({ kind, build: strip(w), editedFile: path.relative(root, file) });
          console.log(
            `bench: ${articles} articles, ${kind} warm rebuild ${i === 0 ? '' : `${i}/${opts.warmRuns} `}after cold run ${run}/${opts.runs}: ` +
              `${(w.wallMs / 1000).toFixed(1)} s, ${w.htmlRendered ?? '?'} pages re-rendered, load ${w.loadBefore.toFixed(1)}`,
          );
        }
      } finally {
        for (const u of undo.reverse()) u();
      }
    }
    if (reference) {
      const ref = await coldReferenceBuild(reference.dir);
      saveLog(opts, `${articles}-reference-${run}`, ref.output);
      referenceRuns.push(strip(ref));
      console.log(
        `bench: reference, ${reference.posts} posts, cold run ${run}/${opts.runs}: ${(ref.wallMs / 1000).toFixed(1)} s, ` +
          `main RSS ${(ref.mainPeakRss / MB).toFixed(0)} MB, load ${ref.loadBefore.toFixed(1)}`,
      );
    }
  }
  const steps: Record<string, number> = {};
  for (const key of Object.keys(cold[0].build.steps))
    steps[key] = median(cold.map((c) => c.build.steps[key] ?? 0));
  const rssByStepMB: Record<string, number> = {};
  for (const key of Object.keys(cold[0].build.mainRssByStep))
    rssByStepMB[key] = median(cold.map((c) => (c.build.mainRssByStep[key] ?? 0) / MB));
  const wallS = median(cold.map((c) => c.build.wallMs / 1000));
  const htmlPages = median(cold.map((c) => c.site.htmlPages));
  return {
    articles,
    runs: opts.runs,
    corpusDir: path.relative(root, corpusDir),
    cold: {
      wallS,
      mainPeakRssMB: median(cold.map((c) => c.build.mainPeakRss / MB)),
      treePeakRssMB: median(cold.map((c) => c.build.treePeakRss / MB)),
      largestPeakRssMB: median(cold.map((c) => c.build.largestPeakRss / MB)),
      htmlPages,
      pagesPerS: htmlPages / wallS,
      publicMB: median(cold.map((c) => c.site.bytes / MB)),
      publicWithoutMapsMB: median(cold.map((c) => c.site.bytesWithoutMaps / MB)),
      loadAvg: median(cold.map((c) => c.build.loadBefore)),
      steps,
      rssByStepMB,
      largestPageData: cold[0].site.largestPageData,
      largestHtml: cold[0].site.largestHtml,
    },
    warm: warmSummary(warm),
    pages: samples.map((s, i) => ({ ...medianOf(cold.map((c) => c.pages[i])), name: s.name })),
    search: medianOf(cold.map((c) => c.search)),
    reference: reference
      ? {
          posts: reference.posts,
          wallS: median(referenceRuns.map((r) => r.wallMs / 1000)),
          mainPeakRssMB: median(referenceRuns.map((r) => r.mainPeakRss / MB)),
          treePeakRssMB: median(referenceRuns.map((r) => r.treePeakRss / MB)),
          largestPeakRssMB: median(referenceRuns.map((r) => r.largestPeakRss / MB)),
          loadAvg: median(referenceRuns.map((r) => r.loadBefore)),
        }
      : null,
    raw: { cold, warm, reference: referenceRuns },
  };
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const started = new Date();
  const results: SizeResult[] = [];
  for (const size of opts.sizes) results.push(await benchSize(size, opts));
  const picturePair = opts.picturesPair > 0 ? await benchPicturePair(opts.picturesPair, opts) : null;
  fs.mkdirSync(opts.out, { recursive: true });
  const report = renderReport(results, opts, started, picturePair);
  fs.writeFileSync(path.join(opts.out, 'bench.md'), report);
  fs.writeFileSync(
    path.join(opts.out, 'bench.json'),
    `${JSON.stringify({ started: started.toISOString(), options: opts, cpus: os.cpus().length, results, picturePair }, null, 2)}\n`,
  );
  console.log(`\n${report}`);
  console.log(`bench: wrote ${path.relative(root, opts.out)}/bench.md and bench.json`);
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
