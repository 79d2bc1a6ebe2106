/**
 * The site's own adjustments to Gatsby's webpack configuration for the production browser build:
 * what the pages need, whatever the build tuning (plugins/build-tuning adds its own).
 */
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { WebpackAssetList } from './post-build/prune-stale';
import { WEBPACK_CHUNKS_GLOBAL } from '../domain/frame/deferred-scripts';

/**
 * Plugin browser modules the site replaces by empty modules (Gatsby's plugin runner skips a
 * plugin that exports no handler). gatsby-remark-images': its onRouteUpdate hides every body
 * picture until it has loaded and then fades it in over 0.5 s. With `disableBgImage` there is no
 * placeholder to fade from, so the pictures appear as they load, like the cover and the card
 * thumbnails (the reserved box still keeps the layout from shifting).
 */
export const siteEmptiedBrowserModules = (root: string): string[] => [
  path.join(root, 'node_modules/gatsby-remark-images/gatsby-browser.js'),
];

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  store,
  getConfig,
}) => {
  if (stage !== 'build-javascript') return;
  const root = (store.getState() as { program: { directory: string } }).program.directory;
  const alias: Record<string, false> = {};
  for (const file of siteEmptiedBrowserModules(root)) alias[file] = false;
  actions.setWebpackConfig({
    resolve: { alias },
    // the list of this compilation's assets, which the pruning step keeps (src/node/post-build/prune-stale.ts)
    plugins: [new WebpackAssetList(root)],
  });
  const config = getConfig() as { output: Record<string, unknown> };
  // a name of the site's own for webpack's chunk global, through which the head's loader holds the
  // app's start for a task of its own (src/domain/frame/deferred-scripts.ts); Gatsby's
  // setWebpackConfig drops `output`, so it is set here
  config.output = { ...config.output, chunkLoadingGlobal: WEBPACK_CHUNKS_GLOBAL };
  actions.replaceWebpackConfig(config);
};
