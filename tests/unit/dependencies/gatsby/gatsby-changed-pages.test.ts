/**
 * Guards the changed-pages part of patches/gatsby+5.16.1.patch. After createPages, on every
 * build, Gatsby compares every page with its previous version (`findChangedPages`) by lodash's
 * `isEqualWith`, with a customizer that calls any `updatedAt` equal. Our page contexts are JSON-like
 * data of about 6 KB, and that comparison was "Checking for changed pages", 0.8-1.3 s of a warm
 * rebuild at 10,000 articles. The patch compares with createPage's patched comparison (arrays and
 * plain objects walked directly, anything else handed to lodash with the same customizer).
 *
 * This runs the installed Gatsby's findChangedPages: its answer must agree with lodash's
 * `isEqualWith` on every pair below, and plain pages must be compared without lodash; the last
 * fails when the patch is not applied.
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.1 is Gatsby's latest release and its
 * dist/utils/changed-pages.js still calls `isEqualWith` on whole pages; drop this part of the
 * patch when a release compares pages some cheaper way.
 */
export {}; // a module: its names stay its own

const lodashCalls: unknown[] = [];
jest.mock('lodash/isEqualWith', () => {
  const actual = jest.requireActual('lodash/isEqualWith') as (...args: unknown[]) => boolean;
  return (...args: unknown[]) => {
    lodashCalls.push(args[0]);
    return actual(...args);
  };
});
jest.mock('gatsby/dist/redux', () => ({ store: { getState: () => ({}), dispatch: () => undefined } }));
jest.mock('gatsby/dist/datastore', () => ({ getNode: () => undefined, getDataStore: () => ({}) }));

const isEqualWith = jest.requireActual('lodash/isEqualWith') as (
  a: unknown,
  b: unknown,
  customizer: (x: unknown, y: unknown, key: unknown) => boolean | undefined,
) => boolean;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findChangedPages } = require('gatsby/dist/utils/changed-pages') as {
  findChangedPages: (
    oldPages: Map<string, unknown>,
    currentPages: Map<string, unknown>,
  ) => { changedPages: string[]; deletedPages: string[] };
};

/** What Gatsby 5.16.1 itself asks of two pages. */
const upstreamSame = (a: unknown, b: unknown): boolean =>
  isEqualWith(a, b, (_x, _y, key) => key === 'updatedAt' || undefined);

const page = (context: unknown, updatedAt = 1): Record<string, unknown> => ({
  internalComponentName: 'Component/a/',
  path: '/a/',
  component: '/site/src/templates/article.tsx',
  componentChunkName: 'component---src-templates-article-tsx',
  isCreatedByStatefulCreatePages: false,
  context,
  updatedAt,
  slices: {},
  pluginCreatorId: 'site',
  mode: 'SSG',
});
const card = (n: number): Record<string, unknown> => ({
  id: n,
  title: `Card ${n}`,
  picture: n % 2 ? { src: `/static/${n}.avif`, width: 400 } : null,
});
const deep = (levels: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 0; i < levels; i += 1) value = { next: value };
  return value;
};
const nullProto = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.assign(Object.create(null) as Record<string, unknown>, fields);

// previous page, new page
const pairs: [string, unknown, unknown][] = [
  ['the same page', page({ cards: [card(1)] }), page({ cards: [card(1)] })],
  ['only updatedAt differs', page({ a: 1 }, 1), page({ a: 1 }, 2)],
  ['an updatedAt inside the context differs', page({ updatedAt: 1 }), page({ updatedAt: 2 })],
  [
    'an updatedAt deep in the context differs',
    page({ c: [{ updatedAt: 'x' }] }),
    page({ c: [{ updatedAt: 'y' }] }),
  ],
  ['updatedAt on one side only', page({ a: 1, updatedAt: 1 }), page({ a: 1, b: 1 })],
  ['another card title', page({ cards: [card(1)] }), page({ cards: [{ ...card(1), title: 'Other' }] })],
  ['a card fewer', page({ cards: [card(1), card(2)] }), page({ cards: [card(1)] })],
  ['keys in another order', page({ a: 1, b: 2 }), page({ b: 2, a: 1 })],
  ['undefined against missing', page({ a: 1, b: undefined }), page({ a: 1 })],
  ['NaN and -0', page({ n: NaN, z: 0 }), page({ n: NaN, z: -0 })],
  ['an array against an object', page({ v: [1] }), page({ v: { 0: 1 } })],
  ['a sparse array', page({ v: [1, , 3] }), page({ v: [1, undefined, 3] })], // eslint-disable-line no-sparse-arrays
  ['dates', page({ d: new Date(0) }), page({ d: new Date(0) })],
  ['other dates', page({ d: new Date(0) }), page({ d: new Date(1) })],
  ['null-prototype objects', page({ o: nullProto({ a: 1 }) }), page({ o: { a: 1 } })],
  [
    'maps with an updatedAt key',
    page({ m: new Map([['updatedAt', 1]]) }),
    page({ m: new Map([['updatedAt', 2]]) }),
  ],
  ['nested 200 deep', page(deep(200)), page(deep(200))],
  ['another component', page({}), { ...page({}), component: '/site/src/templates/info.tsx' }],
];

test.each(pairs)("findChangedPages agrees with Gatsby's own comparison: %s", (_name, before, after) => {
  const { changedPages } = findChangedPages(new Map([['/a/', before]]), new Map([['/a/', after]]));
  expect(changedPages.length === 0).toBe(upstreamSame(after, before));
});

test('new and deleted pages are still reported', () => {
  const result = findChangedPages(new Map([['/old/', page({})]]), new Map([['/new/', page({})]]));
  expect(result).toEqual({ changedPages: ['/new/'], deletedPages: ['/old/'] });
});

test('plain pages are compared without lodash, and a change is still seen', () => {
  lodashCalls.length = 0;
  const before = new Map([
    ['/a/', page({ cards: [card(1), card(2)] })],
    ['/b/', page({ cards: [card(3)] })],
  ]);
  const after = new Map([
    ['/a/', page({ cards: [card(1), card(2)] }, 5)],
    ['/b/', page({ cards: [card(4)] }, 5)],
  ]);
  expect(findChangedPages(before, after).changedPages).toEqual(['/b/']);
  expect(lodashCalls).toEqual([]);
});
