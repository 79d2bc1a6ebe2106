/**
 * The content object of a build (src/node/content/build-content.ts): made once per build by
 * onPreBootstrap, read by the hooks Gatsby calls after it, published by createPages, re-made on
 * each content change under `gatsby develop`, and a clear error for a hook that asks for a stage
 * not reached yet.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Actions, Reporter, SourceNodesArgs } from 'gatsby';
import { prepareContent, PreparedContent } from '../../../../src/domain/content/model';
import { sponsoredLinksFor } from '../../../../src/domain/sponsored/block';
import { ContentLifecycle } from '../../../../src/node/content/build-content';
import { onCreatePageFor } from '../../../../src/node/make-pages/create-pages';
import { onPreBootstrapFor } from '../../../../src/node/content/load-content';
import { readContent } from '../../../../src/node/content/read-content';
import { onPreExtractQueriesFor } from '../../../../src/node/write-search-index';
import { feedOptions, sitemapOptions } from '../../../../src/node/seo-plugins';
import { sourceNodesFor } from '../../../../src/node/content/source-nodes';

const reporter = {
  info: () => undefined,
  warn: () => undefined,
  panic: (msg: unknown) => {
    throw new Error(String(msg));
  },
} as unknown as Reporter;

const shipped = (): PreparedContent => prepareContent(readContent(path.resolve('content')));

/** What createPages publishes, from validated content (no card texts or marks needed here). */
const publishedOf = (prepared: PreparedContent) => ({
  ...prepared,
  excerpts: new Map<number, string>(),
  marks: new Map(),
  remarkIds: new Map<number, string>(),
});

/** sourceNodes with stand-ins for Gatsby's actions; the Category nodes it made. */
function runSourceNodes(store: ContentLifecycle): { title: string }[] {
  const nodes: { title: string }[] = [];
  const args = {
    actions: { createNode: (n: { title: string }) => nodes.push(n) },
    createNodeId: (key: string) => key,
    createContentDigest: () => 'digest',
  };
  (sourceNodesFor(store) as (a: SourceNodesArgs) => void)(args as unknown as SourceNodesArgs);
  return nodes;
}

/** onCreatePage for a page of src/pages; the context it gave the page again. */
function runOnCreatePage(store: ContentLifecycle, pagePath: string): Record<string, unknown> {
  const made: { context: Record<string, unknown> }[] = [];
  const actions = {
    deletePage: () => undefined,
    createPage: (p: { context: Record<string, unknown> }) => made.push(p),
  } as unknown as Actions;
  (onCreatePageFor(store) as (a: unknown) => void)({
    page: { path: pagePath, component: 'x', context: {} },
    actions,
  });
  return made[0].context;
}

describe('the content object of a build', () => {
  const env = { dir: process.env.CONTENT_DIR, command: process.env.gatsby_executing_command };
  afterEach(() => {
    process.env.CONTENT_DIR = env.dir;
    process.env.gatsby_executing_command = env.command;
  });

  it('is made once by onPreBootstrap and every later hook reads that same object', () => {
    process.env.gatsby_executing_command = 'build';
    process.env.CONTENT_DIR = path.resolve('content');
    const store = new ContentLifecycle();
    (onPreBootstrapFor(store) as (a: unknown) => void)({ reporter });
    const made = store.validated('the test');
    expect(made.content.articles.length).toBeGreaterThan(0);
    expect(store.validated('sourceNodes')).toBe(made);
    expect(runSourceNodes(store).length).toBeGreaterThan(0);
    expect(runOnCreatePage(store, '/').sponsored).toEqual(store.sponsoredFor('/', 'the test'));
    expect((runOnCreatePage(store, '/').sponsored as string[]).length).toBeGreaterThan(0);
    // createPages publishes it; the sitemap and the feed read what it published
    store.publish(publishedOf(made));
    const record = store.pageRecorder(() => undefined);
    record({ path: '/', component: 'x', context: {} });
    record({ path: made.content.articles[0].path, component: 'x', context: {} });
    const published = store.published('gatsby-plugin-sitemap');
    expect(store.published('onPreExtractQueries')).toBe(published);
    expect(published.content).toBe(made.content);
    expect(
      sitemapOptions(store)
        .resolvePages()
        .map((p) => p.path),
    ).toEqual(published.pagePaths);
    const siteMetadata = { siteUrl: 'https://x.example', title: 'T', description: 'D', locale: 'en' };
    const items = feedOptions('Feed', store).feeds[0].serialize({ query: { site: { siteMetadata } } });
    expect(JSON.stringify(items)).toContain(made.content.articles[0].title);
    // the next build in the same process starts from a new object, unpublished
    (onPreBootstrapFor(store) as (a: unknown) => void)({ reporter });
    expect(store.validated('the test')).not.toBe(made);
    expect(store.isPublished()).toBe(false);
  });

  it('is made again on a content change under gatsby develop, and published again', () => {
    process.env.gatsby_executing_command = 'develop';
    const store = new ContentLifecycle();
    const before = shipped();
    store.begin(before);
    store.publish(publishedOf(before));
    store.pageRecorder(() => undefined)({ path: '/', component: 'x', context: {} });
    // an editor changes the sponsored snippets of the home page
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-content-'));
    fs.cpSync(path.resolve('content'), tmp, { recursive: true });
    const file = path.join(tmp, 'sponsored-links.json');
    const links = JSON.parse(fs.readFileSync(file, 'utf8')) as { sapeLinks: Record<string, string[]> };
    links.sapeLinks['/'] = ['<a href="https://new.example/">A new sponsor</a>'];
    fs.writeFileSync(file, JSON.stringify(links));
    const after = prepareContent(readContent(tmp));
    store.remake(after);
    expect(store.validated('createPages')).toBe(after);
    expect(store.isPublished()).toBe(false);
    expect(() => store.published('onPreExtractQueries')).toThrow(/createPages has not published/);
    const sponsored = runOnCreatePage(store, '/').sponsored as string[];
    expect(sponsored).toEqual(store.sponsoredFor('/', 'the test'));
    expect(sponsored.some((s) => s.includes('https://new.example/'))).toBe(true);
    expect(sponsored).not.toEqual(sponsoredLinksFor(before.content.sponsored, '/'));
    store.publish(publishedOf(after));
    expect(store.published('gatsby-plugin-sitemap').pagePaths).toEqual([]);
    expect(store.published('gatsby-plugin-sitemap').content).toBe(after.content);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('gives a hook called before the object exists a clear error naming it', () => {
    const store = new ContentLifecycle();
    expect(() => runSourceNodes(store)).toThrow(
      /content: sourceNodes ran before onPreBootstrap made this build's content/,
    );
    expect(() => runOnCreatePage(store, '/404')).toThrow(/onCreatePage ran before onPreBootstrap/);
    expect(() => store.pageRecorder(() => undefined)).toThrow(/createPages ran before onPreBootstrap/);
    expect(() => sitemapOptions(store).resolvePages()).toThrow(
      /gatsby-plugin-sitemap ran before onPreBootstrap/,
    );
    store.begin(shipped());
    // made, not yet published: the readers of the published content say what is missing
    expect(() => sitemapOptions(store).resolvePages()).toThrow(
      /gatsby-plugin-sitemap needs the published content, but createPages has not published it yet/,
    );
    expect(() =>
      feedOptions('Feed', store).setup({
        query: { site: { siteMetadata: { siteUrl: 'u', title: 't', description: 'd', locale: 'en' } } },
      }),
    ).toThrow(/gatsby-plugin-feed needs the published content/);
    expect(() => store.pageRecorder(() => undefined)).toThrow(/createPages has not published/);
  });

  it('lets develop extract queries before anything was published, writing no search index', () => {
    const store = new ContentLifecycle();
    store.begin(shipped());
    const info = jest.fn();
    (onPreExtractQueriesFor(store) as (a: unknown) => void)({ reporter: { info } });
    expect(info).not.toHaveBeenCalled();
  });
});
