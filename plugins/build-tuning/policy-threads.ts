/**
 * Over how many worker threads the site's policy step (src/node/post-build/policy-workers.ts)
 * spreads the pages it checks: the plugin registers this answer (lib/build-shared/hooks.ts);
 * without it the step runs in one thread, with the same result.
 */

/**
 * Below this many pages to check, starting threads costs more than it saves: each thread loads
 * Gatsby's compiled gatsby-node.js (about half a second), and one thread checks about 1,200 pages
 * a second (docs/performance.md, "What each technique buys").
 */
export const PARALLEL_MIN_PAGES = 3000;

/**
 * Threads for checking `pages` pages on a machine with `cpus` CPUs: one per CPU (Gatsby's own
 * work is done by then, and the calling thread only waits), at most four; one below `minPages`.
 */
export const policyThreads = (pages: number, cpus: number, minPages = PARALLEL_MIN_PAGES): number =>
  pages < minPages ? 1 : Math.max(1, Math.min(cpus, 4));
