/**
 * The build tuning's lookup of MarkdownRemark nodes (plugins/build-tuning/remark-node-lookup.ts):
 * the installed Gatsby's createNodeId and a check of stored nodes (patches/gatsby+5.16.1.patch),
 * none where Gatsby has no such modules; and the plugin registers it for createPages
 * (lib/build-shared/hooks.ts; tests/unit/node/content/remark-nodes.test.ts checks the ids it
 * derives against the plugins').
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { gatsbyRemarkNodeLookup } from '../../../../plugins/build-tuning/remark-node-lookup';
import { onPreInit } from '../../../../plugins/build-tuning/gatsby-node';
import {
  type CreateNodeId,
  markdownReader,
  policyThreads,
  registerTuningHooks,
  remarkNodeLookup,
} from '../../../../lib/build-shared/hooks';
import { MarkdownParseCache } from '../../../../plugins/build-tuning/parse-cache';
import { parseMarkdown } from '../../../../src/node/content/read-content';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createNodeId } = require('gatsby/dist/utils/create-node-id') as { createNodeId: CreateNodeId };

afterEach(() => registerTuningHooks(null));

test("is Gatsby's createNodeId with a check of stored nodes", () => {
  const lookup = gatsbyRemarkNodeLookup();
  expect(lookup?.createNodeId).toBe(createNodeId);
  expect(typeof lookup?.stored).toBe('function');
});

test('is none where Gatsby has no such modules (another release): the site then reads the nodes', () => {
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'no-gatsby-'));
  try {
    expect(gatsbyRemarkNodeLookup(elsewhere)).toBeNull();
  } finally {
    fs.rmSync(elsewhere, { recursive: true, force: true });
  }
});

test("is registered by the plugin's onPreInit for createPages, with the parse cache and the policy threads", () => {
  expect(remarkNodeLookup()).toBeNull();
  const saved = process.env.GATSBY_CPU_COUNT;
  try {
    (onPreInit as unknown as (args: object) => void)({});
    expect(remarkNodeLookup()?.createNodeId).toBe(createNodeId);
    expect(markdownReader(parseMarkdown)).toBeInstanceOf(MarkdownParseCache);
    // a few pages stay in one thread; many go over the CPUs (one at least)
    expect(policyThreads(10)).toBe(1);
    expect(policyThreads(1_000_000)).toBe(Math.max(1, Math.min(os.cpus().length, 4)));
  } finally {
    if (saved === undefined) delete process.env.GATSBY_CPU_COUNT;
    else process.env.GATSBY_CPU_COUNT = saved;
  }
});
