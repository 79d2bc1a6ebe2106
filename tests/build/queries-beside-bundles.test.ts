/**
 * The Gatsby patch that runs the page and static queries in the worker processes while this
 * process compiles the webpack bundles (patches/gatsby+5.16.1.patch, build.js; docs/performance.md
 * "Build cost"). Gatsby ran them one after the other, leaving a core idle through both webpack
 * compilations. A fixture build records Gatsby's step spans (tests/support/span-recorder.js):
 * the query step must start before the browser bundles are done, and the build must still write
 * every page with its data. Without the patch the query step starts after the HTML renderer.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildFixture, projectRoot } from '../support/fixture-build';

interface Span {
  name: string;
  start: number;
  finish: number;
}

const QUERIES = 'run queries in workers';
const BUNDLES = 'Building production JavaScript and CSS bundles';
const RENDERER = 'Building HTML renderer';

let spans: Span[] = [];
let output = '';
beforeAll(() => {
  const record = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spans-')), 'spans.json');
  const result = buildFixture('tests/fixtures/content-fallbacks', {
    env: {
      GATSBY_OPEN_TRACING_CONFIG_FILE: path.join(projectRoot, 'tests/support/span-recorder.js'),
      SPAN_RECORD_FILE: record,
    },
  });
  output = result.output;
  if (result.status !== 0) throw new Error(`fixture build failed:\n${output.slice(-4000)}`);
  spans = JSON.parse(fs.readFileSync(record, 'utf8')) as Span[];
}, 600_000);

const step = (name: string): Span => {
  const found = spans.filter((s) => s.name === name);
  expect(found).toHaveLength(1);
  return found[0];
};

// with one CPU Gatsby runs the queries in its own process, after the bundles, as before
(os.cpus().length > 1 ? describe : describe.skip)('a build with more than one CPU', () => {
  it('starts the queries in the workers before the browser bundles are compiled', () => {
    const queries = step(QUERIES);
    const bundles = step(BUNDLES);
    const renderer = step(RENDERER);
    expect(queries.start).toBeLessThan(bundles.finish);
    expect(queries.start).toBeLessThan(renderer.start);
  });

  it('still writes every page with its data and HTML', () => {
    const publicDir = path.join(projectRoot, 'public');
    const pageData = path.join(publicDir, 'page-data', 'authors', 'page-data.json');
    expect(JSON.parse(fs.readFileSync(pageData, 'utf8')).result).toBeDefined();
    expect(output).toMatch(/Building static HTML for pages/);
    expect(fs.existsSync(path.join(publicDir, 'authors', 'index.html'))).toBe(true);
  });
});
