/**
 * The build hooks at scale, run without Gatsby: onPreBootstrap, sourceNodes and createPages are
 * called with stand-ins for Gatsby's actions and node store on generated corpora. Checks that no
 * page's data grows with the archive (pagination, a bounded sitemap, a fixed-size home page) and
 * that an unchanged article is not rendered again on a rebuild (the articleBody resolver's cache).
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { CreatePagesArgs, SourceNodesArgs } from 'gatsby';
import { LISTING_PAGE_SIZE } from '../../../../src/domain/constants';
import { articlePath, listingPagePath, SITEMAP_PATH } from '../../../../src/domain/listings/routes';
import { ContentLifecycle } from '../../../../src/node/content/build-content';
import { createPagesFor } from '../../../../src/node/make-pages/create-pages';
import { SITEMAP_PAGE_SIZE } from '../../../../src/node/make-pages/sitemap-pages';
import { sourceNodesFor } from '../../../../src/node/content/source-nodes';
import { createResolvers } from '../../../../src/node/content/schema';
import { CONTENT_SOURCE, onPreBootstrapFor } from '../../../../src/node/content/load-content';
import { contentDir, listContentFiles } from '../../../../src/node/content/read-content';
import type { SitemapContext } from '../../../../src/types/page-context';
import { generateCorpus } from '../../../../scripts/corpus/generator';
import { writeCorpus } from '../../../../scripts/corpus';

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

/** The content object the hooks are handed, as gatsby-node.ts hands them its own. */
const content = new ContentLifecycle();
const onPreBootstrap = onPreBootstrapFor(content);
const sourceNodes = sourceNodesFor(content);
const createPages = createPagesFor(content);
const startupContent = () => content.validated('the test');

const digest = (value: unknown): string =>
  crypto.createHash('md5').update(JSON.stringify(value)).digest('hex');

/**
 * A stand-in for Gatsby's node store: the File nodes gatsby-source-filesystem makes of the content
 * folder and the MarkdownRemark node gatsby-transformer-remark makes of each markdown file.
 */
class Store {
  nodes = new Map<string, FakeNode>();
  /** the MarkdownRemark ids createPages asked for the text of (articles without a description) */
  textQueries: string[][] = [];
  /** Gatsby's cache, kept between builds */
  cache = new Map<string, unknown>();

  async source(): Promise<void> {
    this.nodes.clear();
    const dir = contentDir();
    for (const file of listContentFiles(dir)) {
      const fileId = `file-${file}`;
      const remarkId = `${fileId} >>> MarkdownRemark`;
      const isMarkdown = file.endsWith('.md');
      this.nodes.set(fileId, {
        id: fileId,
        absolutePath: file,
        sourceInstanceName: CONTENT_SOURCE,
        children: isMarkdown ? [remarkId] : [],
        internal: { type: 'File', contentDigest: digest(file) },
      });
      if (isMarkdown)
        this.nodes.set(remarkId, {
          id: remarkId,
          parent: fileId,
          fileAbsolutePath: file,
          internal: { type: 'MarkdownRemark', contentDigest: digest(fs.readFileSync(file, 'utf8')) },
        });
    }
    await (onPreBootstrap as (a: unknown) => void)({ reporter: quietReporter });
    const args = {
      actions: { createNode: (n: FakeNode) => this.nodes.set(n.id, n) },
      createNodeId: (key: string) => `node-${key}`,
      createContentDigest: digest,
      reporter: quietReporter,
    };
    await (sourceNodes as (a: SourceNodesArgs) => Promise<void> | void)(args as unknown as SourceNodesArgs);
  }

  async pages(): Promise<Page[]> {
    const pages: Page[] = [];
    const args = {
      actions: { createPage: (p: Page) => pages.push(p) },
      reporter: quietReporter,
      getNode: (id: string) => this.nodes.get(id),
      cache: {
        get: async (k: string) => this.cache.get(k),
        set: async (k: string, v: unknown) => this.cache.set(k, v),
      },
      getNodesByType: (type: string) => [...this.nodes.values()].filter((n) => n.internal.type === type),
      graphql: async (_query: string, vars: { ids: string[]; paths?: string[] }) => {
        // the covers query (src/node/content/covers.ts): sharp's answer, shaped as Gatsby gives it
        if (vars.paths) return { data: { allFile: { nodes: vars.paths.map(sharpStandIn) } } };
        this.textQueries.push(vars.ids);
        return {
          data: {
            allMarkdownRemark: {
              nodes: vars.ids.map((id) => ({ id, articleBody: { excerpt: `text of ${id}` } })),
            },
          },
        };
      },
    };
    await (createPages as (a: CreatePagesArgs) => Promise<void>)(args as unknown as CreatePagesArgs);
    return pages;
  }
}

/** What gatsby-transformer-sharp answers for one cover file, with the URLs a build writes. */
function sharpStandIn(absolutePath: string) {
  const name = path.basename(absolutePath, path.extname(absolutePath));
  const image = (width: number, height: number) => ({
    width,
    height,
    images: {
      fallback: {
        src: `/static/0123456789abcdef/${width}/${name}.jpg`,
        srcSet: `/static/0123456789abcdef/${width}/${name}.jpg ${width}w`,
      },
      sources: ['avif', 'webp'].map((f) => ({
        type: `image/${f}`,
        srcSet: `/static/0123456789abcdef/${width}/${name}.${f} ${width}w`,
      })),
    },
  });
  return {
    absolutePath,
    childImageSharp: {
      hero: image(1472, 828),
      card: image(400, 225),
      share: { src: `/static/0123456789abcdef/share/${name}.jpg`, width: 1200, height: 630 },
    },
  };
}

let tmp: string;
const cwd = process.cwd();
const savedContentDir = process.env.CONTENT_DIR;

/** Build (source + pages) a generated corpus of `articles` in a scratch project folder. */
async function buildCorpus(articles: number, store = new Store()): Promise<{ store: Store; pages: Page[] }> {
  const dir = path.join(tmp, `content-${articles}`);
  writeCorpus(dir, generateCorpus({ articles }), { articles, seed: 0, pictures: true });
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

  it('gives every article and info page the id of the MarkdownRemark node of its own file', () => {
    const withIds = pages.filter((p) => typeof p.context.id === 'string');
    expect(withIds.length).toBeGreaterThan(120);
    const { articles, info } = startupContent().content;
    const fileOf = new Map([...articles, ...info].map((x) => [x.path, path.resolve(x.file)]));
    for (const p of withIds) {
      const node = store.nodes.get(p.context.id as string);
      expect(node?.internal.type).toBe('MarkdownRemark');
      expect(node?.fileAbsolutePath).toBe(fileOf.get(p.path));
    }
  });

  it('asks for the body text only of articles without a description, and cards show it', () => {
    const { articles } = startupContent().content;
    const without = articles.filter((a) => !a.description);
    expect(without.length).toBeGreaterThan(0);
    expect(without.length).toBeLessThan(articles.length);
    const asked = store.textQueries[store.textQueries.length - 1];
    expect(asked).toHaveLength(without.length);
    const home = pageAt(pages, '/').context as Record<string, { id: number; excerpt: string }[]>;
    const cards = ['lead', 'finest', 'favorite', 'more'].flatMap((k) => home[k]);
    for (const c of cards) {
      const a = articles.find((x) => x.id === c.id);
      expect(c.excerpt).toBe(
        a?.description ?? `text of file-${path.resolve(a?.file ?? '')} >>> MarkdownRemark`,
      );
    }
  });

  it('records the path of every page it made, in order, for the XML sitemap', () => {
    expect(content.published('the test').pagePaths).toEqual(pages.map((p) => p.path));
  });
});

describe('a rebuild after one edit', () => {
  /** MarkdownRemark.articleBody as createResolvers registers it, over a counting html field. */
  function articleBodyResolver(cache: Map<string, unknown>) {
    let resolve: ((...a: unknown[]) => Promise<{ html: string }>) | undefined;
    (createResolvers as (a: unknown) => void)({
      cache: {
        get: async (k: string) => cache.get(k),
        set: async (k: string, v: unknown) => cache.set(k, v),
      },
      createResolvers: (r: { MarkdownRemark: { articleBody: { resolve: typeof resolve } } }) => {
        resolve = r.MarkdownRemark.articleBody.resolve;
      },
    });
    let rendered = 0;
    const info = {
      schema: {
        getType: () => ({
          getFields: () => ({
            html: {
              resolve: async (node: { md: string }) => {
                rendered += 1;
                return `<h2>${node.md}</h2><p>text</p>`;
              },
            },
          }),
        }),
      },
    };
    const run = (node: { md: string; digest: string }) =>
      (resolve as NonNullable<typeof resolve>)(
        { ...node, internal: { contentDigest: node.digest } },
        {},
        {},
        info,
      );
    return { run, rendered: () => rendered };
  }

  it('renders an unchanged article from the cache, and an edited one again', async () => {
    const cache = new Map<string, unknown>();
    const first = articleBodyResolver(cache);
    const a = await first.run({ md: 'One', digest: 'd1' });
    const b = await first.run({ md: 'Two', digest: 'd2' });
    expect(first.rendered()).toBe(2);
    expect(a.html).toContain('id="one"');
    // the next build: same digests come from the cache; the edited article is rendered again
    const second = articleBodyResolver(cache);
    expect(await second.run({ md: 'One', digest: 'd1' })).toEqual(a);
    expect(await second.run({ md: 'Two', digest: 'd2' })).toEqual(b);
    expect(second.rendered()).toBe(0);
    const edited = await second.run({ md: 'Two edited', digest: 'd3' });
    expect(second.rendered()).toBe(1);
    expect(edited.html).toContain('id="two-edited"');
  });

  it('renders everything again when the build code changes', async () => {
    const cache = new Map<string, unknown>();
    await articleBodyResolver(cache).run({ md: 'One', digest: 'd1' });
    fs.writeFileSync(path.join(tmp, '.cache', 'compiled', 'gatsby-node.js'), '// build code v2');
    const next = articleBodyResolver(cache);
    await next.run({ md: 'One', digest: 'd1' });
    expect(next.rendered()).toBe(1);
  });

  it('gives the same pages on a rebuild, asking only for the card text of an edited article', async () => {
    const { store, pages: before } = await buildCorpus(300);
    const { articles } = startupContent().content;
    expect(store.textQueries.at(-1)).toHaveLength(articles.filter((a) => !a.description).length);
    await store.source();
    expect(await store.pages()).toEqual(before);
    expect(store.textQueries).toHaveLength(1);

    const edited = articles.find((a) => !a.description) as { file: string };
    fs.appendFileSync(path.resolve(edited.file), '\nOne more sentence from an editor.\n');
    await store.source();
    const after = await store.pages();
    expect(after.map((p) => p.path)).toEqual(before.map((p) => p.path));
    expect(store.textQueries).toHaveLength(2);
    expect(store.textQueries[1]).toEqual([`file-${path.resolve(edited.file)} >>> MarkdownRemark`]);
  }, 60_000);
});
