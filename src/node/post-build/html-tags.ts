/**
 * The start tags of an HTML page, read the way the HTML tokenizer reads them, for the policy step
 * (src/node/post-build/page-policies.ts). It reads every page of a build, so it is written for
 * speed: text is skipped with `indexOf`, tags and attributes are read with sticky regular
 * expressions, and nothing is decoded or built beyond what is asked for.
 *
 * Two ways to read:
 *
 * - `build`, for the parts of a page the build writes (<head>, the scripts after the content):
 *   comments and the text of raw-text elements (script, style, title, textarea and the rest) are
 *   skipped as the tokenizer skips them, so a script's text is exactly what the browser runs.
 * - `content`, for the part rendered from articles and sponsored snippets: every `<` followed by
 *   a letter is read as a start tag, wherever it stands (inside a comment, a textarea, an
 *   attribute value or foreign content too). The reader may then see a tag the browser never
 *   makes, never miss one the browser makes: a script or handler hidden where a simpler reader
 *   loses track (a comment closed by `--!>`, SVG's `<style>`, whose text the browser parses as
 *   tags) is still found.
 *
 * The page must be a string whose characters are its bytes (a Buffer read as `latin1`), or any
 * string: the reader only compares ASCII.
 */

/** A start tag: its lower-case name, its attributes (the first of a repeated name wins, as in the browser). */
export interface StartTag {
  name: string;
  attributes: Map<string, string>;
  /** offset of the `<` */
  start: number;
  /** offset just after the `>` (the end of the page when the tag is never closed) */
  end: number;
}

export type ReadMode = 'build' | 'content';

const TAG_NAME = /[A-Za-z][^\t\n\f\r />]*/y;
// one attribute: the separators before it, its name, and an optional value (double-quoted,
// single-quoted or unquoted); an unclosed quote runs to the end, as it does for the tokenizer
const ATTRIBUTE =
  /[\t\n\f\r /]*([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"?|'([^']*)'?|([^\t\n\f\r >]*)))?/y;

/** Elements whose text the tokenizer does not read as tags (script data, RAWTEXT, RCDATA). */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);

const rawTextEnds = new Map<string, RegExp>();
/**
 * Where the text of raw-text element `name`, whose start tag ends at `from`, ends: at its end tag
 * (`</name` and a separator), or at the end of the page when it has none.
 */
export function textEnd(html: string, name: string, from: number): number {
  let pattern = rawTextEnds.get(name);
  if (!pattern) {
    pattern = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
    rawTextEnds.set(name, pattern);
  }
  pattern.lastIndex = from;
  const m = pattern.exec(html);
  return m ? m.index : html.length;
}

/** The start tag whose name starts at `nameAt` (just after `<`), or null when none starts there. */
function readTag(html: string, lt: number, nameAt: number, limit: number): StartTag | null {
  TAG_NAME.lastIndex = nameAt;
  const name = TAG_NAME.exec(html);
  if (!name) return null;
  const attributes = new Map<string, string>();
  let at = TAG_NAME.lastIndex;
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const a = ATTRIBUTE.exec(html);
    if (!a || ATTRIBUTE.lastIndex > limit) break;
    at = ATTRIBUTE.lastIndex;
    const key = a[1]!.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, a[2] ?? a[3] ?? a[4] ?? '');
  }
  const gt = html.indexOf('>', at);
  return {
    name: name[0].toLowerCase(),
    attributes,
    start: lt,
    end: gt === -1 || gt >= limit ? limit : gt + 1,
  };
}

/** Where a comment that opens at `lt` (`<!--`) ends, by the tokenizer's rules. */
function commentEnd(html: string, lt: number): number {
  const body = lt + 4;
  if (html.startsWith('>', body)) return body + 1; // <!-->
  if (html.startsWith('->', body)) return body + 2; // <!--->
  const a = html.indexOf('-->', body);
  const b = html.indexOf('--!>', body);
  if (a === -1 && b === -1) return html.length;
  if (b === -1 || (a !== -1 && a < b)) return a + 3;
  return b + 4;
}

/**
 * Calls `onTag` for every start tag of `html` between `from` and `to`, read in `mode` (above).
 * In `build` mode, `onTag` may return a number: reading goes on from there (the content's end
 * when the tag opens the content). Returns where reading stopped.
 */
export function readStartTags(
  html: string,
  from: number,
  to: number,
  mode: ReadMode,
  onTag: (tag: StartTag) => number | void,
): number {
  let i = from;
  while (i < to) {
    const lt = html.indexOf('<', i);
    if (lt === -1 || lt + 1 >= to) return to;
    const next = html.charCodeAt(lt + 1);
    if (mode === 'content') {
      // every `<letter` is a start tag here; end tags, comments and declarations change nothing
      const tag = readTag(html, lt, lt + 1, to);
      if (tag) onTag(tag);
      i = lt + 1;
      continue;
    }
    if (next === 0x21 /* ! */) {
      i = html.startsWith('<!--', lt) ? commentEnd(html, lt) : endOfBogusComment(html, lt);
      continue;
    }
    if (next === 0x3f /* ? */) {
      i = endOfBogusComment(html, lt);
      continue;
    }
    if (next === 0x2f /* / */) {
      const after = html.charCodeAt(lt + 2);
      if (after === 0x3e /* > */) i = lt + 3;
      else if (isAsciiLetter(after)) i = readTag(html, lt, lt + 2, to)?.end ?? lt + 2;
      else i = endOfBogusComment(html, lt);
      continue;
    }
    const tag = readTag(html, lt, lt + 1, to);
    if (!tag) {
      i = lt + 1;
      continue;
    }
    const resume = onTag(tag);
    if (typeof resume === 'number') i = resume;
    else if (RAW_TEXT.has(tag.name)) i = textEnd(html, tag.name, tag.end);
    else if (tag.name === 'plaintext') return to;
    else i = tag.end;
  }
  return to;
}

const isAsciiLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

function endOfBogusComment(html: string, lt: number): number {
  const gt = html.indexOf('>', lt + 2);
  return gt === -1 ? html.length : gt + 1;
}
