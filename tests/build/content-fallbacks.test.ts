/**
 * One clean build of a copy of tests/fixtures/content-fallbacks (through CONTENT_DIR), read by
 * three sets of checks, then one rebuild on its cache (each fixture build takes half a minute of
 * the test command, so the three no longer build the same fixture each):
 * - every article is listed exactly where the indexing rules say, and an aliased article's old
 *   addresses take every form of a redirect and no form of a page; topics count only under a
 *   known subcategory, and a series with a draft part shows that part as coming soon;
 * - the Gatsby patch that runs the page and static queries in the worker processes while this
 *   process compiles the webpack bundles (patches/gatsby+5.16.1.patch, G1; docs/performance.md
 *   "Build cost"): the build records Gatsby's step spans (tests/support/span-recorder.js), and the
 *   query step must start before the browser bundles are done. Without the patch it starts after
 *   the HTML renderer;
 * - a rebuild with the cache kept, as an editor makes one after fixing an article: one article's
 *   title is edited and the site is built again on the first build's `.cache` and `public/`. The
 *   rebuild must show the new title wherever the article appears, keep every other page and every
 *   node (the createPage part of the same patch touches the stored node of each page made exactly
 *   as before instead of reading it: tests/unit/dependencies/gatsby/gatsby-create-page-unchanged.test.ts),
 *   render again only the pages whose data changed, and start Gatsby's workers once (Gatsby
 *   restarted them after the queries, which the patch now does only after 1,000 queries or more).
 * This replaces public/; the test command builds the real site after it.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import {
  TOPICS_PATH,
  articlePath,
  categoryPath,
  seriesPath,
  subcategoryPath,
  topicPath,
} from '../../src/domain/listings/routes';
import { filesUnder } from '../../src/node/files/walk';
import { buildFixture, projectRoot, runBuild, type FixtureBuild } from '../support/fixture-build';
import { scanBuild } from '../../scripts/deploy/build-files';

const publicDir = path.join(projectRoot, 'public');
const html = (p: string): string =>
  fs.readFileSync(path.join(publicDir, p === '/' ? '' : p, 'index.html'), 'utf8');

const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-fallbacks-'));
const records = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-fallbacks-records-'));
const spanRecord = path.join(records, 'spans.json');
// outside the content folder, where it would be one more file node
const workerStarts = path.join(records, 'worker-starts.txt');

let first: FixtureBuild = { status: null, output: '' };
let output = '';
/** Gatsby's step spans of a build, recorded into `file` (the rebuild records too: builds alike but for the edit). */
const recordSpans = (file: string): Record<string, string> => ({
  GATSBY_OPEN_TRACING_CONFIG_FILE: path.join(projectRoot, 'tests/support/span-recorder.js'),
  SPAN_RECORD_FILE: file,
});

beforeAll(() => {
  fs.cpSync(path.join(projectRoot, 'tests/fixtures/content-fallbacks'), contentDir, { recursive: true });
  first = buildFixture(contentDir, { env: recordSpans(spanRecord) });
  output = first.output;
  if (first.status !== 0) throw new Error(`fixture build failed:\n${output.slice(-4000)}`);
}, 600_000);
afterAll(() => {
  for (const dir of [contentDir, records]) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every listing page (category or subcategory) that links to the article. */
function listingsOf(slug: string): string[] {
  const href = `href="${articlePath(slug)}"`;
  const pages = TAXONOMY.flatMap((c) => [
    categoryPath(c.slug),
    ...c.subcategories.map((s) => subcategoryPath(c.slug, s.slug)),
  ]);
  return pages.filter((p) => html(p).includes(href));
}

describe('a build from CONTENT_DIR with fallback cases', () => {
  it('builds a page for every article, even one with an unknown category', () => {
    for (const slug of [
      'exact-placement',
      'unknown-subcategory',
      'no-subcategories',
      'spelled-out',
      'unknown-category',
      'two-entities',
    ])
      expect(fs.existsSync(path.join(publicDir, 'articles', slug, 'index.html'))).toBe(true);
  });

  it('files a known subcategory where it belongs', () => {
    expect(listingsOf('exact-placement')).toEqual([
      '/ultimate-gameplay-tips-roblox',
      '/ultimate-gameplay-tips-roblox/beginner-guides-roblox',
    ]);
  });

  it('files an unknown subcategory under the category’s other, with a warning naming the file', () => {
    expect(listingsOf('unknown-subcategory')).toEqual([
      '/creative-inspiration',
      '/creative-inspiration/other',
    ]);
    expect(output).toMatch(/WARNING .*unknown-subcategory\.md/);
  });

  it('files an article without subcategories under other', () => {
    expect(listingsOf('no-subcategories')).toEqual([
      '/user-generated-content',
      '/user-generated-content/other',
    ]);
  });

  it('normalises spelled-out category and subcategory names', () => {
    expect(listingsOf('spelled-out')).toEqual([
      '/development-resources',
      '/development-resources/coding-basics',
    ]);
  });

  it('lists an unknown category under no category and warns naming the file', () => {
    expect(listingsOf('unknown-category')).toEqual([]);
    expect(output).toMatch(/WARNING .*unknown-category\.md/);
  });

  it('lists an article with two entities in both, the first as its breadcrumb', () => {
    expect(listingsOf('two-entities')).toEqual([
      '/community-engagement',
      '/community-engagement/event-participation',
      '/platform-features',
      '/platform-features/parental-controls',
    ]);
    const page = html(articlePath('two-entities'));
    const start = page.indexOf('aria-label="Breadcrumb"');
    const crumbs = page.slice(start, page.indexOf('</ol>', start));
    expect(start).toBeGreaterThan(-1);
    expect(crumbs).toContain('href="/platform-features"');
    expect(crumbs).not.toContain('href="/community-engagement"');
  });

  it('still builds every category and subcategory page with no taxonomy texts or info pages', () => {
    for (const c of TAXONOMY)
      for (const s of c.subcategories) expect(html(subcategoryPath(c.slug, s.slug))).toContain('<h1');
  });

  it.each([
    // the draft's slug, title and description are words found nowhere else in the fixture
    ['a draft', 'zephyr-quillfeather-draft', [/zephyr-?quillfeather/i, /Zephyr Quillfeather/, /Xylocarp/]],
    // an explicit date in 2099: scheduled (src/domain/content/publishing.ts), in the same subcategory as
    // published articles, so its related links and listing would show it if the rule leaked
    [
      'a scheduled article',
      'quasimodal-lanternfish-later',
      [/quasimodal-?lanternfish/i, /Quasimodal Lanternfish/, /Vexillary/],
    ],
  ])(
    'leaves no trace of %s: no page, listing, search entry, sitemap, feed or related link',
    (_, slug, marks) => {
      const files = filesUnder(publicDir)
        .filter((f) => /\.(html|json|xml|txt|js)$/.test(f))
        .map((f) => path.join(publicDir, f));
      // the published articles are there (so the walk reads the places a draft would show up)
      expect(files.some((f) => f.endsWith(path.join('articles', 'exact-placement', 'index.html')))).toBe(
        true,
      );
      expect(files.some((f) => f.endsWith('rss.xml'))).toBe(true);
      expect(files.some((f) => f.endsWith('sitemap-0.xml'))).toBe(true);
      expect(files.some((f) => f.endsWith('search-index.json'))).toBe(true);
      // the search index's parts, the text fragments among them (src/node/write-search-index.ts)
      expect(
        files.filter((f) => f.includes(`${path.sep}static${path.sep}search${path.sep}`)).length,
      ).toBeGreaterThan(3);
      const traces = files.filter((f) => {
        const text = fs.readFileSync(f, 'utf8');
        return marks.some((m) => m.test(text));
      });
      expect(traces).toEqual([]);
      expect(fs.existsSync(path.join(publicDir, 'articles', slug))).toBe(false);
    },
  );

  it('makes a topic page of a topic under a known subcategory, none of one under an unknown subcategory', () => {
    expect(html(topicPath('first-steps'))).toContain(`href="${articlePath('exact-placement')}"`);
    expect(html(TOPICS_PATH)).toContain(`href="${topicPath('first-steps')}"`);
    // unknown-subcategory.md lists `dropped` under a subcategory its category does not have
    expect(fs.existsSync(path.join(publicDir, 'topics', 'dropped'))).toBe(false);
    expect(html(TOPICS_PATH)).not.toContain('dropped');
    expect(fs.readFileSync(path.join(publicDir, 'topics', 'first-steps', 'rss.xml'), 'utf8')).toContain(
      articlePath('exact-placement'),
    );
  });

  it('shows a series with a draft part as "Part 2 coming soon", never a link, and skips it in previous/next', () => {
    const series = html(seriesPath('fixture-course'));
    expect(series).toContain('Part 2 coming soon');
    expect(series).toContain(`href="${articlePath('exact-placement')}"`);
    expect(series).toContain(`href="${articlePath('spelled-out')}"`);
    const third = html(articlePath('spelled-out'));
    expect(third).toMatch(/Part 3 of 3: <a href="\/series\/fixture-course">Fixture Course<\/a>/);
    expect(third).toContain('Part 2 coming soon');
    expect(third).toMatch(
      new RegExp(
        `href="${articlePath('exact-placement')}" rel="prev"|rel="prev"[^>]*href="${articlePath('exact-placement')}"`,
      ),
    );
    expect(html(articlePath('exact-placement'))).toMatch(/Part 1 of 3/);
  });

  it('publishes an article whose date, derived from its id, lies years ahead', () => {
    expect(listingsOf('derived-date-far-ahead')).toEqual([
      '/ultimate-gameplay-tips-roblox',
      '/ultimate-gameplay-tips-roblox/beginner-guides-roblox',
    ]);
  });
});

/**
 * The fixture's aliased article (exact-placement.md: `aliases: [placement-first-draft,
 * /articles/old-exact-placement]`), in every form the build gives an old address.
 */
describe('the old addresses of an aliased article', () => {
  const OLD = ['placement-first-draft', 'old-exact-placement'];
  const TO = articlePath('exact-placement');

  it.each(OLD)(
    '/articles/%s has a redirect page: meta refresh 0, canonical, noindex, its policy, no script',
    (slug) => {
      const page = html(articlePath(slug));
      expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${TO}">`);
      expect(page).toContain(`<link rel="canonical" href="https://bloxguide.example${TO}">`);
      expect(page).toContain('<meta name="robots" content="noindex">');
      // the policy step gave it the page policy first in <head>, with no script allowed but the site's files
      expect(page).toMatch(
        /^<!DOCTYPE html>\n<html lang="en">\n<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/,
      );
      expect(page).not.toMatch(/<script/i);
    },
  );

  it('writes the nginx map of both old addresses, with and without the slash', () => {
    const map = fs.readFileSync(path.join(publicDir, 'nginx-redirects.conf'), 'utf8');
    expect(map.split('\n').filter((l) => l.startsWith('  "'))).toEqual([
      `  "/articles/old-exact-placement" "${TO}";`,
      `  "/articles/old-exact-placement/" "${TO}";`,
      `  "/articles/placement-first-draft" "${TO}";`,
      `  "/articles/placement-first-draft/" "${TO}";`,
    ]);
  });

  it('lists the published articles with their slugs and aliases, sorted by id, drafts and scheduled ones left out', () => {
    const list = JSON.parse(fs.readFileSync(path.join(publicDir, 'article-slugs.json'), 'utf8')) as {
      content: string;
      articles: { id: number; slug: string; aliases: string[] }[];
    };
    expect(list.content).toBe(path.relative(projectRoot, contentDir));
    expect(list.articles[0]).toEqual({
      id: 1,
      slug: 'exact-placement',
      aliases: ['old-exact-placement', 'placement-first-draft'],
    });
    expect(list.articles.map((a) => a.id)).toEqual([...list.articles.map((a) => a.id)].sort((a, b) => a - b));
    expect(list.articles.map((a) => a.slug)).not.toContain('zephyr-quillfeather-draft');
  });

  it('gives the deploy plan a redirect object at each old address, and no other', async () => {
    const files = await scanBuild(publicDir);
    expect(files.filter((f) => f.redirect).map((f) => [f.key, f.redirect])).toEqual([
      ['articles/old-exact-placement/index.html', TO],
      ['articles/placement-first-draft/index.html', TO],
    ]);
    expect(files.map((f) => f.key)).toContain('article-slugs.json');
  });

  it("adds nothing to every page's scripts: no redirect for Gatsby's browser code", () => {
    // createRedirect with redirectInBrowser would list them here, and Gatsby bundles the file into
    // the app script of every page (src/node/make-pages/create-pages.ts: createAliasRedirects)
    expect(JSON.parse(fs.readFileSync(path.join(projectRoot, '.cache/redirects.json'), 'utf8'))).toEqual([]);
  });

  it('are not pages: in no sitemap, feed, search index, page data, listing, related link or script', () => {
    const found = filesUnder(publicDir).filter(
      // the browser's redirects are in Gatsby's app script
      (f) =>
        !f.endsWith('.js') &&
        OLD.some((slug) => fs.readFileSync(path.join(publicDir, f), 'utf8').includes(slug)),
    );
    // (a redirect page names only the address it leads to)
    expect(found.sort()).toEqual(['article-slugs.json', 'nginx-redirects.conf']);
  });
});

/** Gatsby's step spans, recorded by the first build. */
interface Span {
  name: string;
  start: number;
  finish: number;
}

const QUERIES = 'run queries in workers';
const BUNDLES = 'Building production JavaScript and CSS bundles';
const RENDERER = 'Building HTML renderer';

let spans: Span[] = [];
const step = (name: string): Span => {
  if (spans.length === 0) spans = JSON.parse(fs.readFileSync(spanRecord, 'utf8')) as Span[];
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
    const pageData = path.join(publicDir, 'page-data', 'authors', 'page-data.json');
    expect(JSON.parse(fs.readFileSync(pageData, 'utf8')).result).toBeDefined();
    expect(output).toMatch(/Building static HTML for pages/);
    expect(fs.existsSync(path.join(publicDir, 'authors', 'index.html'))).toBe(true);
  });
});

const edited = path.join(contentDir, 'articles', 'exact-placement.md');

/** Every page's index.html under public/ (its path). */
function pagePaths(dir = publicDir): string[] {
  return filesUnder(dir, { skipFolder: (_, name) => ['page-data', 'static', '_gatsby'].includes(name) })
    .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
    .map((f) => `/${f.slice(0, -'index.html'.length)}`);
}
const totalNodes = (log: string): number => Number(/Total nodes: (\d+)/.exec(log)?.[1]);
const renderedPages = (log: string): number =>
  Number(/Building static HTML for pages[^\n]*?(\d+)\/\d+/.exec(log)?.[1]);

let second: FixtureBuild = { status: null, output: '' };
let pagesBefore: string[] = [];

describe('a rebuild after one edited title, with the cache kept', () => {
  beforeAll(() => {
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
        ...recordSpans(path.join(records, 'rebuild-spans.json')),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require=${path.join(projectRoot, 'tests/support/worker-start-recorder.js')}`,
        WORKER_START_FILE: workerStarts,
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (second.status !== 0) throw new Error(`rebuild failed:\n${second.output.slice(-4000)}`);
  }, 1_900_000);

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
