/**
 * webpack's persistent cache named by one fingerprint file (plugins/build-tuning/fingerprint-dependencies.ts):
 * what the fingerprint covers, that the file changes with each input and only then, and, with a
 * real webpack compiler and cache in a temporary site, that a compilation hands its cache the file
 * in place of the loaders and config files, that the next compile is served from the cache, and
 * that a changed input (a patch) makes webpack build again.
 */
import { Console } from 'console';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { Writable } from 'stream';
import {
  buildDependenciesFile,
  coveredByFingerprint,
  FingerprintBuildDependencies,
  writeBuildDependencies,
} from '../../../../plugins/build-tuning/fingerprint-dependencies';
import { freshBuildInputsSiteEachTest } from '../../../support/build-inputs-site';
import { repoRoot } from '../../../support/paths';

const site = freshBuildInputsSiteEachTest();
const { ownNodeModules } = site;

const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

describe('the fingerprint', () => {
  beforeEach(() => ownNodeModules('{"lockfileVersion":3,"packages":{}}\n'));

  it('rewrites its file only when an input changed', () => {
    const file = writeBuildDependencies(site.root(), env);
    expect(file).toBe(buildDependenciesFile(site.root()));
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    const before = fs.statSync(file).mtimeMs;
    writeBuildDependencies(site.root(), env);
    expect(fs.statSync(file).mtimeMs).toBe(before);

    const texts = new Set([fs.readFileSync(file, 'utf8')]);
    const changes: (() => void)[] = [
      () => fs.appendFileSync(path.join(site.root(), 'node_modules/.package-lock.json'), ' '),
      () => fs.appendFileSync(path.join(site.root(), 'package-lock.json'), ' '),
      () => fs.appendFileSync(path.join(site.root(), 'patches/micromark+2.11.4.patch'), 'more\n'),
      () => fs.writeFileSync(path.join(site.root(), 'patches/another+1.0.0.patch'), 'diff c\n'),
      () => fs.appendFileSync(path.join(site.root(), '.cache/compiled/gatsby-config.js'), '//\n'),
      () => fs.appendFileSync(path.join(site.root(), '.cache/compiled/gatsby-node.js'), '//\n'),
      () => fs.appendFileSync(path.join(site.root(), 'plugins/local-plugin/index.js'), '//\n'),
    ];
    for (const change of changes) {
      change();
      texts.add(fs.readFileSync(writeBuildDependencies(site.root(), env), 'utf8'));
    }
    texts.add(
      fs.readFileSync(writeBuildDependencies(site.root(), { ...env, BUILD_SOURCE_MAPS: '1' }), 'utf8'),
    );
    texts.add(
      fs.readFileSync(writeBuildDependencies(site.root(), { ...env, NODE_ENV: 'development' }), 'utf8'),
    );
    expect(texts.size).toBe(changes.length + 3);
  });

  it("replaces nothing without npm's record of the installed tree (webpack walks the modules itself)", () => {
    ownNodeModules(null);
    const taps: unknown[] = [];
    new FingerprintBuildDependencies(site.root()).apply({
      hooks: { done: { tap: (_name, fn) => taps.push(fn) } },
    });
    expect(taps).toEqual([]);
    expect(fs.existsSync(buildDependenciesFile(site.root()))).toBe(false);
  });

  it('stands for node_modules, the compiled gatsby files and the local plugins, nothing else', () => {
    const covered = (file: string) => coveredByFingerprint(site.root())(path.join(site.root(), file));
    expect(covered('node_modules/gatsby/dist/utils/webpack.config.js')).toBe(true);
    expect(covered('node_modules/webpack/lib/')).toBe(true);
    expect(covered('.cache/compiled/gatsby-node.js')).toBe(true);
    expect(covered('plugins/local-plugin/index.js')).toBe(true);
    expect(covered('.cache/webpack/build-dependencies.json')).toBe(false);
    expect(covered('src/node/webpack.ts')).toBe(false);
    expect(covered('gatsby-node.ts')).toBe(false);
    expect(covered('node_modules-old/x.js')).toBe(false);
    expect(coveredByFingerprint(site.root())(path.join(path.dirname(site.root()), 'node_modules/x.js'))).toBe(
      false,
    );
  });
});

describe('a linked node_modules', () => {
  it('is covered where the link points too (webpack names modules by their real path)', () => {
    const covered = coveredByFingerprint(site.root());
    expect(covered(path.join(repoRoot, 'node_modules/null-loader/dist/cjs.js'))).toBe(true);
    expect(covered(path.join(site.root(), 'node_modules/null-loader/dist/cjs.js'))).toBe(true);
  });
});

describe('a webpack compiler with a persistent cache', () => {
  // the webpack Gatsby builds with
  const webpack = createRequire(require.resolve('gatsby/package.json'))('webpack') as (
    config: object,
  ) => Compiler;

  /** The part of webpack's compiler, stats and cache this test uses. */
  interface Stats {
    hasErrors(): boolean;
    toJson(options: object): { modules?: { built?: boolean }[] };
  }
  interface Compiler {
    cache: { storeBuildDependencies(dependencies: Iterable<string>, callback: (e?: Error) => void): void };
    run(callback: (error: Error | null, stats?: Stats) => void): void;
    close(callback: (error?: Error | null) => void): void;
  }

  /** webpack's own log of the compiles in this test, as lines. */
  let cacheLog: string[] = [];
  const cacheConsole = new Console({
    stdout: new Writable({
      write(chunk: Buffer, _encoding, done) {
        cacheLog.push(...chunk.toString('utf8').trimEnd().split('\n'));
        done();
      },
    }),
  });
  beforeEach(() => {
    cacheLog = [];
  });
  /** `built` as expected, or a failure that shows webpack's log of the compiles. */
  function expectBuilt(result: { built: number }, expected: number): void {
    if (result.built !== expected)
      throw new Error(
        `built ${result.built} modules, expected ${expected}; webpack said:\n${cacheLog.join('\n')}`,
      );
  }

  /** One compile with a fresh compiler (as each build has), closed so that its cache is stored. */
  async function compile(plugins: object[]): Promise<{ built: number; handed: string[] }> {
    const compiler = webpack({
      mode: 'development',
      context: site.root(),
      entry: './src/index.js',
      output: { path: path.join(site.root(), 'public') },
      devtool: false,
      // a loader from node_modules, which webpack hands its cache as a build dependency itself
      module: {
        rules: [{ test: /\.txt$/, use: path.join(site.root(), 'node_modules/null-loader/dist/cjs.js') }],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(site.root(), '.cache/webpack'),
        name: 'stage-test',
        // as Gatsby's configuration has it: its own config file and the plugins' gatsby-node files
        buildDependencies: {
          config: [
            path.join(site.root(), 'node_modules/gatsby/dist/utils/webpack.config.js'),
            path.join(site.root(), '.cache/compiled/gatsby-node.js'),
          ],
        },
      },
      // what the cache says (restored, stored, why a snapshot is invalid): printed when a test fails
      infrastructureLogging: { level: 'log', console: cacheConsole },
      plugins,
    });
    const handed: string[] = [];
    const store = compiler.cache.storeBuildDependencies.bind(compiler.cache);
    compiler.cache.storeBuildDependencies = (dependencies, callback) => {
      handed.push(...dependencies);
      store(dependencies, callback);
    };
    const stats = await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve, reject) => compiler.close((e) => (e ? reject(e) : resolve())));
    expect(stats.hasErrors()).toBe(false);
    const modules = stats.toJson({ modules: true }).modules ?? [];
    return { built: modules.filter((m) => m.built).length, handed };
  }

  it('is handed the fingerprint file in place of the files it stands for', async () => {
    const { handed } = await compile([new FingerprintBuildDependencies(site.root())]);
    expect(handed).toEqual([buildDependenciesFile(site.root())]);
  }, 60_000);

  it('without it, is handed the loader and the config files (what webpack walks)', async () => {
    const { handed } = await compile([]);
    expect(handed).toEqual(
      expect.arrayContaining([
        path.join(repoRoot, 'node_modules/null-loader/dist/cjs.js'),
        path.join(site.root(), 'node_modules/gatsby/dist/utils/webpack.config.js'),
      ]),
    );
  }, 60_000);

  it('serves an unchanged build from the cache, and builds again after a patch changed', async () => {
    expectBuilt(await compile([new FingerprintBuildDependencies(site.root())]), 2);
    expectBuilt(await compile([new FingerprintBuildDependencies(site.root())]), 0);
    fs.appendFileSync(path.join(site.root(), 'patches/gatsby+5.16.1.patch'), 'another hunk\n');
    expectBuilt(await compile([new FingerprintBuildDependencies(site.root())]), 2);
  }, 60_000);
});
