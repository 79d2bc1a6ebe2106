/**
 * Markdown to the body a page shows, for tests that run without Gatsby: the HTML is made by the
 * libraries gatsby-transformer-remark itself uses, with its default options (remark with GFM and
 * footnotes, mdast to hast keeping raw HTML, hast to HTML), then handed to the site's own
 * articleBody (src/domain/html/parse-body.ts), exactly as the MarkdownRemark.articleBody resolver does.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { ArticleBody, articleBody, bodyTreeOf } from '../../src/domain/html/parse-body';
import type { BodyNode } from '../../src/domain/html/body-tree';
import { labelsFor } from '../../src/domain/locales/labels';

type Processor = {
  use(p: unknown, o?: unknown): Processor;
  parse(s: string): unknown;
  runSync(t: unknown): unknown;
};
const Remark = require('remark') as () => Processor;
const remarkGfm = require('remark-gfm') as unknown;
const remarkFootnotes = require('remark-footnotes') as unknown;
const toHast = require('mdast-util-to-hast') as (tree: unknown, o: unknown) => unknown;
const toHtml = require('hast-util-to-html') as (tree: unknown, o: unknown) => string;

const remark = Remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });

/** The HTML gatsby-transformer-remark's `html` field gives for `markdown`. */
export function transformerHtml(markdown: string): string {
  const mdast = remark.runSync(remark.parse(markdown));
  return toHtml(toHast(mdast, { allowDangerousHtml: true }), { allowDangerousHtml: true });
}

/** The body a page shows for `markdown`, in English. */
export function renderMarkdown(markdown: string): ArticleBody & { tree: BodyNode[] } {
  const html = transformerHtml(markdown);
  return { ...articleBody(html, labelsFor('en')), tree: bodyTreeOf(html) };
}
