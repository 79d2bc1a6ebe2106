/**
 * Build hooks live in src/node/; this file only wires them. The hooks that read the content get
 * this build's content object (src/node/build-content.ts).
 */
import { buildContent } from './src/node/build-content';
import { onPreBootstrapFor } from './src/node/load-content';
import { sourceNodesFor } from './src/node/source-nodes';
import { createPagesFor, onCreatePageFor } from './src/node/create-pages';
import { onPreExtractQueriesFor } from './src/node/search-index';

export { createSchemaCustomization, createResolvers } from './src/node/schema';
export { onPostBuild } from './src/node/post-build';
export { onCreateWebpackConfig } from './src/node/webpack';
export { onPostBootstrap } from './src/node/favicon';

export const onPreBootstrap = onPreBootstrapFor(buildContent);
export const sourceNodes = sourceNodesFor(buildContent);
export const createPages = createPagesFor(buildContent);
export const onCreatePage = onCreatePageFor(buildContent);
export const onPreExtractQueries = onPreExtractQueriesFor(buildContent);
