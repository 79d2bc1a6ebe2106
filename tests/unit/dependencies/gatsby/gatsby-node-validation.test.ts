/**
 * Guards the createNode part of patches/gatsby+5.16.1.patch. Gatsby's createNode validated every
 * node with Joi's `nodeSchema` (dist/joi-schemas/joi.js): about a second of a build's CPU at
 * 10,000 articles, for the File and MarkdownRemark nodes of every build (docs/performance.md).
 * The patch first runs plain checks that only a node the schema accepts can pass, and asks Joi
 * about every other node, so Joi's answer and message stay Gatsby's.
 *
 * This runs the installed Gatsby's createNode with its store and datastore replaced: on every node
 * below it must reject exactly what Joi's schema rejects, and for an ordinary node it must not
 * call Joi (that part fails when the patch is not applied).
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.1 is Gatsby's latest release and its
 * dist/redux/actions/public.js still validates each node with Joi; drop this part of the patch
 * when a release validates nodes some cheaper way.
 */
export {}; // a module: its names stay its own

const dispatched: { type: string }[] = [];
jest.mock('gatsby/dist/redux', () => ({
  store: { getState: () => ({ status: {}, program: {} }), dispatch: () => undefined },
}));
jest.mock('gatsby/dist/datastore', () => ({
  getNode: () => undefined,
  getDataStore: () => ({ ready: () => Promise.resolve() }),
}));
jest.mock('gatsby/dist/utils/api-runner-node', () => () => null);
jest.mock('gatsby-cli/lib/reporter', () => ({
  error: () => undefined,
  warn: () => undefined,
  panic: (message: unknown) => {
    throw new Error(String(message));
  },
  stripIndent: (s: string) => s,
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { actions } = require('gatsby/dist/redux/actions/public') as {
  actions: {
    createNode: (
      node: Record<string, unknown>,
      plugin: { name: string },
    ) => (dispatch: (action: unknown) => void) => Promise<unknown>;
  };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nodeSchema } = require('gatsby/dist/joi-schemas/joi') as {
  nodeSchema: { validate: (node: unknown) => { error?: unknown } };
};

const plugin = { name: 'gatsby-source-filesystem' };

/** True when createNode refused `node` as invalid (it throws for a node that sets `fields`). */
function refused(node: Record<string, unknown>): boolean {
  dispatched.length = 0;
  try {
    void actions.createNode(
      node,
      plugin,
    )((action) => {
      for (const a of [action].flat() as { type: string }[]) dispatched.push(a);
    });
  } catch (e) {
    if (!/reserved field "fields"/.test(String(e))) throw e;
    return false;
  }
  return dispatched.some((a) => a.type === 'VALIDATION_ERROR');
}

/** What Joi's schema says of the node as createNode sees it (children, parent and owner filled in). */
function joiRefuses(node: Record<string, unknown>): boolean {
  const copy: Record<string, unknown> = { ...node };
  const internal = (copy.internal ?? {}) as Record<string, unknown>;
  copy.internal = { ...internal, owner: plugin.name };
  if (!Array.isArray(copy.children) && !copy.array) copy.children = [];
  if (!copy.parent) copy.parent = null;
  return nodeSchema.validate(copy).error !== undefined;
}

const node = (
  fields: Record<string, unknown> = {},
  internal: Record<string, unknown> = {},
): Record<string, unknown> => ({
  id: 'node-1',
  children: [],
  parent: null,
  ...fields,
  internal: { type: 'Thing', contentDigest: 'abc123', ...internal },
});

const cases: [string, Record<string, unknown>][] = [
  ['an ordinary node', node()],
  ['one with children and a parent', node({ children: ['a', 'b'], parent: 'p' })],
  ['other fields of its own', node({ title: 'T', frontmatter: { a: 1 } })],
  ['an empty id', node({ id: '' })],
  ['a number for id', node({ id: 5 })],
  ['no id', node({ id: undefined })],
  ['an empty child id', node({ children: [''] })],
  ['an object as child', node({ children: [{}] })],
  ['children not in an array', node({ children: 'a' })],
  ['a hole among the children', node({ children: [undefined, 'a'] })],
  ['an empty parent', node({ parent: '' })],
  ['a number for parent', node({ parent: 5 })],
  ['an unknown internal field', node({}, { extra: 'x' })],
  ['an empty media type', node({}, { mediaType: '' })],
  ['a media type', node({}, { mediaType: 'text/markdown' })],
  ['an undefined media type', node({}, { mediaType: undefined })],
  ['empty content', node({}, { content: '' })],
  ['a counter', node({}, { counter: 3 })],
  ['a counter of NaN', node({}, { counter: NaN })],
  ['an infinite counter', node({}, { counter: Infinity })],
  ['an unsafe counter', node({}, { counter: 2 ** 60 })],
  ['a counter as text', node({}, { counter: '3' })],
  ['ignoreType as text', node({}, { ignoreType: 'true' })],
  ['ignoreType', node({}, { ignoreType: true })],
  ['no content digest', node({}, { contentDigest: undefined })],
  ['an empty content digest', node({}, { contentDigest: '' })],
  ['no type', node({}, { type: undefined })],
  ['field owners', node({}, { fieldOwners: {} })],
  ['field owners in an array', node({}, { fieldOwners: [] })],
  ['an empty content file path', node({}, { contentFilePath: '' })],
  ['a description', node({}, { description: 'File "a.md"' })],
  ['fields set by the creator', node({ fields: { a: 1 } })],
  ['fields that are text', node({ fields: 'x' })],
];

test.each(cases)('createNode refuses a node exactly when Joi does: %s', (_name, n) => {
  expect(refused(structuredCopy(n))).toBe(joiRefuses(structuredCopy(n)));
});

test('an ordinary node is accepted without asking Joi', () => {
  const validate = jest.spyOn(nodeSchema, 'validate');
  try {
    expect(refused(node({ children: ['a'] }, { mediaType: 'text/markdown', description: 'x' }))).toBe(false);
    expect(validate).not.toHaveBeenCalled();
    expect(refused(node({ id: '' }))).toBe(true);
    expect(validate).toHaveBeenCalledTimes(1);
  } finally {
    validate.mockRestore();
  }
});

/** A copy of a case (createNode fills in fields of the node it is given). */
function structuredCopy(n: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...n };
  if (n.internal && typeof n.internal === 'object') copy.internal = { ...n.internal };
  if (Array.isArray(n.children)) copy.children = [...(n.children as unknown[])];
  return copy;
}
