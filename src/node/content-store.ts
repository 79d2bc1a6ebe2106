/**
 * The published content of this build, stored by createPages and reused by the search-index
 * writer, the feed and the XML sitemap in the same process. Article bodies are not kept: they
 * live in the MarkdownRemark nodes. Also the paths of the pages createPages made, which the XML
 * sitemap lists.
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

/** True once createPages stored the content of this build. */
export const hasBuiltContent = (): boolean => current !== null;

/** The content createPages published (drafts left out of a production build); throws before it ran. */
export function getBuiltContent(): BuiltContent {
  if (!current) throw new Error('content was not stored yet: createPages must run first');
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
