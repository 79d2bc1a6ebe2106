/**
 * Every budget and target the project measures itself against, in one place: the first-visit
 * weights (the site test of the built pages, tests/site/page-weight.test.ts, and `npm run
 * weights`), the answer time (`npm run bench:answers`) and the build-cost targets (`npm run bench`,
 * scripts/bench/targets.ts). docs/performance.md reports against these.
 */

/** At most 80 KB of gzipped JavaScript on first load (read as 80,000 bytes, the stricter reading). */
export const JS_BUDGET_BYTES = 80_000;
/** At most 12 KB of gzipped CSS on first load. */
export const CSS_BUDGET_BYTES = 12_000;
/** The home page's HTML plus its page data under 60 KB gzipped, at any archive size. */
export const HOME_BUDGET_BYTES = 60_000;

/** Each answer's target at full speed: 200 ms on a phone four times slower. */
export const ANSWER_TARGET_MS = 50;

/** Ours ÷ the reference starter's cold build time: ≤ 1.00 at 1,000 articles, ≤ 0.85 at 10,000. */
export const BUILD_TIME_RATIO_LIMITS: Readonly<Record<number, number>> = { 1000: 1.0, 10000: 0.85 };
/** A warm rebuild after one edit at 10,000 articles, seconds. */
export const WARM_LIMIT_S = 25;
/** A cold build with pictures ÷ the same corpus without them. */
export const PICTURES_LIMIT = 1.1;
/** The main process's peak memory at 50,000 articles, MB. */
export const MAIN_RSS_LIMIT_MB_AT_50000 = 4096;
