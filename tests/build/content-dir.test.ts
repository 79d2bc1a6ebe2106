/**
 * Builds the site from tests/fixtures/content-fallbacks (through CONTENT_DIR) and checks that
 * every article is listed exactly where the indexing rules say, and that an aliased article's old
 * addresses take every form of a redirect and no form of a page; topics count only under a known
 * subcategory, and a series with a draft part shows that part as coming soon. This replaces public/; the
 * test command builds the real site after it.
 */
import fs from 'fs';
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
import { buildFixture, projectRoot } from '../support/fixture-build';
import { scanBuild } from '../../scripts/deploy/build-files';

const publicDir = path.join(projectRoot, 'public');
const html = (p: string): string =>
  fs.readFileSync(path.join(publicDir, p === '/' ? '' : p, 'index.html'), 'utf8');

let output = '';
beforeAll(() => {
  const result = buildFixture('tests/fixtures/content-fallbacks');
  output = result.output;
  if (result.status !== 0) throw new Error(`fixture build failed:\n${output.slice(-4000)}`);
}, 600_000);

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
    expect(list.content).toBe('tests/fixtures/content-fallbacks');
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
