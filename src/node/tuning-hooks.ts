/**
 * Where the build tuning (plugins/build-tuning) plugs into the site's own build steps, in one
 * place. The site never imports the tuning: the plugin registers its hooks here when Gatsby loads
 * it, and each step asks for its hook when it runs. With none registered (`BUILD_TUNING=off`)
 * each step does the work its own way, slower, with the same result:
 * - `markdownReader`: how onPreBootstrap parses the markdown files (src/node/content/load-content.ts);
 *   the tuning keeps the parses between builds;
 * - `remarkNodeLookup`: how createPages finds each file's MarkdownRemark node
 *   (src/node/content/remark-nodes.ts); the tuning derives the ids instead of reading every node;
 * - `pagePolicies`: how onPostBuild gives every page its Content Security Policy
 *   (src/node/post-build/post-build.ts); the tuning spreads the pages over worker threads.
 */
import type { MarkdownParser } from './content/read-content';
import type { RemarkNodeLookup } from './content/remark-nodes';
import type { ScriptSwap } from './post-build/minify-head-scripts';
import type { PolicyRun } from './post-build/page-policies';

/** The policy step over `publicDir`: pages written since `since` (all without), head scripts swapped. */
export type PagePolicies = (
  publicDir: string,
  since: number | undefined,
  swap: ScriptSwap | undefined,
) => Promise<PolicyRun>;

/** Parses markdown files for one read of the content folder; `save` runs once it is done. */
export interface MarkdownReader {
  markdown: MarkdownParser;
  save(): void;
}

export interface TuningHooks {
  markdownReader?: (parse: MarkdownParser) => MarkdownReader;
  /** made when createPages asks for it, with Gatsby's datastore open; null when it cannot be */
  remarkNodeLookup?: () => RemarkNodeLookup | null;
  pagePolicies?: PagePolicies;
}

/** One key for every copy of this module: Gatsby bundles the site's and each plugin's gatsby-node apart. */
const HOOKS_KEY = Symbol.for('bloxguide.buildTuningHooks');

const registered = (): TuningHooks =>
  ((globalThis as Record<symbol, TuningHooks | undefined>)[HOOKS_KEY] ??= {});

/** Registers the tuning's hooks (those given replace the ones registered before); `null` clears them all. */
export function registerTuningHooks(hooks: TuningHooks | null): void {
  (globalThis as Record<symbol, TuningHooks>)[HOOKS_KEY] = hooks ? { ...registered(), ...hooks } : {};
}

/** The markdown reader for a read of the content folder: the tuning's, else `parse` itself. */
export function markdownReader(parse: MarkdownParser): MarkdownReader {
  return registered().markdownReader?.(parse) ?? { markdown: parse, save: () => undefined };
}

/** The tuning's lookup of MarkdownRemark nodes, or null (the nodes are read). */
export function remarkNodeLookup(): RemarkNodeLookup | null {
  return registered().remarkNodeLookup?.() ?? null;
}

/** The tuning's policy step, or null (the site runs it in one thread). */
export function tunedPagePolicies(): PagePolicies | null {
  return registered().pagePolicies ?? null;
}
