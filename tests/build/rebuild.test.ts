/**
 * A rebuild with the cache kept, as an editor makes one after fixing an article: a copy of
 * tests/fixtures/content-fallbacks is built from an empty cache, one article's title is edited,
 * and the site is built again on the first build's `.cache` and `public/`. The rebuild must show
 * the new title wherever the article appears, keep every other page and every node (the createPage
 * part of patches/gatsby+5.16.1.patch touches the stored node of each page made exactly as
 * before instead of reading it: tests/unit/dependencies/gatsby/gatsby-create-page-unchanged.test.ts),
 * render again only the pages whose data changed, and start Gatsby's workers once (Gatsby restarted
 * them after the queries, which the same patch now does only after 1,000 queries or more).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { articlePath, subcategoryPath } from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { filesUnder } from '../../src/node/files/walk';
import { buildFixture, projectRoot, runBuild, type FixtureBuild } from '../support/fixture-build';

const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-rebuild-'));
// outside the content folder, where it would be one more file node
const workerStarts = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-workers-')), 'starts.txt');
const edited = path.join(contentDir, 'articles', 'exact-placement.md');
const publicDir = path.join(projectRoot, 'public');
const html = (p: string): string => fs.readFileSync(path.join(publicDir, p, 'index.html'), 'utf8');

/** Every page's index.html under public/ (its path). */
function pagePaths(dir = publicDir): string[] {
  return filesUnder(dir, { skipFolder: (_, name) => ['page-data', 'static', '_gatsby'].includes(name) })
    .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
    .map((f) => `/${f.slice(0, -'index.html'.length)}`);
}
const totalNodes = (output: string): number => Number(/Total nodes: (\d+)/.exec(output)?.[1]);
const renderedPages = (output: string): number =>
  Number(/Building static HTML for pages[^\n]*?(\d+)\/\d+/.exec(output)?.[1]);

let first: FixtureBuild;
let second: FixtureBuild;
let pagesBefore: string[] = [];
beforeAll(() => {
  fs.cpSync(path.join(projectRoot, 'tests/fixtures/content-fallbacks'), contentDir, { recursive: true });
  first = buildFixture(contentDir);
  if (first.status !== 0) throw new Error(`first build failed:\n${first.output.slice(-4000)}`);
  pagesBefore = pagePaths().sort();
  const text = fs.readFileSync(edited, 'utf8');
  fs.writeFileSync(
    edited,
    text.replace('title: "Exact Placement Article"', 'title: "Exact Placement, Edited"'),
  );
  second = runBuild('npx', ['gatsby', 'build'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require=${path.join(projectRoot, 'tests/support/worker-start-recorder.js')}`,
      WORKER_START_FILE: workerStarts,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (second.status !== 0) throw new Error(`rebuild failed:\n${second.output.slice(-4000)}`);
}, 1_900_000);
afterAll(() => {
  for (const dir of [contentDir, path.dirname(workerStarts)])
    fs.rmSync(dir, { recursive: true, force: true });
});

describe('a rebuild after one edited title, with the cache kept', () => {
  it('shows the new title on the article and its listing', () => {
    expect(html(articlePath('exact-placement'))).toContain('Exact Placement, Edited');
    // the article's place in the fixture: gameplayTips / beginnerGuides
    const category = TAXONOMY.find((c) => c.key === 'gameplayTips');
    const sub = category?.subcategories.find((s) => s.key === 'beginnerGuides');
    if (!category || !sub) throw new Error('the taxonomy has no gameplayTips / beginnerGuides');
    const listing = html(subcategoryPath(category.slug, sub.slug));
    expect(listing).toContain('Exact Placement, Edited');
    expect(listing).not.toContain('>Exact Placement Article<');
  });

  it('keeps every page and every node', () => {
    expect(pagePaths().sort()).toEqual(pagesBefore);
    expect(totalNodes(second.output)).toBeGreaterThan(0);
    expect(totalNodes(second.output)).toBe(totalNodes(first.output));
  });

  it('renders again only the pages whose data changed', () => {
    expect(renderedPages(first.output)).toBeGreaterThan(40);
    expect(renderedPages(second.output)).toBeGreaterThan(0);
    expect(renderedPages(second.output)).toBeLessThan(renderedPages(first.output) / 2);
  });

  it("starts each of Gatsby's workers once", () => {
    const ids = fs.readFileSync(workerStarts, 'utf8').split('\n').filter(Boolean);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBe(new Set(ids).size);
  });
});
