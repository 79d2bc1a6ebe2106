/**
 * What Gatsby's createPage reads from its Redux store, for the tests that run the installed
 * createPage with the store replaced (tests/unit/dependencies/gatsby/gatsby-create-page-*.test.ts): a
 * site at /site with trailing slashes, whose stored pages are `pages`.
 */
export const createPageStoreState = <P>(pages: Map<string, P>) => ({
  config: { trailingSlash: 'always' },
  program: { directory: '/site', extensions: ['.js', '.tsx'] },
  flattenedPlugins: [],
  status: {},
  pages,
  components: new Map(),
});
