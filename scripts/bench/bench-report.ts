/** The benchmark's markdown report (bench-results/bench.md): targets, builds, the reference, page weight, search, steps. */
import os from 'os';
import { ratio } from './reference';
import { PicturePair, renderTargets, SizeFigures, spreadText, targetRows } from './targets';
import type { Options, SizeResult } from './bench-results';

const kbStr = (bytes: number): string => (bytes / 1024).toFixed(1);

/** What the targets need from one size's result. */
function sizeFigures(r: SizeResult, pictures: boolean): SizeFigures {
  return {
    articles: r.articles,
    wallS: r.cold.wallS,
    mainPeakRssMB: r.cold.mainPeakRssMB,
    largestPeakRssMB: r.cold.largestPeakRssMB,
    loadAvg: r.cold.loadAvg,
    warmS: r.warm ? r.warm.wallS : null,
    warmSpread: r.warm?.spread,
    warmLoadAvg: r.warm ? r.warm.loadAvg : null,
    pictures,
    reference: r.reference
      ? {
          wallS: r.reference.wallS,
          largestPeakRssMB: r.reference.largestPeakRssMB,
          loadAvg: r.reference.loadAvg,
        }
      : null,
  };
}

/** The markdown report: one build table, one page-weight table, search, steps, machine. */
export function renderReport(
  results: readonly SizeResult[],
  opts: Options,
  started: Date,
  picturePair: PicturePair | null = null,
): string {
  const lines: string[] = [];
  lines.push(
    `# Benchmark`,
    '',
    `\`npm run bench -- --sizes ${opts.sizes.join(',')} --runs ${opts.runs}${opts.warm ? (opts.warmRuns > 1 ? ` --warm-runs ${opts.warmRuns}` : '') : ' --no-warm'}${opts.pictures ? '' : ' --no-pictures'}${opts.reference ? ' --reference' : ''} --pictures-pair ${opts.picturesPair}\`, ` +
      `${started.toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ` +
      `${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}. Medians of ${opts.runs} run(s).`,
    '',
    '## Targets',
    '',
    'Load average: the 1-minute load when each build started (ours / reference).',
    '',
    ...renderTargets(
      targetRows(
        results.map((r) => sizeFigures(r, opts.pictures)),
        picturePair,
      ),
    ),
    '',
    '## Build',
    '',
    '| articles | wall (s) | main RSS peak (MB) | all processes peak (MB) | pages | pages/s | public/ (MB) | without .map (MB) | warm rebuild (s) | pages re-rendered | first rebuild after cold (s) | load avg |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of results)
    lines.push(
      `| ${r.articles} | ${r.cold.wallS.toFixed(1)} | ${r.cold.mainPeakRssMB.toFixed(0)} | ${r.cold.treePeakRssMB.toFixed(0)} | ` +
        `${r.cold.htmlPages} | ${r.cold.pagesPerS.toFixed(0)} | ${r.cold.publicMB.toFixed(0)} | ${r.cold.publicWithoutMapsMB.toFixed(0)} | ` +
        `${r.warm ? `${r.warm.wallS.toFixed(1)}${spreadText(r.warm.spread)}` : '–'} | ${r.warm?.htmlRendered ?? '–'} | ` +
        `${r.warm ? r.warm.firstWallS.toFixed(1) : '–'} | ${r.cold.loadAvg.toFixed(1)} |`,
    );
  const compared = results.filter((r) => r.reference);
  if (compared.length > 0) {
    lines.push(
      '',
      '## Against the reference (gatsby-starter-blog, same article bodies, cold builds alternating with ours)',
      '',
      'Ratios are ours ÷ reference: below 1 is faster or smaller. Memory: peak RSS of the main `gatsby build` process, and of all its processes.',
      '',
      '| articles | ours (s) | reference (s) | time ratio | ours main RSS (MB) | reference main RSS (MB) | memory ratio | ours all processes (MB) | reference all processes (MB) | ratio | load avg ours / reference |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const r of compared) {
      const ref = r.reference as NonNullable<SizeResult['reference']>;
      lines.push(
        `| ${r.articles} | ${r.cold.wallS.toFixed(1)} | ${ref.wallS.toFixed(1)} | ${ratio(r.cold.wallS, ref.wallS).toFixed(2)} | ` +
          `${r.cold.mainPeakRssMB.toFixed(0)} | ${ref.mainPeakRssMB.toFixed(0)} | ${ratio(r.cold.mainPeakRssMB, ref.mainPeakRssMB).toFixed(2)} | ` +
          `${r.cold.treePeakRssMB.toFixed(0)} | ${ref.treePeakRssMB.toFixed(0)} | ${ratio(r.cold.treePeakRssMB, ref.treePeakRssMB).toFixed(2)} | ` +
          `${r.cold.loadAvg.toFixed(1)} / ${ref.loadAvg.toFixed(1)} |`,
      );
    }
  }
  lines.push(
    '',
    '## Page weight (KB, gzipped)',
    '',
    'JS: every script the page loads on first visit (its `<script src>` files and its page component’s chunks). ' +
      'CSS: inlined `<style>` and linked stylesheets. Page data: `page-data.json`; static queries: the shared results it lists.',
    '',
    '| articles | page | path | HTML | JS | CSS | page data | static queries | HTML + page data |',
    '| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of results)
    for (const p of r.pages)
      lines.push(
        `| ${r.articles} | ${p.name} | \`${p.path}\` | ${kbStr(p.html)} | ${kbStr(p.js)} | ${kbStr(p.css)} | ` +
          `${kbStr(p.pageData)} | ${kbStr(p.staticQueryData)} | ${kbStr(p.html + p.pageData)} |`,
      );
  lines.push(
    '',
    '## Largest files of any page (raw bytes)',
    '',
    '| articles | largest page-data.json | largest HTML |',
    '| ---: | --- | --- |',
  );
  for (const r of results)
    lines.push(
      `| ${r.articles} | ${kbStr(r.cold.largestPageData.bytes)} KB \`${r.cold.largestPageData.path}\` | ` +
        `${kbStr(r.cold.largestHtml.bytes)} KB \`${r.cold.largestHtml.path}\` |`,
    );
  lines.push(
    '',
    '## Search',
    '',
    '| articles | index (KB) | gzipped (KB) | gzipped bytes/article | queries | median (ms) | p95 (ms) |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of results)
    lines.push(
      `| ${r.articles} | ${kbStr(r.search.indexBytes)} | ${kbStr(r.search.indexGzipBytes)} | ` +
        `${r.search.gzipBytesPerArticle.toFixed(1)} | ${r.search.queries} | ${r.search.medianMs.toFixed(3)} | ${r.search.p95Ms.toFixed(3)} |`,
    );
  const stepNames = [...new Set(results.flatMap((r) => Object.keys(r.cold.steps)))].filter(
    (k) => results.some((r) => r.cold.steps[k] >= 0.5) || k === 'total',
  );
  lines.push(
    '',
    '## Where a cold build spends time and memory',
    '',
    'Gatsby’s own step timings (steps of 0.5 s or more), and the highest resident memory of the main process sampled during the step.',
    '',
    `| step | ${results.map((r) => `${r.articles}: s | MB`).join(' | ')} |`,
    `| --- | ${results.map(() => '---: | ---:').join(' | ')} |`,
  );
  for (const k of stepNames)
    lines.push(
      `| ${k} | ${results
        .map(
          (r) =>
            `${(r.cold.steps[k] ?? 0).toFixed(1)} | ${r.cold.rssByStepMB[k] ? r.cold.rssByStepMB[k].toFixed(0) : ''}`,
        )
        .join(' | ')} |`,
    );
  const warm = results.filter((r) => r.warm);
  if (warm.length > 0) {
    const warmSteps = [...new Set(warm.flatMap((r) => Object.keys(r.warm?.steps ?? {})))].filter(
      (k) => warm.some((r) => (r.warm?.steps[k] ?? 0) >= 0.3) || k === 'total',
    );
    lines.push(
      '',
      '## Where the warm rebuild (steady state) spends time',
      '',
      `| step | ${warm.map((r) => `${r.articles}: s`).join(' | ')} |`,
      `| --- | ${warm.map(() => '---:').join(' | ')} |`,
    );
    for (const k of warmSteps)
      lines.push(`| ${k} | ${warm.map((r) => (r.warm?.steps[k] ?? 0).toFixed(1)).join(' | ')} |`);
  }
  lines.push('');
  return lines.join('\n');
}
