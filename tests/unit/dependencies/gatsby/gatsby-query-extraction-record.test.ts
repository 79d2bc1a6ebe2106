/**
 * Guards the query-extraction part of patches/gatsby+5.16.1.patch. On every build Gatsby's
 * "extract queries from components" reads every file of src/ and of the gatsby plugins and parses
 * it with Babel to look for GraphQL (285 files here, 2.4-3.2 s of a warm rebuild), though only a
 * few hold a query. It keeps what a file gave by the md5 of its path and text, but in memory only,
 * so every build started from nothing. The patch keeps, in .cache, what a file without GraphQL and
 * without Slice elements gave (whether it exports getServerData, config or Head) and a later
 * build reads it instead of parsing the file; files with queries, slices or a parse problem are
 * parsed on every build, and nothing is recorded when a plugin preprocesses source.
 *
 * This runs the installed Gatsby's file parser with its store and API runner replaced, one fresh
 * module registry per "build", and counts Babel parses. It fails when the patch is not applied.
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.1 is Gatsby's latest release and its
 * dist/query/file-parser.js keeps its results in memory only. Drop this part when a release keeps
 * them across builds (this test then passes without it).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writeFileIn } from '../../../support/files';

interface Action {
  type: string;
  payload?: { componentPath?: string; Head?: boolean };
}
interface Parser {
  parseFiles(files: string[], addError: (e: unknown) => void): Promise<{ filePath: string; text: string }[]>;
}

let site: string;
let parsed: string[] = [];
let dispatched: Action[] = [];
let plugins: { name: string; nodeAPIs: string[] }[] = [];

jest.mock('gatsby/dist/redux', () => ({
  store: {
    getState: () => ({ program: { directory: site }, flattenedPlugins: plugins }),
    dispatch: (action: Action) => dispatched.push(action),
  },
}));
jest.mock('gatsby/dist/redux/actions', () => {
  const action = (type: string) => (payload: unknown) => ({ type, payload });
  return {
    actions: {
      queryExtractionGraphQLError: action('QUERY_EXTRACTION_GRAPHQL_ERROR'),
      queryExtractedBabelSuccess: action('QUERY_EXTRACTED_BABEL_SUCCESS'),
      queryExtractionBabelError: action('QUERY_EXTRACTION_BABEL_ERROR'),
    },
  };
});
jest.mock('gatsby/dist/utils/api-runner-node', () => () => Promise.resolve([]));
jest.mock('gatsby/dist/utils/babel-parse-to-ast', () => {
  const actual = jest.requireActual('gatsby/dist/utils/babel-parse-to-ast');
  return {
    ...actual,
    babelParseToAst: (contents: string, file: string) => {
      parsed.push(path.basename(file));
      return actual.babelParseToAst(contents, file);
    },
  };
});

const PLAIN =
  "import * as React from 'react';\n" +
  'export const Head = (): JSX.Element => <title>Plain</title>;\n' +
  'export default function Plain(): JSX.Element {\n  return <p>no query here</p>;\n}\n';
const WITH_QUERY =
  "import * as React from 'react';\nimport { graphql } from 'gatsby';\n" +
  'export const query = graphql`\n  query WithQuery {\n    site {\n      id\n    }\n  }\n`;\n' +
  'export default function WithQuery(): JSX.Element {\n  return <p>a query</p>;\n}\n';
const BROKEN = "import * as React from 'react';\nexport const Head = () => <title>Broken</title\n";

/** One build's query extraction, with Gatsby's modules (and its in-memory cache) loaded afresh. */
async function extract(files: string[]): Promise<{ texts: string[]; errors: unknown[] }> {
  parsed = [];
  dispatched = [];
  const errors: unknown[] = [];
  let FileParser!: new () => Parser;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    FileParser = require('gatsby/dist/query/file-parser').default;
  });
  const docs = await new FileParser().parseFiles(
    files.map((f) => path.join(site, f)),
    (e) => errors.push(e),
  );
  return { texts: docs.map((d) => d.text.trim()).sort(), errors };
}
const headOf = (file: string): boolean | undefined =>
  dispatched.find(
    (a) => a.type === 'SET_COMPONENT_FEATURES' && a.payload?.componentPath === path.join(site, file),
  )?.payload?.Head;
const record = (): string => path.join(site, '.cache', 'query-extraction-files.json');

beforeEach(() => {
  site = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'query-record-')));
  plugins = [{ name: 'gatsby-source-filesystem', nodeAPIs: ['sourceNodes'] }];
  writeFileIn(site, 'src/plain.tsx', PLAIN);
  writeFileIn(site, 'src/with-query.tsx', WITH_QUERY);
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

test('a file without GraphQL is parsed once, and later builds get the same result from the record', async () => {
  const first = await extract(['src/plain.tsx', 'src/with-query.tsx']);
  expect(parsed.sort()).toEqual(['plain.tsx', 'with-query.tsx']);
  expect(first.texts).toHaveLength(1);
  expect(first.texts[0]).toContain('query WithQuery');
  expect(headOf('src/plain.tsx')).toBe(true);
  expect(Object.keys(JSON.parse(fs.readFileSync(record(), 'utf8')).files)).toHaveLength(1);

  const second = await extract(['src/plain.tsx', 'src/with-query.tsx']);
  // the file with a query is parsed on every build; the other is not parsed again
  expect(parsed).toEqual(['with-query.tsx']);
  expect(second).toEqual(first);
  expect(headOf('src/plain.tsx')).toBe(true);
});

test('a changed file is parsed again, with its new result', async () => {
  await extract(['src/plain.tsx']);
  writeFileIn(site, 'src/plain.tsx', PLAIN.replace('export const Head', 'const Head'));
  await extract(['src/plain.tsx']);
  expect(parsed).toEqual(['plain.tsx']);
  expect(headOf('src/plain.tsx')).toBe(false);
});

test('a file that does not parse is reported on every build, never recorded', async () => {
  writeFileIn(site, 'src/broken.tsx', BROKEN);
  const first = await extract(['src/broken.tsx', 'src/plain.tsx']);
  expect(first.errors).toHaveLength(1);
  const second = await extract(['src/broken.tsx', 'src/plain.tsx']);
  expect(parsed).toEqual(['broken.tsx']);
  expect(second.errors).toHaveLength(1);
});

test('the record holds only the files of the latest extraction', async () => {
  writeFileIn(site, 'src/other.tsx', PLAIN.replace(/Plain/g, 'Other'));
  await extract(['src/plain.tsx', 'src/other.tsx']);
  expect(Object.keys(JSON.parse(fs.readFileSync(record(), 'utf8')).files)).toHaveLength(2);
  await extract(['src/plain.tsx']);
  expect(Object.keys(JSON.parse(fs.readFileSync(record(), 'utf8')).files)).toHaveLength(1);
});

test('with a plugin that preprocesses source, every file is parsed on every build', async () => {
  plugins.push({ name: 'gatsby-plugin-mdx', nodeAPIs: ['preprocessSource'] });
  await extract(['src/plain.tsx']);
  expect(fs.existsSync(record())).toBe(false);
  await extract(['src/plain.tsx']);
  expect(parsed).toEqual(['plain.tsx']);
});
