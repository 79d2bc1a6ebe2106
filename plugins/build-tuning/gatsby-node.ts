/**
 * The build tuning: everything that makes the site's builds or bundles faster without deciding
 * what a page contains, in one plugin that can be switched off (`BUILD_TUNING=off`,
 * src/node/build-tuning-switch.ts) or removed as a unit. The site builds the same pages without it,
 * only slower (tests/build/tuning-off.test.ts). Each module says what it buys; docs/performance.md
 * has the figures.
 */
import os from 'os';
import type { GatsbyNode } from 'gatsby';
import { limitHeapGrowth } from './heap-growth';
import { gatsbyCpuCount } from './worker-count';
import { gatsbyRemarkNodeLookup } from './remark-node-lookup';
import { MarkdownParseCache, parseCacheFingerprint } from './parse-cache';
import { policyThreads } from './policy-threads';
import { registerTuningHooks } from '../../lib/build-shared/hooks';

export { onCreateWebpackConfig } from './webpack-tuning';

/** In every process Gatsby starts (the main one and each worker), once, before its work. */
export const onPluginInit: GatsbyNode['onPluginInit'] = () => {
  // the heap grows to 1.5 times what it holds alive, not up to four times (heap-growth.ts)
  limitHeapGrowth(process.env.gatsby_executing_command);
};

/** In the main process, before Gatsby loads its cache and starts its workers. */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  limitHeapGrowth(process.env.gatsby_executing_command);
  // Gatsby reads this when it starts its workers, after this hook (worker-count.ts)
  const cpuCount = gatsbyCpuCount(os.cpus().length, process.env.GATSBY_CPU_COUNT);
  if (cpuCount !== undefined) process.env.GATSBY_CPU_COUNT = cpuCount;
  registerTuningHooks({
    // a build parses only the markdown files it has not parsed before (parse-cache.ts)
    markdownReader: (parse) => new MarkdownParseCache(parse, parseCacheFingerprint()),
    // createPages finds the MarkdownRemark nodes without decoding them (remark-node-lookup.ts)
    remarkNodeLookup: () => gatsbyRemarkNodeLookup(),
    // the policy step of onPostBuild spread over worker threads (policy-threads.ts)
    policyThreads: (pages) => policyThreads(pages, os.cpus().length),
  });
};
