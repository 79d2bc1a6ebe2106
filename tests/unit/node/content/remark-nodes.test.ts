/**
 * src/node/content/remark-nodes.ts: the MarkdownRemark node ids createPages derives must be the
 * ids the installed gatsby-source-filesystem and gatsby-transformer-remark give their nodes (run
 * here on a real file with Gatsby's createNodeId in each plugin's namespace, as Gatsby runs
 * them), and nodes are read only when a derived id is not stored.
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Node } from 'gatsby';
import type { CreateNodeId } from '../../../../lib/build-shared/hooks';
import { derivedRemarkId, remarkNodeIds, scannedRemarkIds } from '../../../../src/node/content/remark-nodes';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createNodeId } = require('gatsby/dist/utils/create-node-id') as { createNodeId: CreateNodeId };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createFileNode } = require('gatsby-source-filesystem/create-file-node') as {
  createFileNode: (
    file: string,
    createNodeId: (input: string) => string,
    options: { name: string; path: string },
  ) => Promise<Node & { absolutePath: string }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { onCreateNode } = require('gatsby-transformer-remark/on-node-create') as {
  onCreateNode: (args: Record<string, unknown>, options: Record<string, unknown>) => Promise<Node>;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-remark-ids-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The MarkdownRemark node the installed plugins make of a markdown file at `file`. */
async function pluginsRemarkNode(file: string): Promise<Node> {
  const text = '---\ntitle: "A"\n---\n\nBody.\n';
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  const fileNode = await createFileNode(file, (input) => createNodeId(input, 'gatsby-source-filesystem'), {
    name: 'content',
    path: dir,
  });
  const created: Node[] = [];
  await onCreateNode(
    {
      node: fileNode,
      loadNodeContent: async () => text,
      actions: { createNode: (n: Node) => created.push(n), createParentChildLink: () => undefined },
      createNodeId: (input: string) => createNodeId(input, 'gatsby-transformer-remark'),
      reporter: { error: (e: unknown) => Promise.reject(e) },
      createContentDigest: (v: unknown) => crypto.createHash('md5').update(JSON.stringify(v)).digest('hex'),
    },
    {},
  );
  if (created.length !== 1) throw new Error(`the transformer made ${created.length} nodes`);
  return created[0] as Node;
}

describe('derived MarkdownRemark ids', () => {
  test.each(['articles/one.md', 'articles/sub folder/Ünïcode name.md', 'info/about-us.md'])(
    'are the ids the installed plugins give: %s',
    async (relative) => {
      const file = path.join(dir, relative);
      const node = await pluginsRemarkNode(file);
      expect(node.internal.type).toBe('MarkdownRemark');
      expect(derivedRemarkId(file, createNodeId)).toBe(node.id);
    },
  );
});

describe('remarkNodeIds', () => {
  const files = ['/c/articles/a.md', '/c/articles/b.md'];
  const derived = new Map(files.map((f) => [f, derivedRemarkId(f, createNodeId)]));
  const scanned = new Map([['/c/articles/a.md', 'scanned-a']]);

  test('gives the derived ids when every one is stored, without reading nodes', () => {
    const scan = jest.fn(() => scanned);
    const stored = new Set(derived.values());
    expect(remarkNodeIds(files, { createNodeId, stored: (id) => stored.has(id) }, scan)).toEqual(derived);
    expect(scan).not.toHaveBeenCalled();
  });

  test('reads the nodes when one derived id is not stored', () => {
    const stored = new Set([derived.get(files[0] as string)]);
    expect(remarkNodeIds(files, { createNodeId, stored: (id) => stored.has(id) }, () => scanned)).toBe(
      scanned,
    );
  });

  test('reads the nodes when nothing can tell whether a node is stored', () => {
    expect(remarkNodeIds(files, { createNodeId, stored: null }, () => scanned)).toBe(scanned);
    expect(remarkNodeIds(files, null, () => scanned)).toBe(scanned);
  });

  test("reading the nodes finds each File node's MarkdownRemark child", () => {
    const nodes = new Map<string, Node>(
      [
        ['r1', 'MarkdownRemark'],
        ['s1', 'ImageSharp'],
      ].map(([id, type]) => [id as string, { id, internal: { type } } as unknown as Node]),
    );
    const fileNodes = [
      { absolutePath: '/c/articles/a.md', children: ['s1', 'r1'] },
      { absolutePath: '/c/articles/b.md', children: [] },
    ];
    expect(scannedRemarkIds(fileNodes, (id) => nodes.get(id))).toEqual(new Map([['/c/articles/a.md', 'r1']]));
  });
});
