/**
 * The article allow-list (src/domain/html/allow-list.ts) applied to a parsed body: one walk
 * over the tree the HTML parser made, which yields the sanitised body tree directly. The body
 * pipeline (src/domain/html/parse-body.ts) parses each body once and never serialises in between;
 * sanitizeArticleHtml is the same walk with HTML in and out, for tests and tools.
 *
 * Every string that leaves here as HTML is escaped when written, and only allow-listed tags and
 * attributes exist in the tree, so what a browser parses from it is what the tree says.
 */
import { parseDocument } from 'htmlparser2';
import { escapeAttr, escapeText } from './escape';
import type { ChildNode, Element } from 'domhandler';
import { allowedAttribute, ARTICLE_TAGS, isEmptyMedia, rewriteTag, VOID_TAGS } from './allow-list';
import type { BodyElement, BodyNode } from './body-tree';
import { ARTICLE_NESTING_LIMIT, DROP_WITH_CONTENT } from './safety';

/** Parse rendered HTML into nodes (entities decoded): the one parse of an article body. */
export const parseHtml = (html: string): ChildNode[] =>
  parseDocument(html, { decodeEntities: true }).children;

const DROPPED = new Set(DROP_WITH_CONTENT);

/**
 * Allowed tags whose start tag closes an open <p>, in browsers and in the parser alike. Raw HTML
 * can still put one inside a paragraph through a tag that is unwrapped (`<p><x-note><h2>`):
 * such a paragraph is split where the browser would split it, so that the tree (and the table
 * of contents taken from it) has the structure the reader's page gets.
 */
const CLOSES_P = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'details',
  'dl',
  'figcaption',
  'figure',
  'hr',
  'ol',
  'pre',
  'table',
  'ul',
]);

const isElement = (node: ChildNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** Append text, joined to a text just before it (as a parser would read the written HTML). */
function pushText(out: BodyNode[], from: number, text: string): void {
  if (text === '') return;
  const last = out.length - 1;
  if (last >= from && typeof out[last] === 'string') out[last] = `${out[last] as string}${text}`;
  else out.push(text);
}

/**
 * The text below the nesting limit: the elements go, their text stays (but that of
 * DROP_WITH_CONTENT tags). Iterative, so that a hostile depth cannot overflow the stack.
 */
function pushDeepText(node: ChildNode, out: BodyNode[], from: number): void {
  const stack: ChildNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop() as ChildNode;
    if (n.type === 'text') pushText(out, from, n.data);
    else if (isElement(n) && !DROPPED.has(n.name))
      for (let i = n.children.length - 1; i >= 0; i -= 1) stack.push(n.children[i] as ChildNode);
  }
}

/** Sanitise `nodes` at `depth` (the number of elements above them), appending to `out`. */
function walk(nodes: readonly ChildNode[], depth: number, out: BodyNode[], from: number): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      pushText(out, from, node.data);
      continue;
    }
    // comments, CDATA, <!doctype> and processing instructions are dropped
    if (!isElement(node)) continue;
    if (depth >= ARTICLE_NESTING_LIMIT) {
      pushDeepText(node, out, from);
      continue;
    }
    const { tag, attrs } = rewriteTag(node.name, node.attribs);
    if (!ARTICLE_TAGS.has(tag)) {
      // not allowed: unwrapped, its text kept, unless it is a tag whose text is code or markup
      if (!DROPPED.has(tag)) walk(node.children, depth + 1, out, from);
      continue;
    }
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(attrs)) {
      const safe = allowedAttribute(tag, name, value);
      if (safe !== null) kept[name] = safe;
    }
    if (isEmptyMedia(tag, kept)) continue;
    const element: BodyElement = [tag, kept];
    // children go straight into the element, after its tag and attributes
    if (!VOID_TAGS.has(tag)) walk(node.children, depth + 1, element as unknown as BodyNode[], 2);
    const split =
      tag === 'p' ? element.findIndex((c, i) => i >= 2 && typeof c !== 'string' && CLOSES_P.has(c[0])) : -1;
    if (split < 0) out.push(element);
    // the block and what follows it leave the paragraph; its end tag then opens an empty one
    else out.push(element.slice(0, split) as BodyElement, ...(element.slice(split) as BodyNode[]), ['p', {}]);
  }
}

/** The sanitised body tree of parsed nodes: allowed tags and attributes only, text as text. */
export function sanitizeArticleNodes(nodes: readonly ChildNode[]): BodyNode[] {
  const out: BodyNode[] = [];
  walk(nodes, 0, out, 0);
  return out;
}

/** Attributes written out, each ` name="value"`. */
export const attributesHtml = (attrs: Readonly<Record<string, string>>): string =>
  Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');

/** A sanitised tree as HTML, void elements written `<img ... />`. */
export function treeHtml(nodes: readonly BodyNode[]): string {
  return nodes
    .map((n) => {
      if (typeof n === 'string') return escapeText(n);
      const [tag, attrs] = n;
      if (VOID_TAGS.has(tag)) return `<${tag}${attributesHtml(attrs)} />`;
      return `<${tag}${attributesHtml(attrs)}>${treeHtml(n.slice(2) as BodyNode[])}</${tag}>`;
    })
    .join('');
}

/**
 * Sanitise article HTML (rendered markdown with any raw HTML in it) to the article allow-list:
 * parsed once, walked once, written once.
 */
export const sanitizeArticleHtml = (html: string): string => treeHtml(sanitizeArticleNodes(parseHtml(html)));
