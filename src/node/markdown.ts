/**
 * Markdown to a sanitised body tree: markdown-it renders (raw HTML allowed, then sanitised by the
 * article allow-list), headings get stable ids for the table of contents, and htmlparser2 turns
 * the safe HTML into the compact tree the React renderer walks.
 */
import MarkdownIt from 'markdown-it';
import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import { BodyNode, excerpt, treeHeadings, treeText, wordCount, Heading } from '../domain/body-tree';
import { sanitizeArticleHtml } from '../domain/sanitize';
import { slugify } from '../domain/slug';
import { RESERVED_IDS } from '../domain/page-ids';

// no typographer: it would curl the quotes of code an editor marks copyable (print("hi") must paste as written)
const md = new MarkdownIt({ html: true, linkify: false, typographer: false });

// give h2-h4 ids from their text, unique within the document and never one the page frame uses
// (a heading "Main" becomes main-2, so the skip link still lands on <main>)
md.core.ruler.push('heading_ids', (state) => {
  const used = new Map<string, number>(RESERVED_IDS.map((id) => [id, 1]));
  const { tokens } = state;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token.type !== 'heading_open' || !['h2', 'h3', 'h4'].includes(token.tag)) continue;
    const base = slugify(tokens[i + 1]?.content ?? '') || 'section';
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    token.attrSet('id', n === 1 ? base : `${base}-${n}`);
  }
});

function toTree(nodes: ChildNode[]): BodyNode[] {
  const out: BodyNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.data !== '') out.push(node.data);
    } else if (node.type === 'tag') {
      out.push([node.name, { ...node.attribs }, ...toTree(node.children)]);
    }
  }
  // whitespace-only text matters only between two inline elements ("<b>a</b> <i>b</i>")
  const isInline = (n: BodyNode | undefined): boolean =>
    n !== undefined && typeof n !== 'string' && INLINE.has(n[0]);
  return out.filter(
    (n, i) => typeof n !== 'string' || n.trim() !== '' || (isInline(out[i - 1]) && isInline(out[i + 1])),
  );
}

const INLINE = new Set([
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'code',
  'span',
  'kbd',
  'mark',
  'abbr',
  'del',
  's',
  'sup',
  'sub',
  'img',
  'br',
]);

export interface RenderedBody {
  tree: BodyNode[];
  text: string;
  excerpt: string;
  words: number;
  headings: Heading[];
}

/** Render markdown to a sanitised tree plus the text facts pages need. */
export function renderMarkdown(markdown: string): RenderedBody {
  const safe = sanitizeArticleHtml(md.render(markdown));
  const tree = toTree(parseDocument(safe, { decodeEntities: true }).children);
  const text = treeText(tree);
  return { tree, text, excerpt: excerpt(text), words: wordCount(text), headings: treeHeadings(tree) };
}
