/**
 * What `npm run lighthouse` keeps of each Lighthouse run and how runs of one page are summarised:
 * medians of the scores and metrics (Lighthouse varies from run to run, most on a loaded
 * machine), the lowest performance score (the target is "every run ≥ 98"), and the table.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics the targets name, as Lighthouse's numeric values (ms, or unitless for CLS). */
export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

export interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}

export interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
  runtimeError?: { message: string };
  /** `benchmarkIndex`: Lighthouse's own measure of how fast this machine ran a fixed piece of script just before the run */
  environment?: { benchmarkIndex?: number };
}

export interface RunResult {
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  /** weighted audits below a full score, with a few offending items */
  below: { id: string; title: string; score: number | null; displayValue: string | null; items: unknown[] }[];
  /** the largest-contentful-paint element as Lighthouse describes it */
  lcpElement: string | null;
  /**
   * Lighthouse's long tasks (its simulated timings at 4× CPU): where each starts, how long it
   * runs and the script it is attributed to ('Unattributable' or the page's URL when none)
   */
  longTasks: { url: string; startTime: number; duration: number }[];
  loadAvg: number;
  /**
   * Lighthouse's benchmark index of the machine at that moment (higher is faster). Lighthouse
   * multiplies the trace's main-thread work by a fixed 4 whatever it is, so a run on a machine
   * slowed by other work counts more blocking time; the load average says the same less directly.
   */
  benchmarkIndex: number | null;
}

/** The parts of one Lighthouse result the report needs. */
export function summariseRun(lhr: Lhr, loadAvg: number): RunResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const score = lhr.categories[c]?.score;
      return [c, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((m) => [m, lhr.audits[METRICS[m]]?.numericValue ?? null]),
  ) as Record<Metric, number | null>;
  const weighted = new Set(
    CATEGORIES.flatMap(
      (c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? [],
    ),
  );
  const below = Object.values(lhr.audits)
    .filter(
      (a) => weighted.has(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative',
    )
    .map((a) => ({
      id: a.id,
      title: a.title,
      score: a.score,
      displayValue: a.displayValue ?? null,
      items: (a.details?.items ?? []).slice(0, 3),
    }));
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
    url: String(item.url ?? ''),
    startTime: Math.round(Number(item.startTime ?? 0)),
    duration: Math.round(Number(item.duration ?? 0)),
  }));
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  return {
    scores,
    metrics,
    below,
    lcpElement: findSnippet(lcpItems),
    longTasks,
    loadAvg,
    benchmarkIndex: typeof benchmarkIndex === 'number' ? Math.round(benchmarkIndex) : null,
  };
}

/** The first node snippet in Lighthouse's nested details (the LCP element's HTML). */
function findSnippet(items: unknown[]): string | null {
  for (const item of items) {
    if (item && typeof item === 'object') {
      const node = (item as { node?: { snippet?: string } }).node;
      if (node?.snippet) return node.snippet;
      const nested = (item as { items?: unknown[] }).items;
      if (Array.isArray(nested)) {
        const found = findSnippet(nested);
        if (found) return found;
      }
    }
  }
  return null;
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export interface PageSummary {
  name: string;
  path: string;
  runs: number;
  scores: Record<Category, number | null>;
  /** lowest performance score of the runs */
  minPerformance: number | null;
  metrics: Record<Metric, number | null>;
  loadAvg: number;
  /** median of the runs' benchmark index */
  benchmarkIndex: number | null;
  lcpElement: string | null;
}

const medianOrNull = (xs: (number | null)[]): number | null => {
  const known = xs.filter((x): x is number => x !== null);
  return known.length === 0 ? null : median(known);
};

/** Medians over the runs of one page. */
export function summarisePage(name: string, path: string, runs: readonly RunResult[]): PageSummary {
  if (runs.length === 0) throw new Error(`no Lighthouse runs for ${name}`);
  const perf = runs.map((r) => r.scores.performance).filter((x): x is number => x !== null);
  return {
    name,
    path,
    runs: runs.length,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, medianOrNull(runs.map((r) => r.scores[c]))]),
    ) as Record<Category, number | null>,
    minPerformance: perf.length ? Math.min(...perf) : null,
    metrics: Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((m) => [m, medianOrNull(runs.map((r) => r.metrics[m]))]),
    ) as Record<Metric, number | null>,
    loadAvg: median(runs.map((r) => r.loadAvg)),
    benchmarkIndex: medianOrNull(runs.map((r) => r.benchmarkIndex)),
    lcpElement: runs[0].lcpElement,
  };
}

const ms = (x: number | null): string => (x === null ? '–' : String(Math.round(x)));
const s1 = (x: number | null): string => (x === null ? '–' : (x / 1000).toFixed(2));
const n = (x: number | null): string => (x === null ? '–' : String(x));

/** A markdown table of page summaries (medians; performance also as its lowest run). */
export function renderTable(pages: readonly PageSummary[]): string {
  const lines = [
    '| page | path | performance (lowest) | TBT (ms) | LCP (s) | CLS | FCP (s) | accessibility | best practices | SEO | load avg | benchmark index |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const p of pages)
    lines.push(
      `| ${p.name} | \`${p.path}\` | ${n(p.scores.performance)} (${n(p.minPerformance)}) | ${ms(p.metrics.tbt)} | ` +
        `${s1(p.metrics.lcp)} | ${p.metrics.cls === null ? '–' : p.metrics.cls.toFixed(3)} | ${s1(p.metrics.fcp)} | ` +
        `${n(p.scores.accessibility)} | ${n(p.scores['best-practices'])} | ${n(p.scores.seo)} | ${p.loadAvg.toFixed(1)} | ` +
        `${p.benchmarkIndex === null ? '–' : Math.round(p.benchmarkIndex)} |`,
    );
  return lines.join('\n');
}
