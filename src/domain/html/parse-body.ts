/**
 * One article body, one tree: the HTML gatsby-transformer-remark renders (markdown with any raw
 * HTML in it) is parsed once, and that parse is sanitised to the article allow-list in one walk
 * (src/domain/html/article-sanitizer.ts) straight into a body tree. Everything a page needs comes from
 * that tree: heading ids, the table of
 * contents, plain text (excerpt, reading time) and the HTML the page shows, with its copy
 * controls and section links written in. The page puts that HTML in with dangerouslySetInnerHTML
 * and one delegated click handler (src/components/article/body.tsx) runs the copy controls, so
 * React never walks the body.
 */
import { VOID_TAGS } from './allow-list';
import { attributesHtml, parseHtml, sanitizeArticleNodes } from './article-sanitizer';
import { escapeAttr, escapeText } from './escape';
import { BodyElement, BodyNode, excerpt, Heading, isSectionHeading, treeText, wordCount } from './body-tree';
import { copyControlLook } from './copy-source';
import { formatLabel } from '../locales/labels';
import { RESERVED_IDS } from './element-ids';
import { slugify } from '../content/slug';

/** What a page needs of an article or info-page body. */
export interface ArticleBody {
  /** sanitised HTML with copy controls and section links, for dangerouslySetInnerHTML */
  html: string;
  /** top-level h2/h3 with their ids, in order (the table of contents) */
  headings: Heading[];
  words: number;
  excerpt: string;
  /** the plain text (code blocks as text, no markup): what the search index holds */
  text: string;
}

/** The labels the body's server markup carries (the reader's locale). */
export interface BodyLabels {
  copy: string;
  sectionLink: string;
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

/**
 * The tree without whitespace the page does not need: whitespace-only text matters only between
 * two inline elements ("<b>a</b> <i>b</i>"). Changes `nodes` in place.
 */
function dropLayoutWhitespace(nodes: BodyNode[], from = 0): void {
  const isInline = (n: BodyNode | undefined): boolean =>
    n !== undefined && typeof n !== 'string' && INLINE.has(n[0]);
  let to = from;
  for (let i = from; i < nodes.length; i += 1) {
    const n = nodes[i] as BodyNode;
    if (typeof n !== 'string') dropLayoutWhitespace(n as unknown as BodyNode[], 2);
    // neighbours as they were before anything was dropped, as one filter over the list would
    else if (n.trim() === '' && !(isInline(nodes[i - 1]) && isInline(nodes[i + 1]))) continue;
    nodes[to] = n;
    to += 1;
  }
  nodes.length = to;
}

const ID_HEADINGS = new Set(['h2', 'h3', 'h4']);

/**
 * Give every h2-h4 an id, in document order: an id the editor wrote is kept when it is free;
 * otherwise (or when there is none) the id comes from the heading text, made unique. No id is
 * ever one the page frame uses (RESERVED_IDS): a heading "Main" becomes main-2, so the skip link
 * still lands on <main>. h5/h6 keep a free id of their own and get none otherwise.
 */
export function assignHeadingIds(nodes: BodyNode[]): void {
  const used = new Map<string, number>(RESERVED_IDS.map((id) => [id, 1]));
  const take = (base: string): string => {
    let n = used.get(base) ?? 0;
    let id = n === 0 ? base : `${base}-${n + 1}`;
    while (used.has(id)) {
      n += 1;
      id = `${base}-${n + 1}`;
    }
    used.set(base, n + 1);
    if (id !== base) used.set(id, 1);
    return id;
  };
  const walk = (node: BodyNode): void => {
    if (typeof node === 'string') return;
    const [tag, attrs] = node;
    if (/^h[2-6]$/.test(tag)) {
      const own = attrs.id;
      if (own && !used.has(own)) used.set(own, 1);
      else if (ID_HEADINGS.has(tag))
        attrs.id = take(slugify(treeText(node.slice(2) as BodyNode[])) || 'section');
      else delete attrs.id;
      return;
    }
    for (let i = 2; i < node.length; i += 1) walk(node[i] as BodyNode);
  };
  nodes.forEach(walk);
}

// the icons live apart from this module so that browser code can take them without the HTML
// parser and sanitiser this module imports (they would ship to every reader of an article)
export { COPIED_ICON, COPY_ICON } from './copy-icons';

/** A copy control as the server writes it: the same markup the CopyButton component renders. */
const copyControl = (labels: BodyLabels, extraClass = ''): string =>
  `<button type="button" class="btn btn-sm copy-button${extraClass ? ` ${extraClass}` : ''}" data-state="idle" data-testid="copy-button">` +
  `${copyControlLook(false, { copy: labels.copy, copied: '' }).html}</button>` +
  '<span class="visually-hidden" aria-live="polite"></span>';

function html(node: BodyNode, labels: BodyLabels): string {
  if (typeof node === 'string') return escapeText(node);
  const [tag, attrs] = node;
  const children = node.slice(2) as BodyNode[];
  const inner = (): string => children.map((c) => html(c, labels)).join('');
  if (tag === 'pre') {
    // the parser drops one newline right after <pre>: write one more when the text starts with one
    const first = children[0];
    const lead = typeof first === 'string' && first.startsWith('\n') ? '\n' : '';
    // focusable so that keyboard users can scroll long lines sideways
    return (
      `<div class="code-block position-relative">${copyControl(labels, 'code-copy')}` +
      `<pre${attributesHtml(attrs)} tabindex="0">${lead}${inner()}</pre></div>`
    );
  }
  if (tag === 'span' && attrs.class?.split(/\s+/).includes('copyable'))
    return `<span class="copyable"><code>${inner()}</code> ${copyControl(labels)}</span>`;
  if (VOID_TAGS.has(tag)) return `<${tag}${attributesHtml(attrs)}>`;
  return `<${tag}${attributesHtml(attrs)}>${inner()}</${tag}>`;
}

/**
 * The HTML of a body tree with its copy controls, and a link beside each top-level section
 * heading (beside, not inside: the heading's name stays its text, and copying it copies no "#").
 */
export function bodyHtml(nodes: readonly BodyNode[], labels: BodyLabels): string {
  return nodes
    .map((node) => {
      if (!isSectionHeading(node)) return html(node, labels);
      const title = treeText((node as BodyElement).slice(2) as BodyNode[]);
      return (
        `<div class="heading-anchored">${html(node, labels)}` +
        `<a class="heading-anchor" href="#${escapeAttr(node[1].id)}" aria-label="${escapeAttr(formatLabel(labels.sectionLink, { title }))}"></a></div>`
      );
    })
    .join('');
}

/** The top-level section headings of a tree, in order. */
function sectionHeadings(nodes: readonly BodyNode[]): Heading[] {
  return nodes
    .filter(isSectionHeading)
    .map((n) => ({ depth: Number(n[0][1]), id: n[1].id, text: treeText(n.slice(2) as BodyNode[]) }));
}

/** Rendered markdown parsed once and sanitised in the same walk to one tree, with heading ids. */
export function bodyTreeOf(renderedHtml: string): BodyNode[] {
  const tree = sanitizeArticleNodes(parseHtml(renderedHtml));
  dropLayoutWhitespace(tree);
  assignHeadingIds(tree);
  return tree;
}

/** Everything a page needs of a body, from the HTML the markdown renderer made. */
export function articleBody(renderedHtml: string, labels: BodyLabels): ArticleBody {
  const tree = bodyTreeOf(renderedHtml);
  const text = treeText(tree);
  return {
    html: bodyHtml(tree, labels),
    headings: sectionHeadings(tree),
    words: wordCount(text),
    excerpt: excerpt(text),
    text,
  };
}
