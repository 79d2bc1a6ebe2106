/**
 * The site's own adjustments to Gatsby's webpack configuration for the production builds: what
 * the pages need, whatever the build tuning (plugins/build-tuning adds its own).
 */
import type { GatsbyNode } from 'gatsby';
import { emptiedBrowserModules } from '../../lib/build-shared/browser-bundles';
import { WebpackAssetList } from './post-build/prune-stale';
import { WEBPACK_CHUNKS_GLOBAL } from '../domain/frame/deferred-scripts';

/** A webpack rule, as far as this module reads one. */
interface Rule {
  test?: unknown;
  include?: unknown;
  exclude?: unknown;
  use?: unknown;
}

/** A rule's `use` function, which picks the loaders for each module. */
type UseFunction = (request: { resource: string; resourceQuery?: string; issuer?: string }) => unknown;

/** Whether `rule` sends `file` to `loader` through a `use` function. */
function picksLoader(rule: Rule, file: string, loader: string): rule is Rule & { use: UseFunction } {
  if (typeof rule.use !== 'function' || !(rule.test instanceof RegExp) || !rule.test.test(file)) return false;
  const loaders = (rule.use as UseFunction)({ resource: file });
  return Array.isArray(loaders) && loaders.some((l) => (l as { loader?: unknown } | null)?.loader === loader);
}

/**
 * Gatsby's webpack rules with one set of Babel options for every module, so that two builds of
 * the same tree compile it alike.
 *
 * Gatsby's rule for scripts (.js to .tsx) sends the site's modules to its Babel loader with
 * `compact` and `configFile` set; gatsby-plugin-typescript, which Gatsby adds to every site, adds
 * a rule sending .ts and .tsx files to the same loader without them, so each such module went
 * through Babel twice. That loader keeps the first options it is given for a stage and kind of
 * module (page component or not) and hands them to every later module of that kind: which rule's
 * module reached it first decided the compilation. When gatsby-plugin-offline's page component
 * (a .js file, Gatsby's rule alone) reached it before the site's page templates, every page
 * component came out of Babel compacted, otherwise not. The bundles were minified alike, but the
 * modules' hashes differed, and with them webpack's compilation hash on every page and at times
 * the names the minifier gave in webpack's runtime: two builds of the same tree, warm or clean,
 * could differ (tests/build/warm-equals-clean.test.ts).
 *
 * So gatsby-plugin-typescript's rule (any other rule sending .tsx files to the loader of Gatsby's
 * script rule, `babelLoader`) leaves out the modules Gatsby's rule takes, and picks Gatsby's
 * loaders for the rest (TypeScript in a package): every module goes through Babel once, and every
 * call of the loader has Gatsby's options. Throws when such a rule is there but Gatsby's is not.
 */
export function withOneBabelRuleForScripts(rules: readonly unknown[], babelLoader: string): unknown[] {
  const babelRules = rules.filter((rule): rule is Rule & { use: UseFunction } =>
    picksLoader(rule as Rule, 'module.tsx', babelLoader),
  );
  if (babelRules.length < 2) return [...rules];
  const gatsbyRule = babelRules.find((rule) => (rule.test as RegExp).test('module.js'));
  if (!gatsbyRule)
    throw new Error(
      "src/node/webpack.ts: rules sending .tsx files to Gatsby's Babel loader were found, but not Gatsby's own rule for scripts (a `use` function whose test matches .js and .tsx); a Gatsby upgrade changed it, so update withOneBabelRuleForScripts",
    );
  return rules.flatMap((rule) => {
    if (rule === gatsbyRule || !babelRules.includes(rule as Rule & { use: UseFunction })) return [rule];
    const { include } = gatsbyRule;
    // Gatsby's rule takes every module: the other one has none left
    if (include === undefined) return [];
    const { exclude } = rule as Rule;
    return [
      {
        ...(rule as object),
        exclude: exclude === undefined ? include : [exclude, include],
        use: gatsbyRule.use,
      },
    ];
  });
}

/** The part of Gatsby's loader helpers this module reads: its Babel loader. */
interface Loaders {
  js: () => { loader: string };
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  store,
  getConfig,
  loaders,
}) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const babelLoader = (loaders as unknown as Loaders).js().loader;
  if (stage === 'build-html') {
    const config = getConfig() as { module: { rules: unknown[] } };
    // one set of Babel options for every module (withOneBabelRuleForScripts)
    config.module = { ...config.module, rules: withOneBabelRuleForScripts(config.module.rules, babelLoader) };
    actions.replaceWebpackConfig(config);
    return;
  }
  const root = (store.getState() as { program: { directory: string } }).program.directory;
  const alias: Record<string, false> = {};
  // the plugin browser modules a page needs gone (lib/build-shared/browser-bundles.ts)
  for (const file of emptiedBrowserModules(root, 'site')) alias[file] = false;
  actions.setWebpackConfig({
    resolve: { alias },
    // the list of this compilation's assets, which the pruning step keeps (src/node/post-build/prune-stale.ts)
    plugins: [new WebpackAssetList(root)],
  });
  const config = getConfig() as { output: Record<string, unknown>; module: { rules: unknown[] } };
  // one set of Babel options for every module (withOneBabelRuleForScripts)
  config.module = { ...config.module, rules: withOneBabelRuleForScripts(config.module.rules, babelLoader) };
  // a name of the site's own for webpack's chunk global, through which the head's loader holds the
  // app's start for a task of its own (src/domain/frame/deferred-scripts.ts); Gatsby's
  // setWebpackConfig drops `output`, so it is set here
  config.output = { ...config.output, chunkLoadingGlobal: WEBPACK_CHUNKS_GLOBAL };
  actions.replaceWebpackConfig(config);
};
