/**
 * The validated content of this build, read once in sourceNodes and reused by createPages and
 * the search-index writer in the same process. Article bodies are not kept: they live in the
 * Article nodes, and holding 10,000 of them twice would only cost memory.
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
