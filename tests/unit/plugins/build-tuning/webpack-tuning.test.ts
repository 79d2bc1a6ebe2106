/**
 * The build tuning's webpack adjustments (plugins/build-tuning/webpack-tuning.ts): source maps only when
 * asked for, the plugin browser modules that do nothing here replaced by empty ones (each
 * path must exist, or the alias would silently stop applying after an upgrade), Gatsby's list of
 * browser plugins without them and without the site's emptied ones (src/node/webpack.ts), the
 * compile hint on the startup bundles, swc as the minifier, both webpack caches named by one
 * file (fingerprint-dependencies.test.ts),
 * the stylesheet's child compilation kept out of the compilation hash and the server renderer's definitions
 * limited to what the browser gets (both checked with real webpack builds and its file cache). The site is a temporary folder with the project's node_modules and a Gatsby plugin
 * list in its .cache.
 */
import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import {
  onCreateWebpackConfig,
  swcMinified,
  withStableServerDefinitions,
  withStylesheetOutOfHash,
} from '../../../../plugins/build-tuning/webpack-tuning';
import { SITE_SETTINGS } from '../../../../lib/build-shared/inputs';
import { SOURCE_MAPS_ENV } from '../../../../lib/build-shared/browser-bundles';
import {
  browserPluginListFile,
  usedBrowserPluginListFile,
} from '../../../../plugins/build-tuning/browser-plugin-list';
import { CompileHintPlugin } from '../../../../plugins/build-tuning/compile-hints';
import { StylesheetOutOfHashPlugin } from '../../../../plugins/build-tuning/stylesheet-hash';
import { FingerprintBuildDependencies } from '../../../../plugins/build-tuning/fingerprint-dependencies';
import { SwcForSiteCode } from '../../../../plugins/build-tuning/swc-site-code';
import { repoRoot } from '../../../support/paths';

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
      plugin: require('../node_modules/gatsby-remark-images/gatsby-browser.js'),
      options: {"plugins":[],"maxWidth":720},
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
        plugins: {
          minifyJs: () => object;
          minifyCss: () => object;
          extractText: () => object;
          define: (definitions: object) => object;
        };
        rules: { js: () => object; dependencies: () => object };
      };
    }
  ).createWebpackUtils('build-javascript', { directory: root, browserslist: ['>0.25%', 'not dead'] });

/**
 * The parts of Gatsby's production configuration the hook changes: its minimizers, its script
 * rule and its CSS extraction plugin.
 */
function gatsbyBrowserConfig(): {
  optimization: { minimizer: object[] };
  module: { rules: object[] };
  plugins: object[];
} {
  const { plugins, rules } = gatsbyUtils();
  return {
    optimization: { minimizer: [plugins.minifyJs(), plugins.minifyCss()] },
    module: { rules: [rules.js(), rules.dependencies()] },
    plugins: [plugins.extractText(), plugins.define({ 'process.env': '({})' })],
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
      'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
    ]);
    for (const f of files) expect(fs.existsSync(f)).toBe(true);
  });

  it("puts Gatsby's list of browser plugins, without the emptied ones (the site's too), in place of its own", () => {
    const { resolve } = configFor('build-javascript')[0] as {
      resolve: { alias: Record<string, string | false> };
    };
    const used = usedBrowserPluginListFile(root);
    expect(resolve.alias[browserPluginListFile(root)]).toBe(used);
    expect(resolve.alias[browserPluginListFile(root).replace(/\.js$/, '')]).toBe(used);
    const list = fs.readFileSync(used, 'utf8');
    expect(list).toContain('require("../gatsby-browser.tsx")');
    expect(list).not.toContain('gatsby-plugin-manifest');
    expect(list).not.toContain('gatsby-remark-images');
  });

  it('adds the compile hint plugin', () => {
    const { plugins } = configFor('build-javascript')[0] as { plugins: unknown[] };
    expect(plugins.some((p) => p instanceof CompileHintPlugin)).toBe(true);
  });

  it("names what both webpack caches are built with by one file (the server renderer's too)", () => {
    const { plugins } = configFor('build-javascript')[0] as { plugins: unknown[] };
    expect(plugins.some((p) => p instanceof FingerprintBuildDependencies)).toBe(true);
    const html = configFor('build-html');
    expect((html[0] as { plugins: unknown[] }).plugins).toEqual([
      expect.any(FingerprintBuildDependencies),
      expect.any(SwcForSiteCode),
    ]);
  });

  it("compiles the site's TypeScript with swc in both production builds, whatever rules come after the hook (swc-site-code.ts)", () => {
    for (const stage of ['build-javascript', 'build-html']) {
      const [set] = configFor(stage) as [{ plugins: unknown[] }];
      const swc = set.plugins.find((p): p is SwcForSiteCode => p instanceof SwcForSiteCode);
      expect(swc).toBeDefined();
      // what webpack has when it applies the plugins: Gatsby's rules, then gatsby-plugin-typescript's
      // (Gatsby runs that plugin's hook after this one's): both send the site's files to swc
      const gatsby = gatsbyBrowserConfig().module.rules;
      const typescriptRule = { test: /\.tsx?$/, use: () => [{ loader: 'babel-loader' }] };
      const compiler = { options: { module: { rules: [...gatsby, typescriptRule] } } };
      swc?.apply(compiler);
      const layout = path.join(root, 'src/components/card.tsx');
      const loaders = compiler.options.module.rules
        .filter((r) => (r as { test: RegExp }).test.test(layout))
        .map((r) => (r as { use: (q: object) => { loader: string }[] }).use({ resource: layout })[0]!.loader);
      expect(loaders).toEqual([
        expect.stringMatching(/[\\/]swc-loader[\\/]/),
        expect.stringMatching(/[\\/]swc-loader[\\/]/),
      ]);
      expect(scriptLoaderOf(gatsbyBrowserConfig(), layout)).not.toMatch(/swc-loader/);
    }
  });

  it("keeps the stylesheet's child compilation out of the hash, beside Gatsby's MiniCssExtractPlugin as it is", () => {
    const calls = configFor('build-javascript');
    const { replaced } = calls[calls.length - 1] as { replaced: { plugins: object[] } };
    const [extract] = replaced.plugins as [{ options: { experimentalUseImportModule?: boolean } }];
    expect(extract.constructor.name).toBe('MiniCssExtractPlugin');
    // importModule builds can wait forever (webpack/mini-css-extract-plugin#886)
    expect(extract.options.experimentalUseImportModule).toBe(false);
    expect(replaced.plugins.some((p) => p instanceof StylesheetOutOfHashPlugin)).toBe(true);
    expect(() => withStylesheetOutOfHash([])).toThrow(/no MiniCssExtractPlugin/);
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

describe('the stylesheet in the browser compilation', () => {
  type Stats = { hash?: string; hasErrors: () => boolean; toString: () => string };
  type Compiler = {
    run: (cb: (e: Error | null, s?: Stats) => void) => void;
    close: (cb: () => void) => void;
  };
  const webpack = gatsbyRequire('webpack') as (config: object) => Compiler;
  const MiniCss = gatsbyRequire('mini-css-extract-plugin') as {
    new (o: object): { options: object };
    loader: string;
  };

  /** One production build of a script that imports a stylesheet, with webpack's file cache in `dir`. */
  function build(dir: string, configure: (plugins: object[]) => void): Promise<Stats> {
    const plugins: object[] = [new MiniCss({ filename: '[name].css' })];
    configure(plugins);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'out') },
      cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
      module: {
        rules: [{ test: /\.css$/, use: [MiniCss.loader, gatsbyRequire.resolve('css-loader')] }],
      },
      optimization: { minimize: false },
      plugins,
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) =>
        compiler.close(() => (error || !stats ? reject(error) : resolve(stats))),
      ),
    );
  }

  /**
   * The compilation hashes of builds in one folder with webpack's file cache, the stylesheet
   * holding each of `stylesheets` in turn (the first build is cold).
   */
  async function hashes(configure: (plugins: object[]) => void, stylesheets: string[]): Promise<string[]> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-hash-'));
    try {
      fs.writeFileSync(path.join(dir, 'entry.js'), "import './site.css';\nconsole.log('page');\n");
      const out: string[] = [];
      for (const css of stylesheets) {
        fs.writeFileSync(path.join(dir, 'site.css'), css);
        const stats = await build(dir, configure);
        expect(stats.hasErrors()).toBe(false);
        expect(fs.readFileSync(path.join(dir, 'out', 'main.css'), 'utf8')).toContain(css.trim());
        out.push(stats.hash as string);
      }
      return out;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  const first = 'body { color: #123456; }\n';
  const second = 'body { color: #654321; }\n';

  it("keeps webpack's compilation hash when the stylesheet comes from the cache, and follows its text", async () => {
    const [cold, cached, edited] = await hashes(withStylesheetOutOfHash, [first, first, second]);
    expect(cached).toBe(cold);
    expect(edited).not.toBe(cold);
    // an edited stylesheet gives the hash a cold build of it gives
    expect(await hashes(withStylesheetOutOfHash, [second])).toEqual([edited]);
  }, 90_000);

  it("changes it without (the child compilation's hash counts only when it runs)", async () => {
    const [cold, cached] = await hashes(() => undefined, [first, first]);
    expect(cached).not.toBe(cold);
  }, 60_000);
});

describe("the server renderer's definitions", () => {
  type Stats = {
    hasErrors: () => boolean;
    toJson: (o: object) => { modules?: { name?: string; built?: boolean }[] };
  };
  type Compiler = {
    run: (cb: (e: Error | null, s?: Stats) => void) => void;
    close: (cb: () => void) => void;
  };
  const webpack = gatsbyRequire('webpack') as ((config: object) => Compiler) & {
    DefinePlugin: new (definitions: object) => { definitions: Record<string, unknown> };
  };

  /** What Gatsby defines for build-html: `process.env.NAME` for every variable of `env`, and its own. */
  const gatsbyDefinitions = (env: Record<string, string>): Record<string, string> => ({
    'process.env': '({})',
    ...Object.fromEntries(Object.entries(env).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)])),
    'process.env.BUILD_STAGE': JSON.stringify('build-html'),
    __PATH_PREFIX__: JSON.stringify(''),
  });

  it("keeps GATSBY_* variables, Gatsby's own, the site's settings and everything not from the environment", () => {
    const env = {
      HOME: '/root',
      OLDPWD: '/tmp',
      GATSBY_SITE_LOCALE: 'ko',
      NODE_ENV: 'production',
      SITE_LOCALE: 'ko',
      SITE_URL: 'https://example.test',
    };
    const define = new webpack.DefinePlugin(gatsbyDefinitions(env));
    withStableServerDefinitions([define], env);
    expect(Object.keys(define.definitions).sort()).toEqual([
      '__PATH_PREFIX__',
      'process.env',
      'process.env.BUILD_STAGE',
      'process.env.GATSBY_SITE_LOCALE',
      'process.env.NODE_ENV',
      'process.env.SITE_LOCALE',
      'process.env.SITE_URL',
    ]);
    // what src/site-config.ts reads, so that gatsby-ssr.tsx's configuration is the build's
    expect(SITE_SETTINGS.map((name) => `process.env.${name}`).every((k) => k in define.definitions)).toBe(
      true,
    );
    expect(() => withStableServerDefinitions([], env)).toThrow(/no DefinePlugin/);
  });

  /**
   * Builds a renderer-like Node bundle with webpack's file cache, with `first` and then `second`
   * as the environment: whether the second build had to build its module again.
   */
  async function rebuiltAfter(
    first: Record<string, string>,
    second: Record<string, string>,
    stable: boolean,
  ): Promise<boolean> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'define-cache-'));
    const build = async (env: Record<string, string>): Promise<Stats> => {
      const define = new webpack.DefinePlugin(gatsbyDefinitions(env));
      if (stable) withStableServerDefinitions([define], env);
      const compiler = webpack({
        mode: 'production',
        target: 'node',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out'), library: { type: 'commonjs2' } },
        cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
        optimization: { minimize: false },
        plugins: [define],
      });
      const stats = await new Promise<Stats>((resolve, reject) =>
        compiler.run((error, s) => compiler.close(() => (error || !s ? reject(error) : resolve(s)))),
      );
      expect(stats.hasErrors()).toBe(false);
      return stats;
    };
    try {
      fs.writeFileSync(
        path.join(dir, 'entry.js'),
        "module.exports = () => (process.env.BUILD_STAGE === 'build-html' ? process.env.GATSBY_SITE_LOCALE : '');\n",
      );
      await build(first);
      const stats = await build(second);
      const modules = stats.toJson({ modules: true }).modules ?? [];
      return modules.some((m) => m.name === './entry.js' && m.built === true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  const before = { GATSBY_SITE_LOCALE: 'en', OLDPWD: '/work' };
  const after = { GATSBY_SITE_LOCALE: 'en', OLDPWD: '/tmp', TERM_SESSION_ID: 'w0t1p0' };

  it('builds no module again when only unrelated variables changed, and does when a GATSBY_ one did', async () => {
    expect(await rebuiltAfter(before, after, true)).toBe(false);
    expect(await rebuiltAfter(before, { ...after, GATSBY_SITE_LOCALE: 'ru' }, true)).toBe(true);
  }, 60_000);

  it("builds every module again with Gatsby's definitions as they are", async () => {
    expect(await rebuiltAfter(before, after, false)).toBe(true);
  }, 60_000);
});
