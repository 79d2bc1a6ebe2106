/**
 * The build hooks at scale, run without Gatsby: sourceNodes and createPages are called with
 * stand-ins for Gatsby's actions on generated corpora. Checks that no page's data grows with the
 * archive (pagination, a bounded sitemap, a fixed-size home page) and that an unchanged article
 * is not rendered again on a rebuild.
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { CreatePagesArgs, SourceNodesArgs } from 'gatsby';
import { LISTING_PAGE_SIZE } from '../../src/domain/constants';
import { articlePath, listingPagePath, SITEMAP_PATH } from '../../src/domain/routes';
import { createPages, SITEMAP_PAGE_SIZE } from '../../src/node/create-pages';
import { createdPagePaths } from '../../src/node/content-store';
import { sourceNodes } from '../../src/node/source-nodes';
import type { SitemapContext } from '../../src/types/page-context';
import { generateCorpus } from '../../scripts/corpus/generator';
import { writeCorpus } from '../../scripts/corpus';

interface FakeNode {
  id: string;
  internal: { type: string; contentDigest: string };
  [key: string]: unknown;
}

interface Page {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

const quietReporter = {
  info: () => undefined,
  warn: () => undefined,
  panic: (msg: string) => {
    throw new Error(msg);
  },
  panicOnBuild: (msg: string) => {
    throw new Error(msg);
  },
};

const digest = (value: unknown): string =>
  crypto.createHash('md5').update(JSON.stringify(value)).digest('hex');

/** A stand-in node store that survives between "builds", as Gatsby's cache does. */
class Store {
  nodes = new Map<string, FakeNode>();
  created = 0;
  touched = 0;
  touchedBodies = 0;

  async source(): Promise<void> {
    this.created = 0;
    this.touched = 0;
    this.touchedBodies = 0;
    const args = {
      actions: {
        createNode: (n: FakeNode) => {
          this.created += 1;
          this.nodes.set(n.id, n);
        },
        touchNode: (n: FakeNode) => {
          // an article counts once; its body node must be touched with it
          if (n.internal.type === 'Article') this.touched += 1;
          if (n.internal.type === 'ArticleBody') this.touchedBodies += 1;
        },
      },
      createNodeId: (key: string) => `node-${key}`,
      createContentDigest: digest,
      getNode: (id: string) => this.nodes.get(id),
      reporter: quietReporter,
    };
    await (sourceNodes as (a: SourceNodesArgs) => Promise<void> | void)(args as unknown as SourceNodesArgs);
  }

  async pages(): Promise<Page[]> {
    const pages: Page[] = [];
    const args = {
      actions: { createPage: (p: Page) => pages.push(p) },
      reporter: quietReporter,
      // the same stand-in sourceNodes got: createPages must find the nodes by the keys it named them with
      createNodeId: (key: string) => `node-${key}`,
    };
    await (createPages as (a: CreatePagesArgs) => Promise<void>)(args as unknown as CreatePagesArgs);
    return pages;
  }
}

let tmp: string;
const cwd = process.cwd();
const savedContentDir = process.env.CONTENT_DIR;

/** Build (source + pages) a generated corpus of `articles` in a scratch project folder. */
async function buildCorpus(articles: number, store = new Store()): Promise<{ store: Store; pages: Page[] }> {
  const dir = path.join(tmp, `content-${articles}`);
  writeCorpus(dir, generateCorpus({ articles }), { articles, seed: 0 });
  process.env.CONTENT_DIR = dir;
  await store.source();
  return { store, pages: await store.pages() };
}

const size = (p: Page): number => Buffer.byteLength(JSON.stringify(p.context));
const pageAt = (pages: Page[], p: string): Page => {
  const page = pages.find((x) => x.path === p);
  if (!page) throw new Error(`no page ${p}`);
  return page;
};

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hooks-'));
  // the hooks write public/search-index.json and read .cache/compiled/ under the working folder
  fs.mkdirSync(path.join(tmp, '.cache', 'compiled'), { recursive: true });
  fs.writeFileSync(path.join(tmp, '.cache', 'compiled', 'gatsby-node.js'), '// build code v1');
  fs.writeFileSync(path.join(tmp, 'package-lock.json'), '{}');
  process.chdir(tmp);
});
afterAll(() => {
  process.chdir(cwd);
  process.env.CONTENT_DIR = savedContentDir;
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('page data does not grow with the archive', () => {
  let tiny: Page[];
  let small: Page[];
  let large: Page[];
  beforeAll(async () => {
    tiny = (await buildCorpus(40)).pages;
    // 1,500 articles fill the first page of every listing; 3,000 doubles the archive
    small = (await buildCorpus(1500)).pages;
    large = (await buildCorpus(3000)).pages;
  }, 180_000);

  it('gives the home page the same 32 cards at 40 and at 3,000 articles', () => {
    const cards = (p: Page) =>
      ['lead', 'finest', 'favorite', 'more'].reduce((n, k) => n + (p.context[k] as unknown[]).length, 0);
    expect(cards(pageAt(tiny, '/'))).toBe(32);
    expect(cards(pageAt(large, '/'))).toBe(32);
    // same shape, only the card texts differ
    expect(size(pageAt(large, '/'))).toBeLessThan(size(pageAt(tiny, '/')) * 1.15);
  });

  it('paginates every listing at LISTING_PAGE_SIZE', () => {
    const listings = large.filter(
      (p) => Array.isArray(p.context.articles) && p.context.pagination && !p.path.startsWith(SITEMAP_PATH),
    );
    expect(listings.length).toBeGreaterThan(400);
    for (const p of listings)
      expect((p.context.articles as unknown[]).length).toBeLessThanOrEqual(LISTING_PAGE_SIZE);
  });

  it('keeps the largest page data of each kind the same when the archive doubles', () => {
    const largest = (pages: Page[]) => {
      const out = new Map<string, number>();
      for (const p of pages) out.set(p.component, Math.max(out.get(p.component) ?? 0, size(p)));
      return out;
    };
    const a = largest(small);
    const b = largest(large);
    expect(b.size).toBeGreaterThanOrEqual(8);
    // twice the archive: the sitemap fills up to SITEMAP_PAGE_SIZE links, the rest stays within 15 %
    const limit = (component: string) =>
      component.endsWith('sitemap.tsx') ? 90_000 : (a.get(component) ?? 0) * 1.15;
    const grown = [...b].filter(([component, bytes]) => bytes > limit(component));
    expect(grown).toEqual([]);
  });

  it('links every listing page beyond the first and every article exactly once from the HTML sitemap', () => {
    const sitemap = large.filter(
      (p) => p.path === SITEMAP_PATH || p.path.startsWith(`${SITEMAP_PATH}/page/`),
    );
    const links = sitemap.flatMap((p) => {
      const ctx = p.context as unknown as SitemapContext;
      expect(ctx.listingPages.length + ctx.articles.length).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE);
      return [...ctx.listingPages.map((l) => l.path), ...ctx.articles.map((l) => l.path)];
    });
    const extraListingPages = large
      .filter((p) => /\/page\/\d+$/.test(p.path) && !p.path.startsWith(`${SITEMAP_PATH}/`))
      .map((p) => p.path);
    const articles = large.filter((p) => p.path.startsWith(articlePath(''))).map((p) => p.path);
    expect(extraListingPages.length).toBeGreaterThan(100);
    expect(links.sort()).toEqual([...extraListingPages, ...articles].sort());
    expect(sitemap).toHaveLength(Math.ceil(links.length / SITEMAP_PAGE_SIZE));
    expect(sitemap.map((p) => p.path)).toContain(listingPagePath(SITEMAP_PATH, 2));
  });

  it('labels each listing page with its number and count', () => {
    const ctx = pageAt(large, SITEMAP_PATH).context as unknown as SitemapContext;
    const first = ctx.listingPages[0];
    expect(first.page).toBe(2);
    expect(first.pages).toBeGreaterThanOrEqual(2);
    expect(first.path).toMatch(/\/page\/2$/);
  });
});

describe('what createPages hands on', () => {
  let store: Store;
  let pages: Page[];
  beforeAll(async () => {
    ({ store, pages } = await buildCorpus(120));
  }, 60_000);

  it('gives every article and info page the id of its own node, without querying for it', () => {
    const withIds = pages.filter((p) => typeof p.context.id === 'string');
    expect(withIds.length).toBeGreaterThan(120);
    for (const p of withIds) {
      const node = store.nodes.get(p.context.id as string);
      expect(node?.internal.type).toMatch(/^(Article|InfoPage)$/);
      expect(node?.path).toBe(p.path);
    }
  });

  it('records the path of every page it made, in order, for the XML sitemap', () => {
    expect(createdPagePaths()).toEqual(pages.map((p) => p.path));
  });
});

describe('a rebuild after one edit', () => {
  it('renders only the changed article again and keeps the pages the same', async () => {
    const { store, pages: before } = await buildCorpus(300);
    expect(store.created).toBeGreaterThanOrEqual(300);
    await store.source();
    expect(store.touched).toBe(300);
    expect(store.touchedBodies).toBe(300);
    const unchangedCreated = store.created;
    // cached nodes give the same excerpts, so every page comes out the same
    expect(await store.pages()).toEqual(before);

    const file = fs
      .readdirSync(path.join(tmp, 'content-300', 'articles'), { recursive: true })
      .map(String)
      .find((f) => f.endsWith('.md')) as string;
    const full = path.join(tmp, 'content-300', 'articles', file);
    fs.appendFileSync(full, '\nOne more sentence from an editor.\n');
    await store.source();
    expect(store.touched).toBe(299);
    // the edited article: its node and its body node
    expect(store.created).toBe(unchangedCreated + 2);
    const after = await store.pages();
    expect(after.map((p) => p.path)).toEqual(before.map((p) => p.path));
  }, 60_000);

  it('keeps each article body in its own node, referenced by the article', async () => {
    const { store } = await buildCorpus(20);
    const articles = [...store.nodes.values()].filter((n) => n.internal.type === 'Article');
    expect(articles).toHaveLength(20);
    for (const a of articles) {
      expect(a).not.toHaveProperty('body');
      const body = store.nodes.get(a.bodyId as string);
      expect(body?.internal.type).toBe('ArticleBody');
      expect(Array.isArray(body?.tree) && (body?.tree as unknown[]).length > 0).toBe(true);
    }
  });

  it('renders everything again when the build code changes', async () => {
    const { store } = await buildCorpus(50);
    fs.writeFileSync(path.join(tmp, '.cache', 'compiled', 'gatsby-node.js'), '// build code v2');
    await store.source();
    expect(store.touched).toBe(0);
    expect(store.created).toBeGreaterThanOrEqual(50);
  }, 60_000);
});
