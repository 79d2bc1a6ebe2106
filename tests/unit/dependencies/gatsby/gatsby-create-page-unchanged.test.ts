/**
 * Guards the unchanged-page part of patches/gatsby+5.16.1.patch. On every build createPage read
 * each page's stored SitePage node (LMDB and msgpack decoding the node with the page's whole
 * context), hashed the new node to compare digests, and sanitised the whole page again. In a warm
 * rebuild at 10,000 articles, where all but one of 11,413 pages are made exactly as before, those
 * three were 3.2 s of createPages' 6.0 s in Gatsby's createPage (docs/performance.md). The patch
 * touches the stored node of a page made exactly as the stored page (its context and every
 * other field) when the datastore holds it, asking the datastore's new `hasNode`, which does not
 * decode; and a context equal to the stored page's, which was sanitised when it was made, is not
 * sanitised again.
 *
 * The first part runs the installed Gatsby's createPage with its store and datastore replaced;
 * the second the installed Gatsby's LMDB datastore in a temporary folder. Both fail when the
 * patch is not applied (the node is read and hashed; the datastore has no `hasNode`).
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.1 is Gatsby's latest release and its
 * dist/redux/actions/public.js still reads and hashes every page's node; drop this part when a
 * release skips pages that did not change some other way.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createPageStoreState } from '../../../support/gatsby-store-state';

interface Page {
  path: string;
  component: string;
  context: unknown;
  matchPath?: string;
}
interface StoredPage extends Record<string, unknown> {
  path: string;
  context: unknown;
}
interface Action {
  type: string;
  contextModified?: boolean;
  payload?: unknown;
}

const pages = new Map<string, StoredPage>();
const state = createPageStoreState(pages);
const stored = { hasNode: true as boolean | undefined };
const getNode = jest.fn((id: string) =>
  stored.hasNode ? { id, children: [], internal: { type: 'SitePage', contentDigest: 'old' } } : undefined,
);
jest.mock('gatsby/dist/redux', () => ({
  store: { getState: () => state, dispatch: () => undefined },
  // the LMDB datastore replaces the store's node reducers and listens to its actions when set up
  replaceReducer: () => undefined,
  emitter: { on: () => undefined },
}));
jest.mock('gatsby/dist/datastore', () => ({
  getNode: (id: string) => getNode(id),
  getDataStore: () => (stored.hasNode === undefined ? {} : { hasNode: () => stored.hasNode as boolean }),
}));

// findChangedPages compares a page with lodash's isEqualWith: counted here
jest.mock('lodash/isEqualWith', () =>
  jest.fn(jest.requireActual<(...args: unknown[]) => boolean>('lodash/isEqualWith')),
);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lodashIsEqualWith = require('lodash/isEqualWith') as jest.Mock;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const publicActions = require('gatsby/dist/redux/actions/public') as {
  actions: { createPage: (page: Page, plugin: { name: string; id?: string }) => Action[] | string };
};
const { actions } = publicActions;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findChangedPages } = require('gatsby/dist/utils/changed-pages') as {
  findChangedPages: (
    oldPages: Map<string, unknown>,
    currentPages: Map<string, unknown>,
  ) => { changedPages: string[]; deletedPages: string[] };
};

const component = '/site/src/templates/article.tsx';
const plugin = { name: 'default-site-plugin', id: 'site' };
const card = (n: number): Record<string, unknown> => ({ id: n, title: `Card ${n}`, path: `/a/${n}/` });
const context = (): Record<string, unknown> => ({
  cards: [card(1), card(2)],
  when: new Date(0),
  sponsored: ['<a href="https://example.com/">x</a>'],
});

function createPage(page: Page): Action[] {
  const result = actions.createPage(page, plugin);
  if (typeof result === 'string') throw new Error(result);
  return result;
}
const pageAction = (list: Action[]): Action => list.find((a) => a.type === 'CREATE_PAGE') as Action;
const nodeAction = (list: Action[]): Action =>
  list.find((a) => a.type === 'CREATE_NODE' || a.type === 'TOUCH_NODE') as Action;

/** Stores what the last build's createPage made of `page`, as Gatsby's pages reducer does. */
function lastBuildMade(page: Page): StoredPage {
  pages.clear();
  const made = pageAction(createPage(page)).payload as StoredPage;
  pages.set(made.path, made);
  getNode.mockClear();
  return made;
}

beforeEach(() => {
  stored.hasNode = true;
});

describe('createPage of a page made exactly as the stored one', () => {
  test('touches the stored node without reading or hashing it', () => {
    lastBuildMade({ path: '/a/', component, context: context() });
    const made = createPage({ path: '/a/', component, context: context() });
    expect(nodeAction(made)).toMatchObject({ type: 'TOUCH_NODE', payload: 'SitePage /a/' });
    expect(made.map((a) => a.type)).toEqual(['CREATE_PAGE', 'TOUCH_NODE']);
    expect(getNode).not.toHaveBeenCalled();
    expect(pageAction(made).contextModified).toBe(false);
  });

  test("stores the page as Gatsby's sanitising would, with the new context object", () => {
    const previous = lastBuildMade({ path: '/a/', component, context: context() });
    const next = context();
    const payload = pageAction(createPage({ path: '/a/', component, context: next })).payload as StoredPage;
    const { updatedAt: _u1, ...before } = previous;
    const { updatedAt: _u2, ...after } = payload;
    expect(after).toEqual(before);
    expect(Object.keys(after)).toEqual(
      Object.keys(before)
        .filter((k) => k !== 'context')
        .concat('context'),
    );
    expect(payload.context).toBe(next);
  });

  test.each<[string, Partial<Page>]>([
    ['another context', { context: { ...context(), cards: [card(1)] } }],
    ['another component', { component: '/site/src/templates/info.tsx' }],
    ['a match path', { matchPath: '/a/*' }],
  ])('makes the node again for %s', (_name, change) => {
    lastBuildMade({ path: '/a/', component, context: context() });
    const made = createPage({ path: '/a/', component, context: context(), ...change });
    const node = nodeAction(made);
    expect(node.type).toBe('CREATE_NODE');
    expect((node.payload as { internal: { contentDigest: string } }).internal.contentDigest).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect(getNode).toHaveBeenCalledWith('SitePage /a/');
  });

  test('makes the node when the datastore does not hold it', () => {
    lastBuildMade({ path: '/a/', component, context: context() });
    stored.hasNode = false;
    expect(nodeAction(createPage({ path: '/a/', component, context: context() })).type).toBe('CREATE_NODE');
  });

  test('asks for the node when the datastore cannot say whether it holds it', () => {
    lastBuildMade({ path: '/a/', component, context: context() });
    stored.hasNode = undefined;
    expect(nodeAction(createPage({ path: '/a/', component, context: context() })).type).toBe('CREATE_NODE');
    expect(getNode).toHaveBeenCalledWith('SitePage /a/');
  });

  test('sanitises a changed context as before', () => {
    lastBuildMade({ path: '/a/', component, context: context() });
    const payload = pageAction(
      createPage({ path: '/a/', component, context: { ...context(), gone: undefined, fn: () => 1 } }),
    ).payload as StoredPage;
    expect(Object.keys(payload.context as object).sort()).toEqual(['cards', 'sponsored', 'when']);
  });
});

describe('findChangedPages after createPage', () => {
  /** findChangedPages over the stored page and what createPage made of `page`, and its comparisons. */
  function changedAfter(page: Page, oldPage = lastBuildMade({ path: '/a/', component, context: context() })) {
    const made = pageAction(createPage(page)).payload as StoredPage;
    lodashIsEqualWith.mockClear();
    const { changedPages } = findChangedPages(new Map([['/a/', oldPage]]), new Map([['/a/', made]]));
    return { changedPages, comparisons: lodashIsEqualWith.mock.calls.length };
  }

  test('does not compare again a page createPage found unchanged', () => {
    expect(changedAfter({ path: '/a/', component, context: context() })).toEqual({
      changedPages: [],
      comparisons: 0,
    });
  });

  test('compares a page createPage found changed, and reports it', () => {
    expect(changedAfter({ path: '/a/', component, context: { cards: [] } })).toEqual({
      changedPages: ['/a/'],
      comparisons: 1,
    });
  });

  test('compares a page found unchanged against another stored page than the one it is given', () => {
    const stored = lastBuildMade({ path: '/a/', component, context: context() });
    const { changedPages, comparisons } = changedAfter(
      { path: '/a/', component, context: context() },
      { ...stored, context: { cards: [] } },
    );
    expect(changedPages).toEqual(['/a/']);
    expect(comparisons).toBe(1);
  });
});

describe("the LMDB datastore's hasNode", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-lmdb-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('holds a node from its creation to its deletion, before and after the writes', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { setupLmdbStore } = require('gatsby/dist/datastore/lmdb/lmdb-datastore') as {
      setupLmdbStore: (o: { dbPath: string }) => {
        hasNode?: (id: string) => boolean;
        getNode: (id: string) => unknown;
        updateDataStore: (action: Action) => void;
        ready: () => Promise<unknown>;
      };
    };
    const store = setupLmdbStore({ dbPath: path.join(dir, 'datastore') });
    expect(typeof store.hasNode).toBe('function');
    const hasNode = (id: string): boolean => (store.hasNode as (id: string) => boolean)(id);
    const node = {
      id: 'SitePage /a/',
      children: [],
      internal: { type: 'SitePage', contentDigest: 'd', counter: 1 },
    };

    expect(hasNode('SitePage /a/')).toBe(false);
    expect(hasNode('')).toBe(false);
    store.updateDataStore({ type: 'CREATE_NODE', payload: node });
    expect(hasNode('SitePage /a/')).toBe(true); // put, not yet written
    await store.ready();
    expect(hasNode('SitePage /a/')).toBe(true);
    store.updateDataStore({ type: 'DELETE_NODE', payload: node });
    expect(hasNode('SitePage /a/')).toBe(false); // removed, not yet written
    await store.ready();
    expect(hasNode('SitePage /a/')).toBe(false);
    expect(store.getNode('SitePage /a/')).toBeUndefined();
  });
});
