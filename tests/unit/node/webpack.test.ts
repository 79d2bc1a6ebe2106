/**
 * The site's own webpack adjustments (src/node/webpack.ts), whatever the build tuning: in the
 * production browser build, gatsby-remark-images' browser module emptied (the path must exist, or
 * the alias would silently stop applying after an upgrade), the list of the compilation's assets
 * for the pruning step, and the site's name for webpack's chunk global; in both production builds,
 * one set of Babel options for every module (Gatsby's own rules and gatsby-plugin-typescript's, as
 * the installed releases make them); nothing in develop.
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { onCreateWebpackConfig, withOneBabelRuleForScripts } from '../../../src/node/webpack';
import { emptiedBrowserModules } from '../../../lib/build-shared/browser-bundles';
import { WebpackAssetList } from '../../../src/node/post-build/prune-stale';
import { WEBPACK_CHUNKS_GLOBAL } from '../../../src/domain/frame/deferred-scripts';
import { repoRoot } from '../../support/paths';

const root = repoRoot;
const at = (rel: string): string => path.join(root, rel);

/** `require` as Gatsby's own modules have it. */
const gatsbyRequire = createRequire(require.resolve('gatsby/package.json'));

type Stage = 'build-javascript' | 'build-html';
interface Loader {
  loader: string;
  options: Record<string, unknown>;
}
interface Request {
  resource: string;
  issuer?: string;
  resourceQuery?: string;
}
interface Rule {
  test: RegExp;
  include?: unknown;
  exclude?: unknown;
  use: (request: Request) => Loader[];
}

/** Gatsby's webpack helpers for `stage`, as its webpack configuration makes them. */
const gatsbyUtils = (stage: Stage) =>
  (
    gatsbyRequire('gatsby/dist/utils/webpack-utils') as {
      createWebpackUtils: (
        stage: string,
        program: object,
      ) => { rules: { js: () => Rule; dependencies: () => Rule }; loaders: { js: () => Loader } };
    }
  ).createWebpackUtils(stage, { directory: root, browserslist: ['>0.25%', 'not dead'] });

/** gatsby-plugin-typescript's rule, as its onCreateWebpackConfig adds it with Gatsby's loaders. */
function typescriptPluginRule(stage: Stage): Rule {
  const added: { module: { rules: Rule[] } }[] = [];
  const plugin = gatsbyRequire('gatsby-plugin-typescript/gatsby-node') as {
    onCreateWebpackConfig: (args: object) => void;
  };
  plugin.onCreateWebpackConfig({
    actions: { setWebpackConfig: (c: { module: { rules: Rule[] } }) => added.push(c) },
    loaders: gatsbyUtils(stage).loaders,
  });
  expect(added).toHaveLength(1);
  return added[0]!.module.rules[0]!;
}

/** The script rules of a production configuration: Gatsby's two, then gatsby-plugin-typescript's. */
function gatsbyScriptRules(stage: Stage): Rule[] {
  const { rules } = gatsbyUtils(stage);
  return [rules.js(), rules.dependencies(), typescriptPluginRule(stage)];
}

/** Whether a webpack condition (a function, an expression, a folder, or a list of them) holds. */
const holds = (condition: unknown, file: string): boolean =>
  Array.isArray(condition)
    ? condition.some((c) => holds(c, file))
    : typeof condition === 'function'
      ? Boolean((condition as (f: string) => unknown)(file))
      : condition instanceof RegExp
        ? condition.test(file)
        : typeof condition === 'string' && file.startsWith(condition);

/** The Babel loaders webpack applies to a module: those of every rule that matches it. */
function babelLoadersFor(rules: Rule[], request: Request, babelLoader: string): Loader[] {
  return rules
    .filter(
      (rule) =>
        rule.test.test(request.resource) &&
        (rule.include === undefined || holds(rule.include, request.resource)) &&
        !(rule.exclude !== undefined && holds(rule.exclude, request.resource)),
    )
    .flatMap((rule) => rule.use(request))
    .filter((l) => l.loader === babelLoader);
}

const ASYNC_REQUIRES = at('.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js');
/** Modules of each kind Gatsby's Babel loader sees: page components, the site's code, Gatsby's, a package's. */
const REQUESTS: Request[] = [
  { resource: at('src/templates/article.tsx'), issuer: ASYNC_REQUIRES },
  { resource: at('.cache/caches/gatsby-plugin-offline/app-shell.js'), issuer: ASYNC_REQUIRES },
  { resource: at('src/templates/article.tsx'), resourceQuery: '?export=head' },
  { resource: at('src/components/frame/layout.tsx') },
  { resource: at('gatsby-browser.tsx') },
  { resource: at('.cache/production-app.js') },
];
/** TypeScript in a package that does not use Gatsby: only gatsby-plugin-typescript's rule takes it. */
const PACKAGE_TS: Request = { resource: at('node_modules/some-package/index.ts') };

describe('withOneBabelRuleForScripts', () => {
  it.each(['build-javascript', 'build-html'] as const)(
    "(%s) without it, a page template goes through Gatsby's Babel loader twice, with other options each time",
    (stage) => {
      const babelLoader = gatsbyUtils(stage).loaders.js().loader;
      const template = REQUESTS[0]!;
      const loaders = babelLoadersFor(gatsbyScriptRules(stage), template, babelLoader);
      expect(loaders).toHaveLength(2);
      // Gatsby's loader keeps the first of these for every later page component
      expect(loaders[0]!.options).not.toEqual(loaders[1]!.options);
      expect(loaders.map((l) => l.options.compact)).toEqual([true, undefined]);
    },
  );

  it.each(['build-javascript', 'build-html'] as const)(
    "(%s) sends every module through Gatsby's Babel loader once, with Gatsby's options",
    (stage) => {
      const babelLoader = gatsbyUtils(stage).loaders.js().loader;
      const gatsbyRules = gatsbyScriptRules(stage);
      const rules = withOneBabelRuleForScripts(gatsbyRules, babelLoader) as Rule[];
      expect(rules).toHaveLength(3);
      // Gatsby's own rules are untouched
      expect(rules.slice(0, 2)).toEqual(gatsbyRules.slice(0, 2));
      const gatsbyRule = gatsbyRules[0]!;
      for (const request of REQUESTS)
        expect({ request, loaders: babelLoadersFor(rules, request, babelLoader) }).toEqual({
          request,
          loaders: gatsbyRule.use(request),
        });
      // a package's TypeScript is still compiled, with the options Gatsby gives any module
      expect(babelLoadersFor(gatsbyRules, PACKAGE_TS, babelLoader).map((l) => l.options.compact)).toEqual([
        undefined,
      ]);
      expect(babelLoadersFor(rules, PACKAGE_TS, babelLoader)).toEqual(gatsbyRule.use(PACKAGE_TS));
    },
  );

  it("keeps a rule's own exclusions", () => {
    const babelLoader = gatsbyUtils('build-javascript').loaders.js().loader;
    const [js, dependencies, typescript] = gatsbyScriptRules('build-javascript');
    const own = /[\\/]vendored[\\/]/;
    const rules = withOneBabelRuleForScripts(
      [js, dependencies, { ...typescript, exclude: own }],
      babelLoader,
    ) as Rule[];
    expect(babelLoadersFor(rules, { resource: at('node_modules/x/vendored/a.ts') }, babelLoader)).toEqual([]);
    expect(babelLoadersFor(rules, PACKAGE_TS, babelLoader)).toHaveLength(1);
  });

  it("drops the other rule when Gatsby's takes every module, and leaves a lone rule as it is", () => {
    const babelLoader = gatsbyUtils('build-javascript').loaders.js().loader;
    const [js, dependencies, typescript] = gatsbyScriptRules('build-javascript');
    const everything = { ...js!, include: undefined };
    expect(withOneBabelRuleForScripts([everything, dependencies, typescript], babelLoader)).toEqual([
      everything,
      dependencies,
    ]);
    expect(withOneBabelRuleForScripts([js, dependencies], babelLoader)).toEqual([js, dependencies]);
  });

  it("stops the build when Gatsby's own script rule is not there", () => {
    const babelLoader = gatsbyUtils('build-javascript').loaders.js().loader;
    const typescript = typescriptPluginRule('build-javascript');
    expect(() => withOneBabelRuleForScripts([typescript, { ...typescript }], babelLoader)).toThrow(
      /not Gatsby's own rule for scripts/,
    );
  });
});

/** The production stage whose helpers a hook's call gets (develop's are not needed: it changes nothing there). */
const stageOf = (stage: string): Stage => (stage === 'build-html' ? 'build-html' : 'build-javascript');

function configFor(stage: string): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  const hook = onCreateWebpackConfig as unknown as (args: unknown) => void;
  const utils = gatsbyUtils(stageOf(stage));
  hook({
    stage,
    actions: {
      setWebpackConfig: (c: Record<string, unknown>) => calls.push(c),
      replaceWebpackConfig: (c: Record<string, unknown>) => calls.push({ replaced: c }),
    },
    getConfig: () => ({
      output: { publicPath: '/' },
      plugins: [],
      module: { rules: [utils.rules.js(), typescriptPluginRule(stageOf(stage))] },
    }),
    loaders: utils.loaders,
    store: { getState: () => ({ program: { directory: repoRoot } }) },
  });
  return calls;
}

test("empties gatsby-remark-images' browser module, which exists", () => {
  const [set] = configFor('build-javascript') as [{ resolve: { alias: Record<string, unknown> } }];
  const files = emptiedBrowserModules(repoRoot, 'site');
  expect(files.map((f) => path.relative(repoRoot, f))).toEqual([
    'node_modules/gatsby-remark-images/gatsby-browser.js',
  ]);
  for (const f of files) {
    expect(fs.existsSync(f)).toBe(true);
    expect(set.resolve.alias[f]).toBe(false);
  }
});

test("lists the compilation's assets and names webpack's chunk global, keeping Gatsby's output", () => {
  const [set, last] = configFor('build-javascript') as [
    { plugins: unknown[] },
    { replaced: { output: Record<string, unknown> } },
  ];
  expect(set.plugins).toEqual([expect.any(WebpackAssetList)]);
  expect(last.replaced.output).toEqual({ publicPath: '/', chunkLoadingGlobal: WEBPACK_CHUNKS_GLOBAL });
});

test.each(['build-javascript', 'build-html'])(
  "%s: gatsby-plugin-typescript's rule leaves the site's modules to Gatsby's",
  (stage) => {
    const calls = configFor(stage) as { replaced?: { module: { rules: Rule[] } } }[];
    const replaced = calls.at(-1)?.replaced;
    expect(replaced?.module.rules).toHaveLength(2);
    expect(replaced?.module.rules[1]?.exclude).toBe(replaced?.module.rules[0]?.include);
    if (stage === 'build-html') expect(calls).toHaveLength(1);
  },
);

test('leaves develop alone', () => {
  for (const stage of ['develop', 'develop-html']) expect(configFor(stage)).toEqual([]);
});
