/**
 * The production browser build's webpack adjustments (src/node/webpack.ts): source maps only when
 * asked for, the plugin browser modules that do nothing here replaced by empty ones (each
 * path must exist, or the alias would silently stop applying after an upgrade), Gatsby's list of
 * browser plugins without them, the compile hint on the startup bundles, swc as the
 * minifier, and both webpack caches named by one file (tests/unit/node/webpack-build-dependencies.test.ts). The site is a temporary folder with the project's node_modules and a Gatsby plugin
 * list in its .cache.
 */
import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import { onCreateWebpackConfig, SOURCE_MAPS_ENV, swcMinified } from '../../../src/node/webpack';
import { browserPluginListFile, usedBrowserPluginListFile } from '../../../src/node/browser-plugin-list';
import { CompileHintPlugin } from '../../../src/node/compile-hints';
import { FingerprintBuildDependencies } from '../../../src/node/webpack-build-dependencies';
import { repoRoot } from '../../support/paths';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-config-'));
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  fs.mkdirSync(path.join(root, '.cache'));
  fs.mkdirSync(path.join(root, 'src/components'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/components/card.tsx'), 'export const Card = () => <p>card</p>;\n');
  fs.writeFileSync(
    browserPluginListFile(root),
    `module.exports = [{
      plugin: require('../node_modules/gatsby-plugin-manifest/gatsby-browser.js'),
      options: {"plugins":[],"name":"BloxGuide"},
    },{
      plugin: require('../gatsby-browser.tsx'),
      options: {"plugins":[]},
    }]\n`,
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** `require` as Gatsby's own modules have it. */
const gatsbyRequire = createRequire(require.resolve('gatsby/package.json'));

/** Gatsby's own webpack helpers for the production browser build. */
const gatsbyUtils = () =>
  (
    gatsbyRequire('gatsby/dist/utils/webpack-utils') as {
      createWebpackUtils: (
        stage: string,
        program: object,
      ) => {
        plugins: { minifyJs: () => object; minifyCss: () => object };
        rules: { js: () => object; dependencies: () => object };
      };
    }
  ).createWebpackUtils('build-javascript', { directory: root, browserslist: ['>0.25%', 'not dead'] });

/** The parts of Gatsby's production configuration the hook changes: its minimizers and its script rule. */
function gatsbyBrowserConfig(): { optimization: { minimizer: object[] }; module: { rules: object[] } } {
  const { plugins, rules } = gatsbyUtils();
  return {
    optimization: { minimizer: [plugins.minifyJs(), plugins.minifyCss()] },
    module: { rules: [rules.js(), rules.dependencies()] },
  };
}

/** The loader a configuration's script rule picks for a module of the site. */
const scriptLoaderOf = (config: { module: { rules: object[] } }, resource: string): string =>
  (config.module.rules[0] as { use: (r: object) => { loader: string }[] }).use({ resource })[0]!.loader;

function configFor(stage: string, env: Record<string, string | undefined> = {}): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  const saved = process.env[SOURCE_MAPS_ENV];
  if (env[SOURCE_MAPS_ENV] === undefined) delete process.env[SOURCE_MAPS_ENV];
  else process.env[SOURCE_MAPS_ENV] = env[SOURCE_MAPS_ENV];
  try {
    const hook = onCreateWebpackConfig as unknown as (args: unknown) => void;
    hook({
      stage,
      actions: {
        setWebpackConfig: (c: Record<string, unknown>) => calls.push(c),
        replaceWebpackConfig: (c: Record<string, unknown>) => calls.push({ replaced: c }),
      },
      getConfig: () => gatsbyBrowserConfig(),
      store: { getState: () => ({ program: { directory: root } }) },
    });
  } finally {
    if (saved === undefined) delete process.env[SOURCE_MAPS_ENV];
    else process.env[SOURCE_MAPS_ENV] = saved;
  }
  return calls;
}

describe('onCreateWebpackConfig', () => {
  it('writes no browser source maps unless BUILD_SOURCE_MAPS=1', () => {
    expect(configFor('build-javascript')[0].devtool).toBe(false);
    expect(configFor('build-javascript', { [SOURCE_MAPS_ENV]: '0' })[0].devtool).toBe(false);
    expect(configFor('build-javascript', { [SOURCE_MAPS_ENV]: '1' })[0].devtool).toBe('source-map');
  });

  it('empties the do-nothing plugin browser modules, each of which exists', () => {
    const { resolve } = configFor('build-javascript')[0] as {
      resolve: { alias: Record<string, string | false> };
    };
    const files = Object.keys(resolve.alias).filter((k) => path.isAbsolute(k) && resolve.alias[k] === false);
    expect(files.map((f) => path.relative(root, f)).sort()).toEqual([
      'node_modules/gatsby-plugin-manifest/gatsby-browser.js',
      'node_modules/gatsby-remark-images/gatsby-browser.js',
      'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
    ]);
    for (const f of files) expect(fs.existsSync(f)).toBe(true);
  });

  it("puts Gatsby's list of browser plugins, without the emptied ones, in place of its own", () => {
    const { resolve } = configFor('build-javascript')[0] as {
      resolve: { alias: Record<string, string | false> };
    };
    const used = usedBrowserPluginListFile(root);
    expect(resolve.alias[browserPluginListFile(root)]).toBe(used);
    expect(resolve.alias[browserPluginListFile(root).replace(/\.js$/, '')]).toBe(used);
    const list = fs.readFileSync(used, 'utf8');
    expect(list).toContain('require("../gatsby-browser.tsx")');
    expect(list).not.toContain('gatsby-plugin-manifest');
  });

  it('adds the compile hint plugin', () => {
    const { plugins } = configFor('build-javascript')[0] as { plugins: unknown[] };
    expect(plugins.some((p) => p instanceof CompileHintPlugin)).toBe(true);
  });

  it("names what both webpack caches are built with by one file (the server renderer's too)", () => {
    const { plugins } = configFor('build-javascript')[0] as { plugins: unknown[] };
    expect(plugins.some((p) => p instanceof FingerprintBuildDependencies)).toBe(true);
    const html = configFor('build-html');
    expect((html[0] as { plugins: unknown[] }).plugins).toEqual([expect.any(FingerprintBuildDependencies)]);
  });

  it("compiles the site's TypeScript with swc in both production builds (src/node/swc-site-code.ts)", () => {
    for (const stage of ['build-javascript', 'build-html']) {
      const calls = configFor(stage);
      const { replaced } = calls[calls.length - 1] as { replaced: { module: { rules: object[] } } };
      const layout = path.join(root, 'src/components/card.tsx');
      expect(scriptLoaderOf(replaced, layout)).toMatch(/[\\/]swc-loader[\\/]/);
      expect(scriptLoaderOf(gatsbyBrowserConfig(), layout)).not.toMatch(/swc-loader/);
    }
  });

  it('leaves develop alone', () => {
    expect(configFor('develop')).toEqual([]);
    expect(configFor('develop-html')).toEqual([]);
  });
});

describe('the minifier', () => {
  // terser-webpack-plugin as Gatsby resolves it
  const Plugin = gatsbyRequire('terser-webpack-plugin') as { new (o: object): object; swcMinify: unknown };
  const optionsOf = (m: object) =>
    (m as { options: { minimizer: { implementation: unknown; options: object } } }).options;

  it("runs swc in place of terser in Gatsby's production browser build, and keeps the CSS minimizer", () => {
    const { replaced } = configFor('build-javascript')[1] as {
      replaced: { optimization: { minimizer: object[] } };
    };
    const [js, css] = replaced.optimization.minimizer as [object, object];
    expect(replaced.optimization.minimizer).toHaveLength(2);
    expect(js).toBeInstanceOf(Plugin);
    expect(optionsOf(js).minimizer.implementation).toBe(Plugin.swcMinify);
    expect(optionsOf(js).minimizer.options).toMatchObject({ ecma: 5, mangle: { safari10: true } });
    expect(css).not.toBeInstanceOf(Plugin);
    expect(css.constructor.name).toBe('CssMinimizerPlugin');
  });

  it("leaves a list without Gatsby's terser minimizer as it is (gatsby build --no-uglify)", () => {
    const css = gatsbyUtils().plugins.minifyCss();
    expect(swcMinified([css], Plugin)).toEqual([css]);
  });

  it('gives ES5 that runs as the source did', async () => {
    const minify = Plugin.swcMinify as (
      input: Record<string, string>,
      map: undefined,
      options: object,
      extract: boolean,
    ) => Promise<{ code: string }>;
    const source = `function total(items) { var sum = 0; for (var i = 0; i < items.length; i++) sum += items[i].n; return typeof window !== "undefined" ? sum : -sum; } module.exports = total;`;
    const { code } = await minify(
      { 'a.js': source },
      undefined,
      { ecma: 5, mangle: { safari10: true } },
      false,
    );
    expect(code.length).toBeLessThan(source.length);
    expect(code).not.toMatch(/=>|\blet\b|\bconst\b/);
    const run = (text: string): number => {
      const module = { exports: {} as (items: { n: number }[]) => number };
      new Function('module', text)(module);
      return module.exports([{ n: 2 }, { n: 3 }]);
    };
    expect(run(code)).toBe(run(source));
  });
});
