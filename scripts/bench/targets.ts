/**
 * The build-cost targets the benchmark reports on (docs/performance.md, "Build cost"): pure
 * arithmetic over the measured medians, so the figures and their pass/fail are unit tested.
 *
 * - Equal work: ours ÷ reference cold build time (≤ 1.00 at 1,000 articles, ≤ 0.85 at 10,000)
 *   and largest-process peak RSS ÷ the reference's (≤ 1.00), from a corpus without pictures.
 * - Warm rebuild after one edit at 10,000 articles: ≤ 25 s.
 * - Pictures: a cold build with pictures ÷ the same corpus without them (≤ 1.10).
 * - Scale: cost per article (wall ÷ articles) must not grow from 10,000 to the largest size, and
 *   the main process stays ≤ 4 GB at 50,000.
 * The limits themselves are in scripts/lib/budgets.ts.
 */
import {
  BUILD_TIME_RATIO_LIMITS,
  MAIN_RSS_LIMIT_MB_AT_50000,
  PICTURES_LIMIT,
  WARM_LIMIT_S,
} from '../lib/budgets';

export interface SizeFigures {
  articles: number;
  /** cold build, median seconds */
  wallS: number;
  mainPeakRssMB: number;
  /** the largest single process (main or worker), MB */
  largestPeakRssMB: number;
  loadAvg: number;
  /** steady-state warm rebuild after one edit, seconds (median of the settled rebuilds); null when not measured */
  warmS: number | null;
  /** the fastest and slowest settled rebuild and their count */
  warmSpread?: WarmSpread;
  warmLoadAvg: number | null;
  /** whether the corpus had pictures (equal work against the reference needs none) */
  pictures: boolean;
  reference: { wallS: number; largestPeakRssMB: number; loadAvg: number } | null;
}

/** The fastest and slowest of the settled warm rebuilds and how many ran. */
export interface WarmSpread {
  minS: number;
  maxS: number;
  runs: number;
}

/** ` (median of N: a-b s)` for several settled rebuilds, nothing for one. */
export const spreadText = (spread: WarmSpread | undefined): string =>
  spread && spread.runs > 1
    ? ` (median of ${spread.runs}: ${spread.minS.toFixed(1)}-${spread.maxS.toFixed(1)} s)`
    : '';

export interface PicturePair {
  articles: number;
  withS: number;
  withoutS: number;
  loadAvg: number;
}

interface TargetRow {
  target: string;
  figure: string;
  limit: string;
  /** null: not measured in this run */
  met: boolean | null;
  loadAvg: string;
}

/** ours ÷ reference, rounded to two decimals (below 1: ours is smaller or faster). */
export const ratio = (ours: number, reference: number): number =>
  reference > 0 ? Math.round((ours / reference) * 100) / 100 : Number.NaN;

/** The time-ratio limit at a size: 1.00 up to 1,000 articles, 0.85 from 10,000; none between. */
export function timeRatioLimit(articles: number): number | null {
  return BUILD_TIME_RATIO_LIMITS[articles] ?? null;
}

/** Cost per article in milliseconds. */
export const msPerArticle = (f: Pick<SizeFigures, 'wallS' | 'articles'>): number =>
  (f.wallS * 1000) / f.articles;

const load = (...xs: (number | null | undefined)[]): string =>
  xs
    .filter((x): x is number => typeof x === 'number')
    .map((x) => x.toFixed(1))
    .join(' / ');

export function targetRows(sizes: readonly SizeFigures[], pictures: PicturePair | null): TargetRow[] {
  const rows: TargetRow[] = [];
  for (const s of sizes) {
    if (!s.reference) continue;
    const note = s.pictures ? ' (pictures on: not equal work, use --no-pictures)' : '';
    const t = ratio(s.wallS, s.reference.wallS);
    const limit = timeRatioLimit(s.articles);
    rows.push({
      target: `equal work, time, ${s.articles} articles${note}`,
      figure: `${s.wallS.toFixed(1)} s / ${s.reference.wallS.toFixed(1)} s = ${t.toFixed(2)}`,
      limit: limit === null ? '–' : `≤ ${limit.toFixed(2)}`,
      met: limit === null || s.pictures ? null : t <= limit,
      loadAvg: load(s.loadAvg, s.reference.loadAvg),
    });
    const m = ratio(s.largestPeakRssMB, s.reference.largestPeakRssMB);
    rows.push({
      target: `equal work, largest-process peak RSS, ${s.articles} articles${note}`,
      figure: `${s.largestPeakRssMB.toFixed(0)} MB / ${s.reference.largestPeakRssMB.toFixed(0)} MB = ${m.toFixed(2)}`,
      limit: '≤ 1.00',
      met: s.pictures ? null : m <= 1,
      loadAvg: load(s.loadAvg, s.reference.loadAvg),
    });
  }
  const warm = sizes.find((s) => s.articles === 10000 && s.warmS !== null);
  rows.push({
    target: 'warm rebuild after one edit, 10,000 articles',
    figure: warm?.warmS != null ? `${warm.warmS.toFixed(1)} s${spreadText(warm.warmSpread)}` : 'not measured',
    limit: `≤ ${WARM_LIMIT_S} s`,
    met: warm?.warmS != null ? warm.warmS <= WARM_LIMIT_S : null,
    loadAvg: load(warm?.warmLoadAvg),
  });
  if (pictures) {
    const p = ratio(pictures.withS, pictures.withoutS);
    rows.push({
      target: `pictures, ${pictures.articles} articles, with ÷ without`,
      figure: `${pictures.withS.toFixed(1)} s / ${pictures.withoutS.toFixed(1)} s = ${p.toFixed(2)}`,
      limit: `≤ ${PICTURES_LIMIT.toFixed(2)}`,
      met: p <= PICTURES_LIMIT,
      loadAvg: load(pictures.loadAvg),
    });
  } else
    rows.push({
      target: 'pictures, with ÷ without',
      figure: 'not measured',
      limit: `≤ ${PICTURES_LIMIT.toFixed(2)}`,
      met: null,
      loadAvg: '',
    });
  const sorted = [...sizes].sort((a, b) => a.articles - b.articles);
  for (const s of sorted)
    rows.push({
      target: `scale, ${s.articles} articles: cost per article, main-process peak RSS`,
      figure: `${msPerArticle(s).toFixed(2)} ms, ${s.mainPeakRssMB.toFixed(0)} MB`,
      limit: s.articles === 50000 ? `main ≤ ${MAIN_RSS_LIMIT_MB_AT_50000} MB` : '–',
      met: s.articles === 50000 ? s.mainPeakRssMB <= MAIN_RSS_LIMIT_MB_AT_50000 : null,
      loadAvg: load(s.loadAvg),
    });
  const base = sorted.find((s) => s.articles === 10000);
  const largest = sorted[sorted.length - 1];
  if (base && largest && largest.articles > base.articles) {
    const growth = ratio(msPerArticle(largest), msPerArticle(base));
    rows.push({
      target: `scale, cost per article ${largest.articles} ÷ 10000`,
      figure: growth.toFixed(2),
      limit: '≤ 1.00',
      met: growth <= 1,
      loadAvg: load(base.loadAvg, largest.loadAvg),
    });
  }
  return rows;
}

export function renderTargets(rows: readonly TargetRow[]): string[] {
  const mark = (m: boolean | null): string => (m === null ? '–' : m ? 'met' : 'short');
  return [
    '| target | figure | limit | met | load avg |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.target} | ${r.figure} | ${r.limit} | ${mark(r.met)} | ${r.loadAvg} |`),
  ];
}
