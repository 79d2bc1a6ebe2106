/**
 * The MarkdownRemark node of each content file, by the file's absolute path: the id its page
 * query reads the body by.
 *
 * Gatsby's node ids are derived from names. gatsby-source-filesystem makes a file's node id from
 * its path, and gatsby-transformer-remark the id of the file's MarkdownRemark node from the file
 * node's id, each with Gatsby's createNodeId in its own plugin's namespace. A build works the ids
 * out for the files it publishes and asks Gatsby's datastore only whether each node is stored, a
 * check that does not decode the node (`hasNode`, patches/gatsby+5.16.1.patch). Reading every
 * File node and every MarkdownRemark node to match them decoded about 20,000 nodes at 10,000
 * articles, 1-2 s of a rebuild's createPages (CPU profiles); it is still how the ids are found
 * when a derived id is not stored (a plugin that names its nodes otherwise) and under develop.
 */
import { createRequire } from 'module';
import path from 'path';
import type { Node } from 'gatsby';

/** Gatsby's createNodeId(input, namespace); a plugin's is this with its name as the namespace. */
export type CreateNodeId = (input: string, namespace: string) => string;

const SOURCE_PLUGIN = 'gatsby-source-filesystem';
const REMARK_PLUGIN = 'gatsby-transformer-remark';

/** The id gatsby-transformer-remark gives the MarkdownRemark node of the file at `file`. */
export const derivedRemarkId = (file: string, createNodeId: CreateNodeId): string =>
  createNodeId(`${createNodeId(file, SOURCE_PLUGIN)} >>> MarkdownRemark`, REMARK_PLUGIN);

/** What Gatsby offers to find the nodes: the installed Gatsby's, or a test's stand-in. */
export interface RemarkNodeLookup {
  createNodeId: CreateNodeId;
  /** whether a node is stored, without decoding it; null when the datastore cannot tell */
  stored: ((id: string) => boolean) | null;
}

/** The installed Gatsby's createNodeId and its datastore's `hasNode` (the datastore is open by createPages). */
export function gatsbyRemarkNodeLookup(root = process.cwd()): RemarkNodeLookup {
  const gatsbyRequire = createRequire(path.join(root, 'node_modules/gatsby/package.json'));
  const { createNodeId } = gatsbyRequire('gatsby/dist/utils/create-node-id') as {
    createNodeId: CreateNodeId;
  };
  const { getDataStore } = gatsbyRequire('gatsby/dist/datastore') as {
    getDataStore: () => { hasNode?: (id: string) => boolean };
  };
  const datastore = getDataStore();
  const hasNode = datastore.hasNode;
  return {
    createNodeId,
    stored: typeof hasNode === 'function' ? (id) => hasNode.call(datastore, id) : null,
  };
}

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
