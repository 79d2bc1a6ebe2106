/**
 * Guards the schema part of patches/gatsby+5.16.1.patch. Before each schema build Gatsby reads
 * every node of every type to collect the facts its type inference needs, and its metadata reducer
 * then drops the nodes of types whose inference is off (`@dontInfer`: MarkdownRemark, File and
 * SitePage here, src/node/content/schema.ts). On a warm build at 10,000 articles that read and
 * decoded some 31,000 nodes for nothing. The patch leaves out those types before reading.
 *
 * This runs the installed Gatsby's schema build with its store, datastore and schema composer
 * replaced: the nodes of a type with inference are read and their metadata dispatched, those of
 * an ignored type are not read. It fails when the patch is not applied.
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.1 is Gatsby's latest release and its
 * dist/schema/index.js still iterates every type; drop this part of the patch when a release
 * skips ignored types (this test then passes without it).
 */
export {}; // a module: its names stay its own

const read: string[] = [];
const dispatched: { type: string; payload?: { typeName?: string } }[] = [];
const typeMap: Record<string, { ignored?: boolean }> = {
  MarkdownRemark: { ignored: true },
  SitePage: { ignored: true },
  Author: {},
};

jest.mock('gatsby/dist/redux', () => ({
  store: {
    getState: () => ({
      inferenceMetadata: { typeMap },
      schemaCustomization: { types: [], fieldExtensions: {}, thirdPartySchemas: [], printConfig: null },
      config: { mapping: {} },
      program: { directory: '/site' },
    }),
    dispatch: (action: { type: string; payload?: { typeName?: string } }) => dispatched.push(action),
  },
}));
jest.mock('gatsby/dist/datastore', () => ({
  getTypes: () => ['Author', 'MarkdownRemark', 'SitePage'],
  getDataStore: () => ({
    ready: () => Promise.resolve(),
    iterateNodesByType: function* (type: string) {
      read.push(type);
      yield { id: `${type} 1`, internal: { type } };
    },
  }),
}));
jest.mock('gatsby/dist/utils/engines-helpers', () => ({ shouldPrintEngineSnapshot: () => false }));
jest.mock('gatsby/dist/schema/schema', () => ({ buildSchema: () => Promise.resolve({}) }));
jest.mock('gatsby/dist/schema/schema-composer', () => ({ createSchemaComposer: () => ({}) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const schema = require('gatsby/dist/schema') as {
  build: (args: { parentSpan?: unknown }) => Promise<void>;
};

test("Gatsby's schema build reads no node of a type whose inference is off", async () => {
  await schema.build({});
  expect(read).toEqual(['Author']);
  const metadataFor = dispatched
    .filter((a) => a.type === 'BUILD_TYPE_METADATA')
    .map((a) => a.payload?.typeName);
  expect(metadataFor).toEqual(['Author']);
  expect(dispatched.map((a) => a.type)).toContain('SET_SCHEMA');
});
