/**
 * The MarkdownRemark node of each content file, by the file's absolute path: the id its page
 * query reads the body by.
 *
 * Gatsby's node ids are derived from names. gatsby-source-filesystem makes a file's node id from
 * its path, and gatsby-transformer-remark the id of the file's MarkdownRemark node from the file
 * node's id, each with Gatsby's createNodeId in its own plugin's namespace. The site finds the
 * ids with Gatsby's public node API, reading every File node and its MarkdownRemark child. That
 * decoded about 20,000 nodes at 10,000 articles, 1-2 s of a rebuild's createPages (CPU profiles),
 * so the build tuning (plugins/build-tuning/remark-node-lookup.ts) registers a lookup
 * (lib/build-shared/hooks.ts) that works the ids out from the files' paths and asks Gatsby's
 * datastore only whether each node is stored, a check that does not decode the node. Without it, when a derived id is not stored (a plugin
 * that names its nodes otherwise), and under develop, the nodes are read.
 */
import path from 'path';
import type { Node } from 'gatsby';

import type { CreateNodeId, RemarkNodeLookup } from '../../../lib/build-shared/hooks';

const SOURCE_PLUGIN = 'gatsby-source-filesystem';
const REMARK_PLUGIN = 'gatsby-transformer-remark';

/** The id gatsby-transformer-remark gives the MarkdownRemark node of the file at `file`. */
export const derivedRemarkId = (file: string, createNodeId: CreateNodeId): string =>
  createNodeId(`${createNodeId(file, SOURCE_PLUGIN)} >>> MarkdownRemark`, REMARK_PLUGIN);

/** The MarkdownRemark node ids of the files, by reading the File nodes and their children. */
export function scannedRemarkIds(
  files: readonly Pick<Node & { absolutePath: string }, 'absolutePath' | 'children'>[],
  getNode: (id: string) => Node | undefined,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of files)
    for (const childId of file.children) {
      if (getNode(childId)?.internal.type === 'MarkdownRemark')
        out.set(path.resolve(file.absolutePath), childId);
    }
  return out;
}

/**
 * The MarkdownRemark node ids of `files` (absolute paths): derived and checked when `lookup` can
 * check and every derived id is stored, else `scan()`.
 */
export function remarkNodeIds(
  files: readonly string[],
  lookup: RemarkNodeLookup | null,
  scan: () => Map<string, string>,
): Map<string, string> {
  const { stored, createNodeId } = lookup ?? {};
  if (!stored || !createNodeId) return scan();
  const out = new Map<string, string>();
  for (const file of files) {
    const id = derivedRemarkId(file, createNodeId);
    if (!stored(id)) return scan();
    out.set(file, id);
  }
  return out;
}
