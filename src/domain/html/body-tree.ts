/**
 * Article and info-page bodies travel to the browser as a compact tree of sanitised HTML, so
 * that React renders them (and can put a copy control on code blocks) without
 * dangerouslySetInnerHTML. A node is a text string or `[tag, attributes, ...children]`.
 */

export type BodyNode = string | BodyElement;
export type BodyElement = [tag: string, attrs: Record<string, string>, ...children: BodyNode[]];

/** The plain text of a tree. */
export function treeText(nodes: readonly BodyNode[]): string {
  let out = '';
  const walk = (n: BodyNode): void => {
    if (typeof n === 'string') out += n;
    else {
      for (let i = 2; i < n.length; i += 1) walk(n[i] as BodyNode);
      if (BLOCK_TAGS.has(n[0])) out += ' ';
    }
  };
  nodes.forEach(walk);
  return out.replace(/\s+/g, ' ').trim();
}

// marked pure, so that a browser chunk that uses none of this module's text helpers drops it
const BLOCK_TAGS = /* @__PURE__ */ new Set([
  'p',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'blockquote',
  'td',
  'th',
  'tr',
  'div',
]);

/** The first `max` characters of text, cut at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Number of words in a text. */
export const wordCount = (text: string): number => (text.match(/\S+/g) ?? []).length;

/** Minutes to read `words` at `wordsPerMinute`, at least 1. */
export const readingMinutes = (words: number, wordsPerMinute: number): number =>
  Math.max(1, Math.round(words / Math.max(1, wordsPerMinute)));

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** True for a section heading: an h2/h3 with an id (top-level ones are the table of contents). */
export const isSectionHeading = (n: BodyNode): n is BodyElement =>
  typeof n !== 'string' && (n[0] === 'h2' || n[0] === 'h3') && !!n[1].id;
