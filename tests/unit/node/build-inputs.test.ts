/**
 * A build whose untracked inputs differ from the previous build's starts from an empty cache,
 * and says so in one line (src/node/build-inputs.ts).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  buildInputs,
  buildInputsFile,
  bundleCacheVerdict,
  cacheVerdict,
  onPreInit,
  recordBuildInputs,
} from '../../../src/node/build-inputs';
import { changedInputs, SITE_SETTINGS, siteCodeInputs } from '../../../lib/build-shared/inputs';

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  fs.mkdirSync(path.join(site, 'patches'));
  fs.writeFileSync(path.join(site, 'patches', 'gatsby+5.16.1.patch'), 'diff a\n');
  fs.mkdirSync(path.join(site, '.cache', 'compiled'), { recursive: true });
  fs.writeFileSync(path.join(site, '.cache', 'compiled', 'gatsby-node.js'), 'exports.a = 1;\n');
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

const env = { SITE_LOCALE: 'en', SITE_URL: '', gatsby_executing_command: 'build' };

describe('the inputs of a build', () => {
  it("hold the site's settings, develop or build, Node, Gatsby, the patches and the compiled build code", () => {
    const inputs = buildInputs(site, env);
    for (const name of [
      ...SITE_SETTINGS,
      'command',
      'CONTENT_DIR',
      'node',
      'gatsby',
      'patches/gatsby+5.16.1.patch',
    ])
      expect(inputs).toHaveProperty([name]);
    expect(inputs['.cache/compiled/gatsby-node.js']).toMatch(/^[0-9a-f]{32}$/);
    expect(inputs.command).toBe('build');
  });

  it('change with a setting, a patch or the build code, and not otherwise', () => {
    const before = buildInputs(site, env);
    expect(changedInputs(before, buildInputs(site, env))).toEqual([]);
    expect(changedInputs(before, buildInputs(site, { ...env, SITE_LOCALE: 'ko' }))).toEqual(['SITE_LOCALE']);
    expect(changedInputs(before, buildInputs(site, { ...env, gatsby_executing_command: 'develop' }))).toEqual(
      ['command'],
    );
    fs.writeFileSync(path.join(site, 'patches', 'gatsby+5.16.1.patch'), 'diff b\n');
    fs.writeFileSync(path.join(site, '.cache', 'compiled', 'gatsby-node.js'), 'exports.a = 2;\n');
    expect(changedInputs(before, buildInputs(site, env))).toEqual([
      '.cache/compiled/gatsby-node.js',
      'patches/gatsby+5.16.1.patch',
    ]);
    expect(changedInputs({ a: '1' }, { b: '1' })).toEqual(['a', 'b']);
  });
});

describe("the cache's verdict", () => {
  const withState = (): void => {
    fs.mkdirSync(path.join(site, '.cache', 'redux'), { recursive: true });
  };

  it('is silent for a clean build and for a build whose inputs are as recorded', () => {
    expect(cacheVerdict(site, buildInputs(site, env))).toBeNull();
    withState();
    fs.writeFileSync(buildInputsFile(site), JSON.stringify(buildInputs(site, env)));
    expect(cacheVerdict(site, buildInputs(site, env))).toBeNull();
  });

  it('names the inputs that changed, in one line', () => {
    withState();
    fs.writeFileSync(buildInputsFile(site), JSON.stringify(buildInputs(site, env)));
    const verdict = cacheVerdict(
      site,
      buildInputs(site, { ...env, SITE_LOCALE: 'ko', SITE_URL: 'https://x.example' }),
    );
    expect(verdict).toMatch(
      /^Build inputs changed since the previous build \(SITE_LOCALE, SITE_URL\); the cache is emptied/,
    );
    expect(verdict).not.toContain('\n');
  });

  it('drops a cache with no record of its inputs', () => {
    withState();
    expect(cacheVerdict(site, buildInputs(site, env))).toMatch(/no record of the previous build's inputs/);
  });
});

describe('onPreInit', () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  it("has Gatsby empty its cache (no plugin hash) when the inputs changed, and records this build's", async () => {
    process.chdir(site);
    fs.mkdirSync(path.join(site, '.cache', 'redux'), { recursive: true });
    fs.writeFileSync(buildInputsFile(site), JSON.stringify({ SITE_LOCALE: 'tr' }));
    const dispatched: unknown[] = [];
    const said: string[] = [];
    const args = {
      store: { dispatch: (a: unknown) => dispatched.push(a) },
      reporter: { info: (l: string) => said.push(l) },
    };
    await (onPreInit as unknown as (a: typeof args) => unknown)(args);
    expect(dispatched).toEqual([{ type: 'UPDATE_PLUGINS_HASH', payload: '' }]);
    expect(said).toHaveLength(1);
    recordBuildInputs(site);
    dispatched.length = 0;
    said.length = 0;
    await (onPreInit as unknown as (a: typeof args) => unknown)(args);
    expect(dispatched).toEqual([]);
    expect(said).toEqual([]);
  });
});

describe("webpack's caches of the bundles", () => {
  const write = (rel: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  };
  const caches = (): string[] =>
    ['stage-build-javascript', 'stage-build-html'].map((d) => path.join(site, '.cache', 'webpack', d));
  const warmCaches = (): void =>
    caches().forEach((d) => write(path.relative(site, path.join(d, '0.pack')), 'x'));

  beforeEach(() => {
    write('src/components/block.tsx', 'export const A = 1;\n');
    write('src/styles/_block.scss', '.a { color: red; }\n');
    write('src/node/hook.ts', 'export const b = 1;\n');
    write('gatsby-browser.tsx', 'export {};\n');
  });

  it("stand for the site's code: src/ but the build code, and the gatsby-browser and gatsby-ssr files", () => {
    expect(Object.keys(siteCodeInputs(site))).toEqual([
      'src/components/block.tsx',
      'src/styles/_block.scss',
      'gatsby-browser.tsx',
      'gatsby-ssr.tsx',
    ]);
    expect(siteCodeInputs(site)['gatsby-ssr.tsx']).toBe('missing');
  });

  it('are kept while the site code is as recorded, and emptied, in one line, when a stylesheet or a component changed', () => {
    warmCaches();
    // the first build with a record of its code: none to compare with, the caches go
    expect(bundleCacheVerdict(site, siteCodeInputs(site))).toMatch(/\(no record of it\)/);
    expect(caches().some((d) => fs.existsSync(d))).toBe(false);
    warmCaches();
    expect(bundleCacheVerdict(site, siteCodeInputs(site))).toBeNull();
    expect(caches().every((d) => fs.existsSync(d))).toBe(true);
    // build code is not site code here (a change to it empties every cache: the build inputs)
    write('src/node/hook.ts', 'export const b = 2;\n');
    expect(bundleCacheVerdict(site, siteCodeInputs(site))).toBeNull();
    write('src/styles/_block.scss', '.a { color: blue; }\n');
    write('src/components/block.tsx', 'export const A = 2;\n');
    const verdict = bundleCacheVerdict(site, siteCodeInputs(site));
    expect(verdict).toBe(
      "Site code changed since the previous build (src/components/block.tsx, src/styles/_block.scss); webpack's caches of the bundles are emptied, so that they are built as from a clean cache",
    );
    expect(caches().some((d) => fs.existsSync(d))).toBe(false);
  });

  it('say nothing when there are no caches to empty (a clean build)', () => {
    expect(bundleCacheVerdict(site, siteCodeInputs(site))).toBeNull();
    write('src/components/block.tsx', 'export const A = 3;\n');
    expect(bundleCacheVerdict(site, siteCodeInputs(site))).toBeNull();
  });
});
