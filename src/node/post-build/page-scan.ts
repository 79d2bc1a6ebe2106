/**
 * Reading a built page for its Content Security Policy (src/node/post-build/page-policies.ts):
 * where <head> starts, an earlier run's policy meta, the executable inline scripts the build wrote
 * outside the page content (the ones the policy hashes), and what must stop the build: an
 * executable script or an event-handler attribute inside the page content (#___gatsby, where
 * articles and the sponsored snippets are rendered), a script from another origin.
 *
 * The content is everything from the root element to the last `<script id="gatsby-script-loader">`
 * of the page (Gatsby writes it right after the root), read so that no tag the browser would make
 * is missed (src/node/post-build/html-tags.ts): markup in the content that closes the root early
 * does not move where the content ends. Data blocks (application/ld+json) are not executed and
 * need no hash.
 */
import { CSP_HEADER, isExecutableScriptType } from '../../domain/hosting/content-security-policy';
import { GATSBY_ROOT_ID } from '../../domain/html/element-ids';
import { readStartTags, type StartTag, textEnd } from './html-tags';

export interface InlineScript {
  /** the script's text exactly as written between its tags */
  text: string;
  type: string | undefined;
  /** offset of `<script` in the HTML */
  start: number;
}

export interface PageScan {
  /** offset just after `<head …>`, where the policy goes; null when the file has no <head> */
  headContentStart: number | null;
  /** an earlier run's policy meta, when it is the first element of <head> */
  existingPolicy: { start: number; end: number } | null;
  /** executable inline scripts outside the page content: the ones the policy hashes */
  buildScripts: InlineScript[];
  /** what must stop the build, in words */
  problems: string[];
}

/** A same-origin path (entity-encoded values are not trusted to be one). */
const isSameOriginPath = (src: string): boolean => /^\/(?!\/)/.test(src.trim()) && !src.includes('&');

/**
 * Where the content (#___gatsby) ends: Gatsby writes its page-path script right after the root
 * element on every page. The last one in the page is the build's own: the content comes before it.
 */
const CONTENT_END_MARK = '<script id="gatsby-script-loader">';

/**
 * The type a script tag's `type` attribute gives, for deciding whether it runs: a value with a
 * character reference is taken as a script's (the browser decodes it; nothing the site writes
 * has one), so a disguised script type is never read as a data block.
 */
const scriptType = (raw: string | undefined): string | undefined =>
  raw !== undefined && raw.includes('&') ? undefined : raw;

/**
 * One pass over a page's HTML: where <head> starts and which scripts and handlers it holds.
 * `html` is the page as a string, or its bytes read as `latin1` (offsets are then byte offsets,
 * and `shown` turns a value back into text for messages).
 */
export function scanPage(html: string, shown: (raw: string) => string = (raw) => raw): PageScan {
  const scan: PageScan = { headContentStart: null, existingPolicy: null, buildScripts: [], problems: [] };
  let headFirstChildPending = false;
  const handlers = (tag: StartTag, inRoot: boolean): void => {
    for (const attribute of tag.attributes.keys())
      if (attribute.startsWith('on'))
        scan.problems.push(
          `<${shown(tag.name)} ${shown(attribute)}="…"> is an inline event handler${inRoot ? ' inside the page content' : ''}: the Content Security Policy blocks it and nothing on the site may rely on one`,
        );
  };
  const inContent = (tag: StartTag): void => {
    handlers(tag, true);
    if (tag.name === 'script' && isExecutableScriptType(scriptType(tag.attributes.get('type')))) {
      const src = tag.attributes.get('src');
      scan.problems.push(
        `a <script${src !== undefined ? ` src="${shown(src)}"` : ''}> inside the page content (#${GATSBY_ROOT_ID}): only the build's own scripts may run; find the article or sponsored snippet that carries it and remove it (the sanitiser should have)`,
      );
    }
  };
  readStartTags(html, 0, html.length, 'build', (tag) => {
    const { name, attributes } = tag;
    if (headFirstChildPending) {
      headFirstChildPending = false;
      if (name === 'meta' && (attributes.get('http-equiv') ?? '').toLowerCase() === CSP_HEADER.toLowerCase())
        scan.existingPolicy = { start: tag.start, end: tag.end };
    }
    if (name === 'head' && scan.headContentStart === null) {
      scan.headContentStart = tag.end;
      headFirstChildPending = true;
    }
    handlers(tag, false);
    if (attributes.get('id') === GATSBY_ROOT_ID) {
      // the content: read as content up to the build's page-path script, then on as the build's
      const contentEnd = html.lastIndexOf(CONTENT_END_MARK);
      if (contentEnd < tag.end) {
        scan.problems.push(
          `no ${CONTENT_END_MARK}</script> after the page content (#${GATSBY_ROOT_ID}), so where the content ends is unknown: the page was not written by this site's Gatsby build`,
        );
        return html.length;
      }
      readStartTags(html, tag.end, contentEnd, 'content', inContent);
      return contentEnd;
    }
    if (name !== 'script') return undefined;
    const type = scriptType(attributes.get('type'));
    const src = attributes.get('src');
    if (!isExecutableScriptType(type)) return undefined;
    if (src !== undefined) {
      if (!isSameOriginPath(src))
        scan.problems.push(
          `<script src="${shown(src)}"> is not on this site's origin: the Content Security Policy allows scripts from 'self' only`,
        );
      return undefined;
    }
    const textEnds = textEnd(html, 'script', tag.end);
    if (textEnds === html.length) {
      scan.problems.push('a <script> is never closed: the HTML is cut short or broken');
      return html.length;
    }
    const text = html.slice(tag.end, textEnds);
    // an empty inline script never runs, so the browser never checks it
    if (text !== '') scan.buildScripts.push({ text, type, start: tag.start });
    return textEnds; // reading goes on at </script>, its text already read
  });
  return scan;
}
