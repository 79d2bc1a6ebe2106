/**
 * src/node/remark-html.ts, the web editor preview's markdown to HTML: for every shipped article
 * and info page and for a body with each kind of markup, the HTML equals what the installed
 * gatsby-transformer-remark's own `html` resolver gives (its extend-node-type run here as Gatsby
 * runs it, with the plugins of src/node/remark-plugins.ts that need no picture file); and every
 * plugin the build runs is one the preview knows.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import { PREVIEW_PLUGINS, remarkHtml } from '../../../src/node/remark-html';
import { remarkPlugins } from '../../../src/node/remark-plugins';
import { filesUnder } from '../../../src/node/files/walk';

/* eslint-disable @typescript-eslint/no-require-imports -- the transformer and the plugins are plain CommonJS */
type Resolvers = { html: { resolve: (node: unknown, args: unknown, context: unknown) => Promise<string> } };
const extendNodeType = require('gatsby-transformer-remark/extend-node-type') as (
  api: Record<string, unknown>,
  options: { plugins: { name: string; module: unknown; pluginOptions: unknown }[] },
) => Promise<Resolvers>;

const ROOT = path.join(__dirname, '..', '..', '..');
const LOCAL_PLUGINS = path.join(ROOT, 'plugins');

/** The build's plugins the preview runs, loaded as Gatsby loads them (a local one from plugins/). */
const previewPlugins = remarkPlugins
  .map((p) => (typeof p === 'string' ? { resolve: p, options: {} } : { options: {}, ...p }))
  .filter((p) => PREVIEW_PLUGINS[p.resolve] !== null)
  .map((p) => ({
    name: p.resolve,
    module: require(
      fs.existsSync(path.join(LOCAL_PLUGINS, p.resolve)) ? path.join(LOCAL_PLUGINS, p.resolve) : p.resolve,
    ) as unknown,
    pluginOptions: p.options,
  }));
/* eslint-enable @typescript-eslint/no-require-imports */

async function transformerHtml(markdown: string): Promise<string> {
  const store = new Map<string, unknown>();
  const cache = {
    get: async (k: string) => store.get(k),
    set: async (k: string, v: unknown) => store.set(k, v),
  };
  const resolvers = await extendNodeType(
    {
      type: { name: 'MarkdownRemark' },
      basePath: '',
      getNode: () => undefined,
      getNodesByType: () => [],
      cache,
      getCache: () => cache,
      reporter: { warn: () => undefined, info: () => undefined, error: () => undefined },
    },
    { plugins: previewPlugins },
  );
  const digest = crypto.createHash('sha256').update(markdown).digest('hex');
  const node = { id: digest, frontmatter: {}, internal: { content: markdown, contentDigest: digest } };
  return resolvers.html.resolve(node, {}, undefined);
}

const EVERY_KIND = [
  '## A heading {#own-id}',
  'Text with **bold**, `code`, a [link](https://example.com) and a footnote.^[Inline note]',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  '```lua\nlocal part = Instance.new("Part") -- a comment\n```',
  '```Luau\nprint(1)\n```',
  '```json\n{ "a": [1, true, null] }\n```',
  '```sh\necho "hi" && ls\n```',
  '```python\nprint(1)\n```',
  '```\nplain\n```',
  '![A cat](images/cat.png "The cat")',
  '<div class="note">raw <b>HTML</b></div>',
  '- [x] done\n- [ ] todo',
].join('\n\n');

test('every remark plugin the build runs is known to the preview (run there, or named as needing the files)', () => {
  for (const p of remarkPlugins)
    expect(Object.keys(PREVIEW_PLUGINS)).toContain(typeof p === 'string' ? p : p.resolve);
  expect(() => remarkHtml('x', [...remarkPlugins, 'gatsby-remark-new'])).toThrow(
    /gatsby-remark-new .*PREVIEW_PLUGINS \(src\/node\/remark-html.ts\)/,
  );
});

test('a body with every kind of markup: the same HTML as gatsby-transformer-remark, code highlighted', async () => {
  const html = remarkHtml(EVERY_KIND);
  expect(html).toBe(await transformerHtml(EVERY_KIND));
  expect(html).toContain('<div class="gatsby-highlight" data-language="lua"><pre class="language-lua">');
  expect(html).toContain('<span class="token keyword">local</span>');
  expect(html).toContain('data-language="bash"');
  expect(html).toContain('<img src="images/cat.png" alt="A cat" title="The cat">');
});

test('every shipped article and info page: the same HTML as gatsby-transformer-remark', async () => {
  const dir = path.join(ROOT, 'content');
  const files = filesUnder(dir).filter((f) => f.endsWith('.md'));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const body = matter(fs.readFileSync(path.join(dir, file), 'utf8')).content;
    expect([file, remarkHtml(body)]).toEqual([file, await transformerHtml(body)]);
  }
});
