/** Build hooks live in src/node/; this file only re-exports them. */
export { createSchemaCustomization, createResolvers } from './src/node/schema';
export { sourceNodes } from './src/node/source-nodes';
export { onPreBootstrap } from './src/node/load-content';
export { createPages, onCreatePage } from './src/node/create-pages';
export { onPreExtractQueries } from './src/node/search-index';
export { onPostBuild } from './src/node/post-build';
export { onCreateWebpackConfig } from './src/node/webpack';
export { onPostBootstrap } from './src/node/favicon';
