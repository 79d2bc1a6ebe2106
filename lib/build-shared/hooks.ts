/**
 * Where the build tuning (plugins/build-tuning) plugs into the site's own build steps. Neither
 * imports the other: both import this module. The tuning registers its hooks when Gatsby loads
 * it, and each of the site's steps asks for its hook when it runs; with none registered (the
 * plugin left out or removed) each step does the work its own way, slower, with the same result:
 * - `markdownReader`: how onPreBootstrap parses the markdown files (src/node/content/load-content.ts);
 *   the tuning keeps the parses between builds;
 * - `remarkNodeLookup`: how createPages finds each file's MarkdownRemark node
 *   (src/node/content/remark-nodes.ts); the tuning derives the ids instead of reading every node;
 * - `policyThreads`: over how many worker threads onPostBuild's policy step spreads the pages
 *   (src/node/post-build/policy-workers.ts); the tuning's answer depends on the CPUs and the pages.
 *
 * The registry is a property of `globalThis` under a `Symbol.for` key, not a variable of this
 * module: Gatsby compiles the site's gatsby-node and each local plugin's gatsby-node into bundles
 * of their own, each with its own copy of this module, all loaded in the one build process.
 */

/** What a parse of a markdown file gives, as far as a reader of parses needs to know. */
export interface ParsedMarkdown {
  file: string;
  /** the text after the frontmatter */
  body: string;
  frontmatter?: unknown;
}

/** Turns one markdown file's text into its parse. */
export type MarkdownParse<T extends ParsedMarkdown> = (text: string, file: string) => T;

/** Parses markdown files for one read of the content folder; `save` runs once it is done. */
export interface MarkdownReader<T extends ParsedMarkdown> {
  markdown: MarkdownParse<T>;
  save(): void;
}

/** Gatsby's createNodeId(input, namespace); a plugin's is this with its name as the namespace. */
export type CreateNodeId = (input: string, namespace: string) => string;

/** What Gatsby offers to find the nodes: the installed Gatsby's, or a test's stand-in. */
export interface RemarkNodeLookup {
  createNodeId: CreateNodeId;
  /** whether a node is stored, without decoding it; null when the datastore cannot tell */
  stored: ((id: string) => boolean) | null;
}

export interface TuningHooks {
  markdownReader?: <T extends ParsedMarkdown>(parse: MarkdownParse<T>) => MarkdownReader<T>;
  /** made when createPages asks for it, with Gatsby's datastore open; null when it cannot be */
  remarkNodeLookup?: () => RemarkNodeLookup | null;
  /** the worker threads for checking `pages` pages; 1 or fewer: the calling thread */
  policyThreads?: (pages: number) => number;
}

/** One key for every copy of this module (see above). */
const HOOKS_KEY = Symbol.for('bloxguide.buildTuningHooks');

const registered = (): TuningHooks =>
  ((globalThis as Record<symbol, TuningHooks | undefined>)[HOOKS_KEY] ??= {});

/** Registers the tuning's hooks (those given replace the ones registered before); `null` clears them all. */
export function registerTuningHooks(hooks: TuningHooks | null): void {
  (globalThis as Record<symbol, TuningHooks>)[HOOKS_KEY] = hooks ? { ...registered(), ...hooks } : {};
}

/** The markdown reader for a read of the content folder: the tuning's, else `parse` itself. */
export function markdownReader<T extends ParsedMarkdown>(parse: MarkdownParse<T>): MarkdownReader<T> {
  return registered().markdownReader?.(parse) ?? { markdown: parse, save: () => undefined };
}

/** The tuning's lookup of MarkdownRemark nodes, or null (the nodes are read). */
export function remarkNodeLookup(): RemarkNodeLookup | null {
  return registered().remarkNodeLookup?.() ?? null;
}

/** The worker threads for the policy step over `pages` pages: the tuning's answer, else 1. */
export function policyThreads(pages: number): number {
  return registered().policyThreads?.(pages) ?? 1;
}
