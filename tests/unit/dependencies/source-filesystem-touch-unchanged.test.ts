/**
 * Guards the second half of patches/gatsby-source-filesystem+5.16.0.patch: on `gatsby build` a
 * file whose node the last build made, and whose content digest is unchanged, is touched instead
 * of being made again. Upstream, the plugin builds every File node afresh (stat, path parsing,
 * sizes and dates) and hands it to createNode, which sanitises and validates it, reads the stored
 * node and, the digests being equal, only touches it: most of "source and transform nodes" in a
 * rebuild of an unchanged folder (at 10,000 articles the step took 7.5-9.3 s before, 5.7-6.8 s after).
 *
 * What Gatsby ends with must not change: a file is touched exactly when createNode would have
 * touched it (the digest createFileNode gives now equals the stored node's), everything else
 * goes through createNode, and a deleted file's node is left untouched for Gatsby's stale-node
 * clean-up, as before. The test runs the plugin's build sourcing against a node store that
 * behaves as Gatsby's does, over a first build, a rebuild with nothing changed and a rebuild
 * after edits, and fails without the patch (nothing is ever touched).
 *
 * Which upgrade makes the patch unnecessary: none yet (gatsby-source-filesystem 5.16.0 is the
 * latest release); drop it when the plugin skips unchanged files on build.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writeFileIn } from '../../support/files';

/* eslint-disable @typescript-eslint/no-require-imports */
const plugin = require('gatsby-source-filesystem/gatsby-node') as {
  sourceNodes(api: unknown, options: { path: string; name: string }): Promise<unknown>;
};
const { createFileNode } = require('gatsby-source-filesystem/create-file-node') as {
  createFileNode(
    file: string,
    createNodeId: (p: string) => string,
    options: object,
    cache: Cache,
  ): Promise<FileNode>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

interface FileNode {
  id: string;
  absolutePath: string;
  internal: { type: string; contentDigest: string };
}
interface Cache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

let base: string;
let root: string;
/** Gatsby's node store between builds, and its plugin cache (LMDB in Gatsby, a map here). */
const store = new Map<string, FileNode>();
const cacheData = new Map<string, unknown>();
const cache: Cache = {
  get: (key) => Promise.resolve(cacheData.get(key)),
  set: (key, value) => {
    cacheData.set(key, value);
    return Promise.resolve();
  },
};
const createNodeId = (p: string): string => `id:${p}`;
const options = { path: '', name: 'content' };

beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'source-touch-'));
  root = path.join(base, 'content');
  options.path = root;
  for (const rel of [
    'articles/a.md',
    'articles/b.md',
    'articles/deep/d.md',
    'authors.json',
    'pictures/p.png',
  ])
    writeFileIn(root, rel, `text of ${rel}`);
});

afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

/**
 * One build's sourcing: the paths handed to createNode (`given`), those it stored (`created`),
 * and the files touched, by createNode or by touchNode (`touched`).
 */
async function sourceOnce(): Promise<{ given: string[]; created: string[]; touched: string[] }> {
  const given: string[] = [];
  const created: string[] = [];
  const touched: string[] = [];
  const previous = process.env.gatsby_executing_command;
  process.env.gatsby_executing_command = 'build';
  try {
    await plugin.sourceNodes(
      {
        actions: {
          // Gatsby's createNode: a node with the stored digest is only touched, else stored
          createNode: (node: FileNode) => {
            given.push(node.absolutePath);
            const old = store.get(node.id);
            if (old && old.internal.contentDigest === node.internal.contentDigest)
              touched.push(node.absolutePath);
            else {
              created.push(node.absolutePath);
              store.set(node.id, node);
            }
          },
          touchNode: (node: FileNode) => touched.push(node.absolutePath),
          deleteNode: () => undefined,
        },
        getNode: (id: string) => store.get(id),
        createNodeId,
        reporter: {
          panic: (m: string) => Promise.reject(new Error(m)),
          error: () => undefined,
          info: () => undefined,
        },
        cache,
        emitter: { on: () => undefined },
      },
      options,
    );
  } finally {
    process.env.gatsby_executing_command = previous;
  }
  return { given: given.sort(), created: created.sort(), touched: touched.sort() };
}

/** The files createNode would only touch now: those whose fresh node has the stored digest. */
async function unchangedByGatsby(files: string[]): Promise<string[]> {
  const same: string[] = [];
  for (const file of files) {
    const fresh = await createFileNode(file, createNodeId, options, cache);
    if (store.get(fresh.id)?.internal.contentDigest === fresh.internal.contentDigest) same.push(file);
  }
  return same.sort();
}

const files = (...rels: string[]): string[] => rels.map((r) => path.join(root, r)).sort();
const folders = (): string[] => files('', 'articles', 'articles/deep', 'pictures');

test('a rebuild touches the unchanged files without making their nodes, exactly as createNode would', async () => {
  const all = files('articles/a.md', 'articles/b.md', 'articles/deep/d.md', 'authors.json', 'pictures/p.png');

  // first build: every file and folder is made
  const first = await sourceOnce();
  expect(first.created).toEqual([...all, ...folders()].sort());
  expect(first.touched).toEqual([]);

  // nothing changed: every file touched (createNode would have touched them too), folders as before
  expect(await unchangedByGatsby(all)).toEqual(all);
  const second = await sourceOnce();
  expect(second.touched.filter((p) => !folders().includes(p))).toEqual(all);
  // and none of them made again: createNode was given the folders only
  expect(second.given).toEqual(folders());

  // an edit, a save without a change (new modification time, same text), a new file, a deletion
  const later = new Date(Date.now() + 5_000);
  fs.writeFileSync(path.join(root, 'articles/a.md'), 'edited text');
  fs.utimesSync(path.join(root, 'articles/a.md'), later, later);
  fs.utimesSync(path.join(root, 'articles/b.md'), later, later);
  writeFileIn(root, 'articles/c.md', 'a new article');
  fs.rmSync(path.join(root, 'articles/deep/d.md'));
  const now = files('articles/a.md', 'articles/b.md', 'articles/c.md', 'authors.json', 'pictures/p.png');
  const expectedTouched = await unchangedByGatsby(now);
  expect(expectedTouched).toEqual(files('articles/b.md', 'authors.json', 'pictures/p.png'));

  const third = await sourceOnce();
  expect(third.touched.filter((p) => !folders().includes(p))).toEqual(expectedTouched);
  expect(third.created.filter((p) => !folders().includes(p))).toEqual(
    files('articles/a.md', 'articles/c.md'),
  );
  expect(third.given).toEqual([...folders(), ...files('articles/a.md', 'articles/c.md')].sort());
  // the deleted file's node is neither made nor touched: Gatsby's stale-node clean-up deletes it
  expect([...third.created, ...third.touched]).not.toContain(path.join(root, 'articles/deep/d.md'));
});
