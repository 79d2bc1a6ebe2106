/**
 * The validated content of this build, read once in sourceNodes and reused by createPages and
 * the search-index writer in the same process.
 */
import type { PreparedContent } from '../domain/content-model';
import type { RenderedBody } from './markdown';

export interface BuiltContent extends PreparedContent {
  /** rendered bodies by article id */
  rendered: Map<number, RenderedBody>;
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
