/** Adjustments to Gatsby's webpack configuration. */
import type { GatsbyNode } from 'gatsby';

/**
 * Gatsby's internal Partytown plugin requires Partytown's integration code in every browser
 * bundle, but only calls it in `gatsby develop` (its gatsby-browser.js returns early in
 * production; production pages get the Partytown snippet from server rendering). In the
 * production browser build the module is replaced by an empty one: about 1.2 KB gzipped off
 * the JavaScript of every page, with no change in behaviour.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({ resolve: { alias: { '@builder.io/partytown/integration': false } } });
};
