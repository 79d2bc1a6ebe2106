/**
 * How far the build's JavaScript heap may grow past what it holds alive before V8 collects it.
 *
 * V8 sets the next collection's limit at the live heap times a factor it picks from its
 * collection speed, up to 4. Late in a build Gatsby's main process holds about half a gigabyte
 * alive at 10,000 articles (pages, their contexts, the nodes' indexes) and then allocates
 * gigabytes of short-lived strings: stitching the slices into every page reads and rewrites each
 * page's HTML. Its heap grew to 1.3 GB before V8 collected it, and that garbage was the main
 * process's peak memory. V8's `--heap-growing-percent` fixes the factor instead: 50 lets the heap
 * grow to one and a half times its live size. Cold builds of the 10,000-article corpus without
 * pictures (`npm run bench -- --no-pictures --sizes 10000 --runs 1 --no-warm`, one each): main
 * process peak 2,503 MB with V8's own factor, 2,037 MB at 100, 1,595 MB at 50, in 295, 290 and
 * 312 s (docs/performance.md, "Build cost").
 *
 * Node accepts the flag at run time (`v8.setFlagsFromString`, before the heap grows) but not in
 * NODE_OPTIONS, so the plugin's gatsby-node.ts sets it for `gatsby build`, in the main process
 * and in each worker; `gatsby develop` keeps V8's own.
 */
import v8 from 'v8';

export const HEAP_GROWING_PERCENT = 50;

/** The V8 flag for a Gatsby command (`gatsby_executing_command`), or null to leave V8's own. */
export const heapGrowthFlag = (command: string | undefined): string | null =>
  command === 'build' ? `--heap-growing-percent=${HEAP_GROWING_PERCENT}` : null;

/** Sets the flag for this process when the command is a build. */
export function limitHeapGrowth(command: string | undefined): void {
  const flag = heapGrowthFlag(command);
  if (flag) v8.setFlagsFromString(flag);
}
