/**
 * Build hooks live in src/node/; this file only wires them. The hooks that read the content get
 * this build's content object (src/node/content/build-content.ts).
 */
import { buildContent } from './src/node/content/build-content';
import { onPreBootstrapFor } from './src/node/content/load-content';
import { sourceNodesFor } from './src/node/content/source-nodes';
import { createPagesFor, onCreatePageFor } from './src/node/make-pages/create-pages';
import { onPreExtractQueriesFor } from './src/node/write-search-index';
import { onPostBuildFor } from './src/node/post-build/post-build';
import { onPreInit as checkBuildInputs, recordBuildInputs } from './src/node/build-inputs';
import { markBuildStart } from './src/node/post-build/prune-stale';

export { createSchemaCustomization, createResolvers } from './src/node/content/schema';
export { onCreateWebpackConfig } from './src/node/webpack';
export { onPostBootstrap } from './src/node/favicon';
// under develop, an edit of the build code says that it needs a restart
export { onCreateDevServer } from './src/node/develop-restart';

export const onPreInit: typeof checkBuildInputs = (args, options) => {
  // files written from now on are this build's (the pruning step keeps them)
  markBuildStart();
  // a build whose inputs differ from the previous build's starts from an empty cache
  return checkBuildInputs?.(args, options, () => undefined);
};

const readContent = onPreBootstrapFor(buildContent);
export const onPreBootstrap: typeof readContent = (args, options) => {
  // after Gatsby's cache check: the record of what this cache was built from
  recordBuildInputs();
  return readContent?.(args, options, () => undefined);
};
export const sourceNodes = sourceNodesFor(buildContent);
export const createPages = createPagesFor(buildContent);
export const onCreatePage = onCreatePageFor(buildContent);
export const onPreExtractQueries = onPreExtractQueriesFor(buildContent);
export const onPostBuild = onPostBuildFor(buildContent);
