/**
 * Guards: any Gatsby upgrade (it reads node_modules/gatsby/cache-dir, Gatsby's browser runtime).
 *
 * The site's loader numbers are Gatsby's own, built into its browser runtime with no
 * setting to change them: the delayed-route event after 1000 ms, prefetching in batches of 4
 * with 3000 ms between batches, 3 retries of a failed page-data or app-data request. This holds
 * the installed Gatsby's runtime source to them, so an upgrade that changes one fails here in
 * seconds; the browser suite (tests/e2e/loading/loader.spec.ts, prefetch.spec.ts) checks the behaviour.
 */
import fs from 'fs';
import path from 'path';
import { SPEC } from '../../../e2e/support/spec';
import { repoRoot } from '../../../support/paths';

const cacheDir = path.join(repoRoot, 'node_modules/gatsby/cache-dir');
const source = (file: string): string => fs.readFileSync(path.join(cacheDir, file), 'utf8');

describe("Gatsby's loader holds the spec's numbers", () => {
  it(`fires onRouteUpdateDelayed ${SPEC.routeDelayMs} ms after a navigation starts`, () => {
    const navigation = source('navigation.js');
    const timer = navigation.match(/`onRouteUpdateDelayed`,\s*\{[^}]*\}\)\s*\},\s*(\d+)\)/);
    expect(Number(timer?.[1])).toBe(SPEC.routeDelayMs);
  });

  it(`prefetches in batches of ${SPEC.prefetchBatchSize}, ${SPEC.prefetchBatchIntervalMs} ms apart`, () => {
    const loader = source('loader.js');
    expect(loader).toMatch(new RegExp(`this\\.prefetchQueued\\.splice\\(0, ${SPEC.prefetchBatchSize}\\)`));
    const pauses = [...loader.matchAll(/this\._processNextPrefetchBatch\(\)\s*\},\s*(\d+)\)/g)].map((m) =>
      Number(m[1]),
    );
    // the first batch after the first link is queued, and each later one
    expect(pauses).toEqual([SPEC.prefetchBatchIntervalMs, SPEC.prefetchBatchIntervalMs]);
  });

  it(`retries a failed page-data or app-data request ${SPEC.pageDataRetries} times`, () => {
    const loader = source('loader.js');
    const limits = [...loader.matchAll(/retries < (\d+)/g)].map((m) => Number(m[1]));
    // page-data, slice-data and app-data each retry while fewer than this many retries were made
    expect(limits.length).toBeGreaterThanOrEqual(3);
    expect(new Set(limits)).toEqual(new Set([SPEC.pageDataRetries]));
  });
});
