/**
 * The published content of this build, stored by createPages and reused by the search-index
 * writer (src/node/search-index.ts), the feed and the XML sitemap in the same process. Article bodies are not kept: they
 * live in the MarkdownRemark nodes. Also the paths of the pages createPages made, which the XML
 * sitemap lists.
 */
import type { Actions } from 'gatsby';
import type { PreparedContent } from '../domain/content-model';
import type { PreviewMark } from '../domain/publishing';

export interface BuiltContent extends PreparedContent {
  /** the excerpt of every article's rendered text, by article id (listing cards need it) */
  excerpts: Map<number, string>;
  /** the preview's drafts and scheduled articles, by article id (empty in a production build) */
  marks: Map<number, PreviewMark>;
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

/**
 * Gatsby's createPage, noting the path of every page made with it for the XML sitemap. A new
 * recorder starts a new list: createPages makes one per run.
 */
export function recordingCreatePage(createPage: Actions['createPage']): Actions['createPage'] {
  pagePaths = [];
  return (page, ...rest) => {
    pagePaths.push(page.path);
    createPage(page, ...rest);
  };
}

/**
 * The paths of the pages createPages made in this build (it runs on every build, warm or cold).
 * The XML sitemap lists them instead of querying allSitePage, which would load every page's
 * context from the node store at the end of the build.
 */
export const createdPagePaths = (): readonly string[] => pagePaths;
