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
import { FEED_SIZE } from '../../../../src/domain/seo/feed';
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
import { writeCorpus } from '../../../../scripts/corpus/corpus';

// The share pictures have their own tests (tests/unit/node/share-pictures/); drawing one per
// generated article here would draw thousands of pictures for a test about page data.
jest.mock('../../../../src/node/share-pictures/build-step', () => ({
  startSharePictures: () => new Map(),
  finishSharePictures: async () => undefined,
}));

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
// no Gatsby datastore here: the MarkdownRemark nodes are found by reading the stand-in's nodes
const createPages = createPagesFor(content, () => null);
const startupContent = () => content.validated('the test');

const digest = (value: unknown): string =>
  crypto.createHash('md5').update(JSON.stringify(value)).digest('hex');

/**
 * A stand-in for Gatsby's node store: the File nodes gatsby-source-filesystem makes of the content
 * folder and the MarkdownRemark node gatsby-transformer-remark makes of each markdown file.
 */
class Store {
  nodes = new Map<string, FakeNode>();
  /** the MarkdownRemark ids createPages asked Query.cardTexts for (the feed's articles without a description) */
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
        const idOf = new Map(startupContent().content.articles.map((a) => [path.resolve(a.file), a.id]));
        const cardTexts = vars.ids.map((id) => ({
          id: idOf.get(this.nodes.get(id)?.fileAbsolutePath as string),
          text: `text of ${id}`,
        }));
        return { data: { cardTexts } };
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

  it("gives cards their article's description, and the page the node ids of the cards without one", () => {
    const { articles } = startupContent().content;
    const byId = new Map(articles.map((a) => [a.id, a]));
    const nodeOf = (id: number) => `file-${path.resolve(byId.get(id)?.file ?? '')} >>> MarkdownRemark`;
    const cardPages = pages.filter((p) =>
      ['home', 'category', 'subcategory', 'author', 'article'].some((t) => p.component.endsWith(`/${t}.tsx`)),
    );
    expect(cardPages.length).toBeGreaterThan(100);
    let fromBody = 0;
    for (const page of cardPages) {
      const ctx = page.context as Record<string, unknown> & { cardTextIds: string[] };
      const cards = ['articles', 'lead', 'finest', 'favorite', 'more', 'related'].flatMap(
        (k) => (ctx[k] ?? []) as { id: number; excerpt: string }[],
      );
      for (const c of cards) expect([c.id, c.excerpt]).toEqual([c.id, byId.get(c.id)?.description ?? '']);
      const without = cards.filter((c) => !byId.get(c.id)?.description);
      expect([page.path, ctx.cardTextIds]).toEqual([page.path, without.map((c) => nodeOf(c.id))]);
      fromBody += without.length;
    }
    expect(fromBody).toBeGreaterThan(100);
  });

  it("asks for the body text of the feed's newest articles without a description only, and hands it on", () => {
    const { articles } = startupContent().content;
    const newest = content.published('the test').content.articles.slice(0, FEED_SIZE);
    const without = newest.filter((a) => !a.description);
    expect(without.length).toBeGreaterThan(0);
    expect(without.length).toBeLessThan(articles.filter((a) => !a.description).length);
    const asked = store.textQueries[store.textQueries.length - 1];
    expect(asked).toEqual(without.map((a) => `file-${path.resolve(a.file)} >>> MarkdownRemark`));
    expect([...content.published('the test').excerpts]).toEqual(
      without.map((a, i) => [a.id, `text of ${asked[i]}`]),
    );
  });

  it('records the path of every page it made, in order, for the XML sitemap', () => {
    expect(content.published('the test').pagePaths).toEqual(pages.map((p) => p.path));
  });
});

describe('a rebuild after one edit', () => {
  type CardTextsResolve = (...a: unknown[]) => Promise<{ id: number; text: string }[]>;

  /**
   * MarkdownRemark.articleBody and Query.cardTexts as createResolvers registers them, over a
   * counting html field (`info` is what both resolvers are handed).
   */
  function articleBodyResolver(cache: Map<string, unknown>) {
    let resolve: ((...a: unknown[]) => Promise<{ html: string; excerpt: string }>) | undefined;
    let cardTexts: CardTextsResolve | undefined;
    (createResolvers as (a: unknown) => void)({
      cache: {
        get: async (k: string) => cache.get(k),
        set: async (k: string, v: unknown) => cache.set(k, v),
      },
      createResolvers: (r: {
        MarkdownRemark: { articleBody: { resolve: typeof resolve } };
        Query: { cardTexts: { resolve: CardTextsResolve } };
      }) => {
        resolve = r.MarkdownRemark.articleBody.resolve;
        cardTexts = r.Query.cardTexts.resolve;
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
        { ...node, id: `node-${node.md}`, internal: { contentDigest: node.digest } },
        {},
        {},
        info,
      );
    return { run, rendered: () => rendered, cardTexts: cardTexts as CardTextsResolve, info };
  }

  it('renders an unchanged article from the cache, and an edited one again', async () => {
    const cache = new Map<string, unknown>();
    const first = articleBodyResolver(cache);
    const a = await first.run({ md: 'One', digest: 'd1' });
    const b = await first.run({ md: 'Two', digest: 'd2' });
    expect(first.rendered()).toBe(2);
    expect(a.html).toContain('id="one"');
    // and wrote their texts for the search index, one file a node (the working folder is `tmp`)
    expect(fs.readdirSync(path.join(tmp, '.cache', 'search-texts'))).toHaveLength(2);
    // the next build: same digests come from the cache; the edited article is rendered again
    const second = articleBodyResolver(cache);
    expect(await second.run({ md: 'One', digest: 'd1' })).toEqual(a);
    expect(await second.run({ md: 'Two', digest: 'd2' })).toEqual(b);
    expect(second.rendered()).toBe(0);
    const edited = await second.run({ md: 'Two edited', digest: 'd3' });
    expect(second.rendered()).toBe(1);
    expect(edited.html).toContain('id="two-edited"');
  });

  it('gives Query.cardTexts from the same cached body, looking up each node by id', async () => {
    const body = articleBodyResolver(new Map<string, unknown>());
    const one = await body.run({ md: 'One', digest: 'd1' });
    const nodes: Record<string, unknown> = {
      n1: { id: 'n1', md: 'One', internal: { contentDigest: 'd1' }, frontmatter: { id: 7 } },
      n2: { id: 'n2', md: 'Two', internal: { contentDigest: 'd2' }, frontmatter: { id: 9 } },
    };
    const asked: unknown[] = [];
    const nodeModel = {
      getNodeById: (args: { id: string; type: string }) => {
        asked.push(args);
        return nodes[args.id] ?? null;
      },
    };
    const run = (ids: string[]) => body.cardTexts({}, { ids }, { nodeModel }, body.info);
    expect(await run(['n2', 'n1'])).toEqual([
      { id: 9, text: 'Two text' },
      { id: 7, text: one.excerpt },
    ]);
    expect(asked).toEqual([
      { id: 'n2', type: 'MarkdownRemark' },
      { id: 'n1', type: 'MarkdownRemark' },
    ]);
    // One came from the cache its own page filled; Two was rendered once, here
    expect(body.rendered()).toBe(2);
    await expect(run(['gone'])).rejects.toThrow(
      "cardTexts: no article's MarkdownRemark node has the id gone",
    );
  });

  it('renders everything again when the build code changes', async () => {
    const cache = new Map<string, unknown>();
    await articleBodyResolver(cache).run({ md: 'One', digest: 'd1' });
    fs.writeFileSync(path.join(tmp, '.cache', 'compiled', 'gatsby-node.js'), '// build code v2');
    const next = articleBodyResolver(cache);
    await next.run({ md: 'One', digest: 'd1' });
    expect(next.rendered()).toBe(1);
  });

  it('gives the same pages on a rebuild, and the same again after an edit to a body', async () => {
    const { store, pages: before } = await buildCorpus(300);
    await store.source();
    expect(await store.pages()).toEqual(before);

    // the body is not in any page's context: the page queries bring it, and the card texts
    const edited = startupContent().content.articles.find((a) => !a.description) as { file: string };
    fs.appendFileSync(path.resolve(edited.file), '\nOne more sentence from an editor.\n');
    await store.source();
    expect(await store.pages()).toEqual(before);
  }, 60_000);
});
