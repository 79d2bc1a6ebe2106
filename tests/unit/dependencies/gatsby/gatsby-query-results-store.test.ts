/**
 * Guards the query-results part of patches/gatsby+5.16.1.patch (utils/cache-lmdb.js and
 * utils/page-data.js). Gatsby kept every page's query result in the LMDB environment that the
 * plugins' caches share (`.cache/caches-lmdb`). The main process reads every result back when it
 * writes page-data.json, and reading a memory-mapped file maps the pages around each value as
 * well: in the shared file those were gatsby-transformer-remark's cached ASTs and HTML, so the
 * whole file became resident in the main process (docs/performance.md, "What each technique
 * buys"). The patch gives the results an environment of their own beside it, and reads a page's
 * result from the shared one when its own lacks it: a cache made before the patch keeps the
 * results of pages whose queries do not run again.
 *
 * The same file's G16 (patches/README.md): a result not found is read again from a renewed
 * snapshot, after short waits, before the build stops. lmdb-js reads through one snapshot per
 * event turn, so a result a worker committed after the turn's first read was not seen and the
 * build stopped at random (gatsbyjs/gatsby#35865).
 *
 * This runs the installed Gatsby's page-data and cache modules in a temporary site folder. The
 * first test fails without G9 (the results go into the shared environment); the two tests of a
 * late result fail without G16.
 *
 * Which upgrade makes the patch unnecessary: none yet; 5.16.1 is Gatsby's latest release and its
 * dist/utils/page-data.js still stores the results in the shared cache environment.
 */
import { execFileSync, spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

interface RootStore {
  close: () => Promise<void>;
}
interface CacheModule {
  default: new (options: { name: string; encoding?: string }) => {
    init: () => { set: (key: string, value: unknown) => Promise<unknown> };
  };
  resetCache: () => Promise<void>;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-query-results-'));
// where Gatsby's cache module puts its environments (read when the module loads)
(globalThis as { __GATSBY?: { root: string } }).__GATSBY = { root };
jest.mock('gatsby/dist/redux', () => ({
  store: { getState: () => ({}), dispatch: () => undefined },
  emitter: { on: () => undefined },
}));

/* eslint-disable @typescript-eslint/no-require-imports */
const pageData = require('gatsby/dist/utils/page-data') as {
  savePageQueryResult: (pagePath: string, result: string) => Promise<void>;
  waitUntilPageQueryResultsAreStored: () => Promise<unknown>;
  readPageQueryResult: (pagePath: string) => Promise<string>;
};
const cacheModule = require('gatsby/dist/utils/cache-lmdb') as CacheModule;
/* eslint-enable @typescript-eslint/no-require-imports */

const openStores = (): Map<string, RootStore> =>
  (globalThis as { __GATSBY_OPEN_ROOT_LMDBS?: Map<string, RootStore> }).__GATSBY_OPEN_ROOT_LMDBS ?? new Map();
// Gatsby names its test environments by jest worker
const shared = path.join(
  root,
  '.cache',
  `caches-lmdb-${process.env.FORCE_TEST_DATABASE_ID ?? process.env.JEST_WORKER_ID}`,
);
const ownPath = `${shared}-query-results`;
/** The named databases of an LMDB environment, read by another process (as a build's workers do). */
const databasesIn = (storePath: string): string[] =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '-e',
        `const { open } = require('lmdb'); const env = open({ path: ${JSON.stringify(storePath)}, readOnly: true }); process.stdout.write(JSON.stringify([...env.getKeys()]))`,
      ],
      { encoding: 'utf8' },
    ),
  ) as string[];

/** A script for another process that stores one page's result, as a build's worker does. */
const storeScript = (pagePath: string, result: string): string =>
  `globalThis.__GATSBY = { root: ${JSON.stringify(root)} };
  const Cache = require('gatsby/dist/utils/cache-lmdb').default;
  new Cache({ name: 'internal-tmp-query-results', encoding: 'string', ownStore: true })
    .init().set(${JSON.stringify(pagePath)}, ${JSON.stringify(result)}).then(() => process.exit(0));`;

afterAll(async () => {
  await Promise.all([...openStores().values()].map((store) => store.close()));
  openStores().clear();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("Gatsby's page query results", () => {
  test('are stored in an LMDB environment of their own, apart from the plugins’ caches', async () => {
    await pageData.savePageQueryResult('/a/', '{"data":{"n":1}}');
    await pageData.waitUntilPageQueryResultsAreStored();
    await expect(pageData.readPageQueryResult('/a/')).resolves.toBe('{"data":{"n":1}}');
    expect([...openStores().keys()]).toEqual([ownPath]);
    expect(fs.existsSync(path.join(ownPath, 'data.mdb'))).toBe(true);
    // Gatsby's cache opens its environments with a database named "root" in them
    expect(databasesIn(ownPath)).toEqual(['internal-tmp-query-results', 'root']);
  });

  test('while a plugin’s cache stays in the shared environment', async () => {
    await new cacheModule.default({ name: 'some-plugin' }).init().set('k', { v: 1 });
    expect(databasesIn(shared)).toEqual(['root', 'some-plugin']);
    expect(databasesIn(ownPath)).toEqual(['internal-tmp-query-results', 'root']);
  });

  test('a result stored before the patch, in the shared environment, is still read', async () => {
    await new cacheModule.default({ name: 'internal-tmp-query-results', encoding: 'string' })
      .init()
      .set('/kept/', '{"data":{"n":2}}');
    await expect(pageData.readPageQueryResult('/kept/')).resolves.toBe('{"data":{"n":2}}');
  });

  test('a result another process stored after this event turn’s first read is found', async () => {
    // a read takes lmdb-js's snapshot for the rest of the event turn (kriszyp/lmdb-js#250)
    await expect(pageData.readPageQueryResult('/a/')).resolves.toBe('{"data":{"n":1}}');
    // a worker stores its result meanwhile, in the same turn (execFileSync blocks it)
    execFileSync(process.execPath, ['-e', storeScript('/late/', '{"data":{"n":3}}')]);
    await expect(pageData.readPageQueryResult('/late/')).resolves.toBe('{"data":{"n":3}}');
  });

  test('a result stored a moment after the first read is waited for', async () => {
    const writer = spawn(process.execPath, [
      '-e',
      `setTimeout(() => { ${storeScript('/later/', '{"data":{"n":4}}')} }, 300)`,
    ]);
    const exited = new Promise((resolve) => writer.on('exit', resolve));
    await expect(pageData.readPageQueryResult('/later/')).resolves.toBe('{"data":{"n":4}}');
    await expect(exited).resolves.toBe(0);
  });

  test('a result never stored still stops the build, after the waits', async () => {
    await expect(pageData.readPageQueryResult('/never/')).rejects.toThrow(
      /Couldn't find temp query result for "\/never\/"/,
    );
  }, 20_000);

  test("and Gatsby's cache reset empties both", async () => {
    await cacheModule.resetCache();
    expect(openStores().size).toBe(0);
    expect(fs.readdirSync(shared)).toEqual([]);
    expect(fs.readdirSync(ownPath)).toEqual([]);
  });
});
