/**
 * The production browser build's webpack adjustments (src/node/webpack.ts): source maps only when
 * asked for, and the plugin browser modules that do nothing here replaced by empty ones (each
 * path must exist, or the alias would silently stop applying after an upgrade).
 */
import fs from 'fs';
import path from 'path';
import { onCreateWebpackConfig, SOURCE_MAPS_ENV } from '../../../src/node/webpack';
import { repoRoot } from '../../support/paths';

const root = repoRoot;

function configFor(stage: string, env: Record<string, string | undefined> = {}): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  const saved = process.env[SOURCE_MAPS_ENV];
  if (env[SOURCE_MAPS_ENV] === undefined) delete process.env[SOURCE_MAPS_ENV];
  else process.env[SOURCE_MAPS_ENV] = env[SOURCE_MAPS_ENV];
  try {
    const hook = onCreateWebpackConfig as unknown as (args: unknown) => void;
    hook({
      stage,
      actions: { setWebpackConfig: (c: Record<string, unknown>) => calls.push(c) },
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
    const { resolve } = configFor('build-javascript')[0] as { resolve: { alias: Record<string, false> } };
    const files = Object.keys(resolve.alias).filter((k) => path.isAbsolute(k));
    expect(files.map((f) => path.relative(root, f)).sort()).toEqual([
      'node_modules/gatsby-plugin-manifest/gatsby-browser.js',
      'node_modules/gatsby-remark-images/gatsby-browser.js',
      'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
    ]);
    for (const f of files) expect(fs.existsSync(f)).toBe(true);
    expect(Object.values(resolve.alias).every((v) => v === false)).toBe(true);
  });

  it('leaves the other stages (server rendering, develop) alone', () => {
    expect(configFor('build-html')).toEqual([]);
    expect(configFor('develop')).toEqual([]);
  });
});
