/**
 * The site's own webpack adjustments (src/node/webpack.ts), whatever the build tuning: in the
 * production browser build, gatsby-remark-images' browser module emptied (the path must exist, or
 * the alias would silently stop applying after an upgrade), the list of the compilation's assets
 * for the pruning step, and the site's name for webpack's chunk global; nothing in other stages.
 */
import fs from 'fs';
import path from 'path';
import { onCreateWebpackConfig, siteEmptiedBrowserModules } from '../../../src/node/webpack';
import { WebpackAssetList } from '../../../src/node/post-build/prune-stale';
import { WEBPACK_CHUNKS_GLOBAL } from '../../../src/domain/frame/deferred-scripts';
import { repoRoot } from '../../support/paths';

function configFor(stage: string): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  const hook = onCreateWebpackConfig as unknown as (args: unknown) => void;
  hook({
    stage,
    actions: {
      setWebpackConfig: (c: Record<string, unknown>) => calls.push(c),
      replaceWebpackConfig: (c: Record<string, unknown>) => calls.push({ replaced: c }),
    },
    getConfig: () => ({ output: { publicPath: '/' }, plugins: [] }),
    store: { getState: () => ({ program: { directory: repoRoot } }) },
  });
  return calls;
}

test("empties gatsby-remark-images' browser module, which exists", () => {
  const [set] = configFor('build-javascript') as [{ resolve: { alias: Record<string, unknown> } }];
  const files = siteEmptiedBrowserModules(repoRoot);
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

test('leaves the server renderer and develop alone', () => {
  for (const stage of ['build-html', 'develop', 'develop-html']) expect(configFor(stage)).toEqual([]);
});
