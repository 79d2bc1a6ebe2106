/**
 * The validated content of this build, read once in sourceNodes and reused by createPages and
 * the search-index writer in the same process. Article bodies are not kept: they live in the
 * Article nodes, and holding 10,000 of them twice would only cost memory. Also the paths of the
 * pages createPages made, which the XML sitemap lists.
 */
import type { PreparedContent } from '../domain/content-model';

export interface BuiltContent extends PreparedContent {
  /** the excerpt of every article's rendered text, by article id (listing cards need it) */
  excerpts: Map<number, string>;
}

let current: BuiltContent | null = null;

export const setBuiltContent = (content: BuiltContent): void => {
  current = content;
};

/** The content sourceNodes prepared; throws when called before it ran. */
export function getBuiltContent(): BuiltContent {
  if (!current) throw new Error('content was not sourced yet: sourceNodes must run first');
  return current;
}

let pagePaths: string[] = [];

/** Forget the page paths of an earlier createPages run. */
export const resetPagePaths = (): void => {
  pagePaths = [];
};

/** Note a page createPages made. */
export const recordPagePath = (pagePath: string): void => {
  pagePaths.push(pagePath);
};

/**
 * The paths of the pages createPages made in this build (it runs on every build, warm or cold).
 * The XML sitemap lists them instead of querying allSitePage, which would load every page's
 * context from the node store at the end of the build.
 */
export const createdPagePaths = (): readonly string[] => pagePaths;
