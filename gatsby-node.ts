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

export { createSchemaCustomization, createResolvers } from './src/node/content/schema';
export { onCreateWebpackConfig } from './src/node/webpack';
export { onPostBootstrap } from './src/node/favicon';

export const onPreBootstrap = onPreBootstrapFor(buildContent);
export const sourceNodes = sourceNodesFor(buildContent);
export const createPages = createPagesFor(buildContent);
export const onCreatePage = onCreatePageFor(buildContent);
export const onPreExtractQueries = onPreExtractQueriesFor(buildContent);
export const onPostBuild = onPostBuildFor(buildContent);
