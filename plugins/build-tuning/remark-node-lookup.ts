/**
 * The fast way to find each content file's MarkdownRemark node (src/node/content/remark-nodes.ts, through lib/build-shared/hooks.ts):
 * the ids worked out with Gatsby's createNodeId, and each checked with its datastore's `hasNode`,
 * which does not decode the node (patches/gatsby+5.16.1.patch). Both are Gatsby internals: when a
 * Gatsby release moves either, there is no lookup and the site reads the nodes through the public
 * API, as it does with the tuning off.
 */
import { createRequire } from 'module';
import path from 'path';
import type { CreateNodeId, RemarkNodeLookup } from '../../lib/build-shared/hooks';

/** What this module reads of Gatsby's internals. */
interface GatsbyInternals {
  createNodeId?: CreateNodeId;
  getDataStore?: () => { hasNode?: (id: string) => boolean };
}

/** `require` of a module of Gatsby's, or undefined when it is not there. */
function gatsbyModule(root: string, request: string): GatsbyInternals | undefined {
  try {
    return createRequire(path.join(root, 'node_modules/gatsby/package.json'))(request) as GatsbyInternals;
  } catch (error) {
    if ((error as { code?: string }).code === 'MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * The installed Gatsby's createNodeId and its datastore's `hasNode` (the datastore is open by
 * createPages), or null when Gatsby has no such modules; `stored` is null without `hasNode`.
 */
export function gatsbyRemarkNodeLookup(root = process.cwd()): RemarkNodeLookup | null {
  const createNodeId = gatsbyModule(root, 'gatsby/dist/utils/create-node-id')?.createNodeId;
  const getDataStore = gatsbyModule(root, 'gatsby/dist/datastore')?.getDataStore;
  if (typeof createNodeId !== 'function' || typeof getDataStore !== 'function') return null;
  const datastore = getDataStore();
  const hasNode = datastore.hasNode;
  return {
    createNodeId,
    stored: typeof hasNode === 'function' ? (id) => hasNode.call(datastore, id) : null,
  };
}
