/**
 * Guards patches/gatsby-source-filesystem+5.16.0.patch: on `gatsby build` the plugin finds the
 * content folder's files without watching them. Upstream, sourcing always starts chokidar, which
 * sets up a watcher on every folder and file and sends every report through a state machine before
 * its "ready" event, though a build never sees a change after sourcing (the upstream pull request
 * "No file watchers on build", gatsbyjs/gatsby#6207, is not merged). At 10,000 articles that was
 * about a third of "source and transform nodes".
 *
 * The build walk must report exactly the folders and files chokidar reports, so this compares the
 * two on a folder with everything the ignore rules and chokidar's own rules touch: nested folders,
 * dotfiles, the plugin's ignored names, editor swap and backup files, a linked file, a linked
 * folder and a broken link. It fails without the patch (the build then starts chokidar).
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.0 is the plugin's latest release and
 * still watches on build; drop the patch when a release sources without chokidar on build.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writeFileIn } from '../../support/files';

jest.setTimeout(30_000);

/* eslint-disable @typescript-eslint/no-require-imports */
const plugin = require('gatsby-source-filesystem/gatsby-node') as {
  sourceNodes(api: unknown, options: { path: string; name: string }): Promise<unknown>;
};

interface Watcher {
  on(event: string, listener: (path: string) => void): Watcher;
  close(): Promise<void>;
}

/** The chokidar the plugin itself requires (a dependency of it, not of this project). */
const chokidar = require(
  require.resolve('chokidar', {
    paths: [path.dirname(require.resolve('gatsby-source-filesystem/package.json'))],
  }),
) as { watch(dir: string, options: { ignored: string[] }): Watcher };
/* eslint-enable @typescript-eslint/no-require-imports */

/** What the plugin gives chokidar to ignore (gatsby-source-filesystem/gatsby-node.js). */
const PLUGIN_IGNORED = [
  '**/*.un~',
  '**/.DS_Store',
  '**/.gitignore',
  '**/.npmignore',
  '**/.babelrc',
  '**/yarn.lock',
  '**/bower_components',
  '**/node_modules',
  '../**/dist/**',
];

let base: string;
let root: string;

beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'source-walk-'));
  root = path.join(base, 'content');
  for (const rel of [
    'content/articles/guides/first.md',
    'content/articles/guides/.hidden.md',
    'content/articles/guides/.first.md.swp',
    'content/articles/guides/first.md~',
    'content/articles/guides/first.md.un~',
    'content/articles/.DS_Store',
    'content/articles/news/deep/deeper/last.md',
    'content/authors.json',
    'content/.gitignore',
    'content/yarn.lock',
    'content/node_modules/pkg/index.js',
    'content/bower_components/lib/lib.js',
    'content/pictures/cover.png',
    'content/empty/.keep',
    'outside/shared.md',
    'outside-folder/inner/linked.md',
  ])
    writeFileIn(base, rel, 'x');
  fs.symlinkSync(path.join(base, 'outside', 'shared.md'), path.join(root, 'articles', 'shared.md'));
  fs.symlinkSync(path.join(base, 'outside-folder'), path.join(root, 'linked-folder'));
  fs.symlinkSync(path.join(base, 'nowhere.md'), path.join(root, 'broken.md'));
});

afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

/** The paths chokidar reports before "ready", as the plugin watches them in develop. */
async function chokidarPaths(dir: string): Promise<string[]> {
  const watcher = chokidar.watch(dir, { ignored: PLUGIN_IGNORED });
  const paths: string[] = [];
  watcher.on('add', (p: string) => paths.push(p));
  watcher.on('addDir', (p: string) => paths.push(p));
  await new Promise<void>((resolve) => watcher.on('ready', () => resolve()));
  await watcher.close();
  return paths.sort();
}

test('gatsby build sources the same File nodes as chokidar reports, without starting a watcher', async () => {
  const watch = jest.spyOn(chokidar, 'watch');
  const created: string[] = [];
  const previous = process.env.gatsby_executing_command;
  process.env.gatsby_executing_command = 'build';
  try {
    await plugin.sourceNodes(
      {
        actions: {
          createNode: (node: { absolutePath: string }) => created.push(node.absolutePath),
          deleteNode: () => undefined,
        },
        getNode: () => undefined,
        createNodeId: (p: string) => `id:${p}`,
        reporter: {
          panic: (m: string) => Promise.reject(new Error(m)),
          error: () => undefined,
          info: () => undefined,
        },
        cache: { get: () => Promise.resolve(undefined), set: () => Promise.resolve() },
        emitter: { on: () => undefined },
      },
      { path: root, name: 'content' },
    );
    const started = watch.mock.results.map((r) => r.value as Watcher);
    await Promise.all(started.map((w) => w.close()));
    expect(watch).not.toHaveBeenCalled();
  } finally {
    process.env.gatsby_executing_command = previous;
    watch.mockRestore();
  }
  const expected = await chokidarPaths(root);
  // the fixture reaches every rule: something was ignored, the links were followed
  expect(expected).toContain(path.join(root, 'linked-folder', 'inner', 'linked.md'));
  expect(expected).toContain(path.join(root, 'articles', 'shared.md'));
  expect(expected).not.toContain(path.join(root, 'yarn.lock'));
  expect(created.sort()).toEqual(expected);
});
