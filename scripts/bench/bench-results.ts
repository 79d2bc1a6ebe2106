/** What a benchmark run is asked (its options) and what it finds: the runs of one corpus size and their medians. */
import type { PageWeight, SiteFiles } from './page-weight';
import type { BuildRun } from './run-build';
import type { SearchBench } from './search-bench';
import type { WarmSpread } from './targets';

export interface Options {
  sizes: number[];
  runs: number;
  seed: number;
  warm: boolean;
  /** steady-state warm rebuilds after each cold build (the first rebuild after it not counted) */
  warmRuns: number;
  /** false (--no-pictures): the corpus without covers and inline pictures */
  pictures: boolean;
  reference: boolean;
  /** articles of the with/without-pictures pair; 0: not measured */
  picturesPair: number;
  out: string;
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Median of every numeric field across runs (non-numeric fields from the first run). */
export function medianOf<T extends object>(items: readonly T[]): T {
  const first = items[0] as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(first))
    out[k] = typeof v === 'number' ? median(items.map((i) => (i as Record<string, number>)[k])) : v;
  return out as T;
}

export interface PageSample {
  name: string;
  path: string;
}

export interface ColdRun {
  build: Omit<BuildRun, 'output'>;
  site: SiteFiles;
  pages: PageWeight[];
  search: SearchBench;
}

export interface WarmRun {
  kind: 'first' | 'settled';
  build: Omit<BuildRun, 'output'>;
  editedFile: string;
}

export interface SizeResult {
  articles: number;
  runs: number;
  corpusDir: string;
  cold: {
    wallS: number;
    mainPeakRssMB: number;
    treePeakRssMB: number;
    largestPeakRssMB: number;
    htmlPages: number;
    pagesPerS: number;
    publicMB: number;
    publicWithoutMapsMB: number;
    loadAvg: number;
    steps: Record<string, number>;
    /** highest main-process RSS sampled during each step, MB (median of runs) */
    rssByStepMB: Record<string, number>;
    largestPageData: { path: string; bytes: number };
    largestHtml: { path: string; bytes: number };
  };
  warm: {
    /** the steady state: a rebuild after one edit, cache kept (median of the settled rebuilds) */
    wallS: number;
    /** the fastest and slowest settled rebuild, and how many there were */
    spread: WarmSpread;
    htmlRendered: number | null;
    mainPeakRssMB: number;
    /** the first rebuild after a cold build */
    firstWallS: number;
    firstHtmlRendered: number | null;
    loadAvg: number;
    steps: Record<string, number>;
  } | null;
  pages: (PageWeight & { name: string })[];
  search: SearchBench;
  /** the reference starter built from the same bodies, alternating with ours (--reference) */
  reference: {
    posts: number;
    wallS: number;
    mainPeakRssMB: number;
    treePeakRssMB: number;
    largestPeakRssMB: number;
    loadAvg: number;
  } | null;
  raw: { cold: ColdRun[]; warm: WarmRun[]; reference: Omit<BuildRun, 'output'>[] };
}

export const MB = 1024 * 1024;

export const strip = (b: BuildRun): Omit<BuildRun, 'output'> => {
  const { output: _output, ...rest } = b;
  return rest;
};

export function warmSummary(warm: readonly WarmRun[]): SizeResult['warm'] {
  const first = warm.filter((w) => w.kind === 'first');
  const settled = warm.filter((w) => w.kind === 'settled');
  if (settled.length === 0) return null;
  const steps: Record<string, number> = {};
  for (const key of Object.keys(settled[0].build.steps))
    steps[key] = median(settled.map((w) => w.build.steps[key] ?? 0));
  const walls = settled.map((w) => w.build.wallMs / 1000);
  return {
    wallS: median(walls),
    spread: { minS: Math.min(...walls), maxS: Math.max(...walls), runs: walls.length },
    htmlRendered: settled[0].build.htmlRendered,
    mainPeakRssMB: median(settled.map((w) => w.build.mainPeakRss / MB)),
    firstWallS: median(first.map((w) => w.build.wallMs / 1000)),
    firstHtmlRendered: first[0]?.build.htmlRendered ?? null,
    loadAvg: median(settled.map((w) => w.build.loadBefore)),
    steps,
  };
}
