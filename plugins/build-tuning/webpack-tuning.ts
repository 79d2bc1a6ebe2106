/**
 * The build tuning's adjustments to Gatsby's webpack configuration for the production builds:
 * faster compiles and smaller bundles, nothing a page shows (the site's own adjustments are
 * src/node/webpack.ts).
 */
import { createRequire } from 'module';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { CompileHintPlugin } from './compile-hints';
import { StylesheetOutOfHashPlugin } from './stylesheet-hash';
import { writeUsedBrowserPluginList } from './browser-plugin-list';
import { FingerprintBuildDependencies } from './fingerprint-dependencies';
import { SwcForSiteCode } from './swc-site-code';
import { emptiedBrowserModules, wantsSourceMaps } from '../../lib/build-shared/browser-bundles';
import { SITE_SETTINGS } from '../../lib/build-shared/inputs';

/** terser-webpack-plugin's class, as Gatsby resolves it: Gatsby's own minimizer is an instance. */
interface MinifierPlugin {
  new (options: object): object;
  swcMinify: unknown;
}

/** The terser-webpack-plugin that Gatsby's webpack configuration uses. */
const gatsbyMinifier = (root: string): MinifierPlugin =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved from Gatsby, at build time
  require(
    createRequire(path.join(root, 'node_modules/gatsby/package.json')).resolve('terser-webpack-plugin'),
  );

/**
 * Gatsby's minimizers with its JavaScript one running swc's minifier instead of terser, with
 * Gatsby's options (ES5 syntax, Safari 10's mangling rule, `.min.js` files left alone); the CSS one
 * stays. Terser ran on one worker thread (terser-webpack-plugin takes one per CPU but one: here
 * one) while the main thread waited, and the browser bundles step of a cold build took 8-14 s
 * longer than with swc, whose gzipped output is also a little smaller (docs/performance.md).
 * Without a terser minimizer (`gatsby build --no-uglify`) the list stays as it is.
 */
export function swcMinified(minimizers: readonly unknown[], Plugin: MinifierPlugin): unknown[] {
  return minimizers.map((m) =>
    m instanceof Plugin
      ? new Plugin({
          exclude: /\.min\.js/,
          minify: Plugin.swcMinify,
          terserOptions: { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true }, format: { ecma: 5 } },
        })
      : m,
  );
}

/** mini-css-extract-plugin, as Gatsby's browser configuration has it. */
const isCssExtractPlugin = (plugin: unknown): boolean =>
  typeof plugin === 'object' && plugin !== null && plugin.constructor.name === 'MiniCssExtractPlugin';

/**
 * Adds the plugin that keeps the stylesheet's child compilation out of webpack's compilation hash
 * (stylesheet-hash.ts), so that a build taking the stylesheet from webpack's cache has
 * the cold build's hash. Throws when Gatsby's MiniCssExtractPlugin is missing, so a Gatsby upgrade
 * that changes how it extracts CSS is noticed.
 */
export function withStylesheetOutOfHash(plugins: unknown[]): void {
  if (!plugins.some(isCssExtractPlugin))
    throw new Error(
      "webpack: Gatsby's browser configuration has no MiniCssExtractPlugin; plugins/build-tuning/webpack-tuning.ts expects one (has Gatsby changed how it extracts CSS?)",
    );
  plugins.push(new StylesheetOutOfHashPlugin());
}

/** The variables Gatsby defines for the server renderer itself, whatever the environment holds. */
const GATSBY_OWN_ENV = new Set(['NODE_ENV', 'PUBLIC_DIR', 'BUILD_STAGE', 'CYPRESS_SUPPORT']);

/** What the build needs of webpack's DefinePlugin: its definitions. */
interface DefinePlugin {
  definitions: Record<string, unknown>;
}

const isDefinePlugin = (plugin: unknown): plugin is DefinePlugin =>
  typeof plugin === 'object' &&
  plugin !== null &&
  plugin.constructor.name === 'DefinePlugin' &&
  typeof (plugin as Partial<DefinePlugin>).definitions === 'object';

/**
 * For the server renderer Gatsby defines every variable of the build's environment as
 * `process.env.NAME` (the browser bundles get only `GATSBY_*` ones). webpack hashes all
 * definitions into every module, so any variable that differs from one build to the next (a new
 * terminal's session variables, `OLDPWD`, npm's own when the build is started without npm) made
 * every module new, every page template's hash with it, and Gatsby re-rendered every page. The
 * renderer keeps what the browser gets, `GATSBY_*`, and Gatsby's own (`NODE_ENV`, `BUILD_STAGE`,
 * …): the same values wherever the site's code reads them, since server and browser must render
 * alike for hydration. It also keeps the site's own settings (`SITE_SETTINGS` of
 * lib/build-shared/inputs.ts, which src/site-config.ts reads and gatsby-ssr.tsx compiles in): without them the renderer's site configuration fell back to
 * its defaults, and every page of a `SITE_LOCALE=ko` build said `<html lang="en">`. Throws when
 * Gatsby's DefinePlugin is missing.
 */
export function withStableServerDefinitions(plugins: readonly unknown[], env: NodeJS.ProcessEnv): void {
  const define = plugins.find(isDefinePlugin);
  if (!define)
    throw new Error(
      "webpack: Gatsby's server renderer configuration has no DefinePlugin; plugins/build-tuning/webpack-tuning.ts expects one (has Gatsby changed how it defines process.env?)",
    );
  define.definitions = Object.fromEntries(
    Object.entries(define.definitions).filter(([key]) => {
      const name = /^process\.env\.(.+)$/.exec(key)?.[1];
      return (
        name === undefined ||
        !(name in env) ||
        name.startsWith('GATSBY_') ||
        GATSBY_OWN_ENV.has(name) ||
        (SITE_SETTINGS as readonly string[]).includes(name)
      );
    }),
  );
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  store,
  getConfig,
}) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const root = (store.getState() as { program: { directory: string } }).program.directory;
  // what both webpack caches are built with, as one file (fingerprint-dependencies.ts)
  const fingerprint = new FingerprintBuildDependencies(root);
  // the site's TypeScript compiled by swc (swc-site-code.ts), on the final rules
  const swc = new SwcForSiteCode(root, stage);
  if (stage === 'build-html') {
    actions.setWebpackConfig({ plugins: [fingerprint, swc] });
    const config = getConfig() as { plugins: unknown[] };
    // the renderer's modules no longer change with unrelated environment variables
    withStableServerDefinitions(config.plugins, process.env);
    actions.replaceWebpackConfig(config);
    return;
  }
  // the plugin browser modules that cost bytes and do nothing here (lib/build-shared/browser-bundles.ts)
  const alias: Record<string, string | false> = {
    '@builder.io/partytown/integration': false,
    // and Gatsby's list of browser plugins without every emptied one (the site's too): their
    // options off every page
    ...writeUsedBrowserPluginList(root, emptiedBrowserModules(root)),
  };
  for (const file of emptiedBrowserModules(root, 'tuning')) alias[file] = false;
  actions.setWebpackConfig({
    resolve: { alias },
    // Gatsby writes a source map beside every browser bundle by default: build time and disk for
    // files readers never fetch. BUILD_SOURCE_MAPS=1 brings them back (for debugging a production
    // error). The server renderer's maps (build-html, used in Gatsby's error messages) stay.
    devtool: wantsSourceMaps() ? 'source-map' : false,
    // the startup bundles compiled eagerly, off the main thread (compile-hints.ts)
    plugins: [new CompileHintPlugin(), fingerprint, swc],
  });
  // the browser bundles minified by swc instead of terser (swcMinified, above)
  const config = getConfig() as { optimization: { minimizer: unknown[] }; plugins: unknown[] };
  config.optimization.minimizer = swcMinified(config.optimization.minimizer, gatsbyMinifier(root));
  // the same compilation hash whether the stylesheet comes from webpack's cache or not
  withStylesheetOutOfHash(config.plugins);
  actions.replaceWebpackConfig(config);
};
