/**
 * Guards the loadNodeContent part of patches/gatsby+5.16.1.patch. Gatsby's loadNodeContent wrote
 * the content a plugin's loader gave onto the node (`node.internal.content`). gatsby-transformer-
 * remark reads every markdown File node that way and then links its MarkdownRemark child with
 * createParentChildLink, which stores the File node again: with its whole file in it. Every later
 * build read those File nodes back (gatsby-source-filesystem compares each one's digest), so the
 * datastore held and decompressed each article twice over (docs/performance.md, "What each
 * technique buys"). The patch remembers the content for the node object instead.
 *
 * The installed Gatsby's loadNodeContent runs here with its store replaced by one whose owner
 * plugin is a module in a temporary folder. The first test fails without the patch (the node
 * carries the content afterwards).
 *
 * Which upgrade makes the patch unnecessary: none yet; 5.16.1 is Gatsby's latest release and its
 * dist/utils/nodes.js still writes the content onto the node.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-load-node-content-'));
const loader = path.join(dir, 'owner-plugin.js');
// the owner plugin's loader counts its calls in a global the test reads
fs.writeFileSync(
  loader,
  'exports.loadNodeContent = async (node) => { globalThis.__loads = (globalThis.__loads || 0) + 1; return `text of ${node.id}`; };\n',
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const state = { flattenedPlugins: [{ name: 'owner-plugin', resolve: loader }] };
jest.mock('gatsby/dist/redux', () => ({ store: { getState: () => state } }));
jest.mock('gatsby/dist/datastore', () => ({ getNode: () => undefined }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadNodeContent } = require('gatsby/dist/utils/nodes') as {
  loadNodeContent: (node: FileNode) => Promise<string>;
};

interface FileNode {
  id: string;
  internal: { type: string; owner: string; contentDigest: string; content?: string };
}

const loads = (): number => (globalThis as { __loads?: number }).__loads ?? 0;
const fileNode = (id: string): FileNode => ({
  id,
  internal: { type: 'File', owner: 'owner-plugin', contentDigest: 'd' },
});

describe("Gatsby's loadNodeContent", () => {
  test("gives the owner plugin's content without writing it onto the node, so storing the node again stores no file text", async () => {
    const node = fileNode('a');
    await expect(loadNodeContent(node)).resolves.toBe('text of a');
    expect(node.internal).not.toHaveProperty('content');
    // what the datastore would keep of it (msgpack keeps the same fields JSON does here)
    expect(JSON.parse(JSON.stringify(node))).toEqual(fileNode('a'));
  });

  test('asks the loader once per node object, as it did when the content was on the node', async () => {
    const node = fileNode('b');
    const before = loads();
    await expect(loadNodeContent(node)).resolves.toBe('text of b');
    await expect(loadNodeContent(node)).resolves.toBe('text of b');
    expect(loads() - before).toBe(1);
    // another object for the same node (read back from the datastore) is loaded again
    await expect(loadNodeContent(fileNode('b'))).resolves.toBe('text of b');
    expect(loads() - before).toBe(2);
  });

  test("gives a node's own content without asking its plugin", async () => {
    const node = { ...fileNode('c'), internal: { ...fileNode('c').internal, content: 'set by its source' } };
    const before = loads();
    await expect(loadNodeContent(node)).resolves.toBe('set by its source');
    expect(loads()).toBe(before);
  });
});
