/**
 * Guards the createPage part of patches/gatsby+5.16.1.patch. On every build Gatsby's createPage
 * compares each page's context with the previous build's (lodash's `isEqual`) and hashes the page's
 * SitePage node, context included (node-object-hash, which sorts every object's keys). Our contexts
 * are JSON-like data of about 6 KB (cards, trail, sponsored block), and those two calls were about
 * a third of createPages in a warm rebuild at 10,000 articles (docs/performance.md). The patch
 * compares arrays and plain objects itself, answering as `isEqual` does and handing anything else
 * to lodash, and takes the node's digest as one md5 of its JSON.
 *
 * This runs the installed Gatsby's createPage with its store and datastore replaced: the
 * context comparison must agree with `isEqual` on every pair below, must not call lodash for plain
 * data, and the SitePage node's digest must be the md5 of its JSON; the last two fail when the
 * patch is not applied.
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.1 is Gatsby's latest release and its
 * dist/redux/actions/public.js still calls `_.isEqual` and `createContentDigest(node)`; drop this
 * part of the patch when a release compares and hashes page contexts some cheaper way.
 */
import crypto from 'crypto';
import { createPageStoreState } from '../../../support/gatsby-store-state';

/** Gatsby's own lodash (not a dependency of the site), the module its createPage calls. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const _ = require('lodash') as {
  isEqual: (a: unknown, b: unknown) => boolean;
};

interface Page {
  path: string;
  component: string;
  context: unknown;
}

const pages = new Map<string, Page>();
const state = createPageStoreState(pages);
jest.mock('gatsby/dist/redux', () => ({ store: { getState: () => state, dispatch: () => undefined } }));
jest.mock('gatsby/dist/datastore', () => ({ getNode: () => undefined, getDataStore: () => ({}) }));

interface Action {
  type: string;
  contextModified?: boolean;
  payload?: { internal?: { contentDigest: string } } & Record<string, unknown>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { actions } = require('gatsby/dist/redux/actions/public') as {
  actions: { createPage: (page: Page, plugin: { name: string; id?: string }) => Action[] | string };
};

const component = '/site/src/templates/article.tsx';
const plugin = { name: 'default-site-plugin', id: 'site' };

/** createPage's actions for `context` at /a/ after a previous build made /a/ with `previous`. */
function createWith(previous: unknown, context: unknown): Action[] {
  pages.clear();
  pages.set('/a/', { path: '/a/', component, context: previous });
  const result = actions.createPage({ path: '/a/', component, context: context as object }, plugin);
  if (typeof result === 'string') throw new Error(result);
  return result;
}
const contextModified = (previous: unknown, context: unknown): boolean | undefined =>
  createWith(previous, context).find((a) => a.type === 'CREATE_PAGE')?.contextModified;

const card = (n: number): Record<string, unknown> => ({
  id: n,
  title: `Card ${n}`,
  path: `/articles/card-${n}/`,
  picture: n % 2 ? { src: `/static/${n}.avif`, width: 400, height: 225 } : null,
  tags: ['a', 'b'],
});
const deep = (levels: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 0; i < levels; i += 1) value = { next: value };
  return value;
};
/** A deep copy made in this realm (jest's structuredClone makes objects of another realm). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const nullProto = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.assign(Object.create(null) as Record<string, unknown>, fields);
const symbol = Symbol('mark');

// previous context, new context: each compared by the patched createPage and by lodash
const pairs: [string, unknown, unknown][] = [
  ['the same cards', { cards: [card(1), card(2)] }, { cards: [card(1), card(2)] }],
  ['another title', { cards: [card(1)] }, { cards: [{ ...card(1), title: 'Other' }] }],
  ['one card fewer', { cards: [card(1), card(2)] }, { cards: [card(1)] }],
  ['keys in another order', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }],
  ['a key more', { a: 1 }, { a: 1, b: 2 }],
  ['a key renamed', { a: 1, b: 2 }, { a: 1, c: 2 }],
  ['undefined against missing', { a: 1, b: undefined }, { a: 1 }],
  ['undefined against undefined', { a: undefined }, { a: undefined }],
  ['null against undefined', { a: null }, { a: undefined }],
  ['NaN against NaN', { n: NaN }, { n: NaN }],
  ['0 against -0', { n: 0 }, { n: -0 }],
  ['a number against its string', { n: 1 }, { n: '1' }],
  ['an array against an object', { v: [1] }, { v: { 0: 1 } }],
  ['an empty array against an empty object', { v: [] }, { v: {} }],
  ['a sparse array', { v: [1, , 3] }, { v: [1, undefined, 3] }], // eslint-disable-line no-sparse-arrays
  ['equal dates', { d: new Date(0) }, { d: new Date(0) }],
  ['other dates', { d: new Date(0) }, { d: new Date(1) }],
  ['a date against its text', { d: new Date(0) }, { d: new Date(0).toISOString() }],
  ['a boxed number against a number', { n: Object(1) }, { n: 1 }],
  ['null-prototype objects', { o: nullProto({ a: 1 }) }, { o: { a: 1 } }],
  ['symbol keys', { o: { [symbol]: 1, a: 1 } }, { o: { [symbol]: 2, a: 1 } }],
  ['maps', { m: new Map([['a', 1]]) }, { m: new Map([['a', 1]]) }],
  ['other maps', { m: new Map([['a', 1]]) }, { m: new Map([['a', 2]]) }],
  ['nested 200 deep', deep(200), deep(200)],
];

test.each(pairs)("createPage's context comparison agrees with lodash's isEqual: %s", (_name, a, b) => {
  expect(contextModified(a, b)).toBe(!_.isEqual(a, b));
});

test('plain contexts are compared without lodash, and a change is still seen', () => {
  const previous = { cards: [card(1), card(2), card(3)], trail: [{ label: 'Home', path: '/' }] };
  const isEqual = jest.spyOn(_, 'isEqual');
  try {
    expect(contextModified(previous, copy(previous))).toBe(false);
    expect(contextModified(previous, { ...previous, trail: [] })).toBe(true);
    const contextCalls = isEqual.mock.calls.filter(
      ([a, b]) => typeof a === 'object' && a !== null && typeof b === 'object' && b !== null,
    );
    // Gatsby also compares the page's slices ({} against {}): those calls are not the context's
    expect(contextCalls.filter(([a]) => Object.keys(a as object).length > 0)).toEqual([]);
  } finally {
    isEqual.mockRestore();
  }
});

test("a SitePage node's digest is the md5 of its JSON, the same for the same page", () => {
  const context = { cards: [card(1), card(2)] };
  const nodeAction = (c: unknown): NonNullable<Action['payload']> => {
    const action = createWith(c, c).find((a) => a.type === 'CREATE_NODE' || a.type === 'TOUCH_NODE');
    if (!action?.payload) throw new Error('createPage made no SitePage node');
    return action.payload;
  };
  const node = nodeAction(context);
  const { internal, id, ...hashed } = node;
  expect(id).toBe('SitePage /a/');
  expect(internal?.contentDigest).toBe(crypto.createHash('md5').update(JSON.stringify(hashed)).digest('hex'));
  expect(nodeAction(copy(context)).internal?.contentDigest).toBe(internal?.contentDigest);
  expect(nodeAction({ cards: [card(2)] }).internal?.contentDigest).not.toBe(internal?.contentDigest);
});
