/**
 * The article allow-list, the only one for article and info-page bodies (rendered markdown with
 * any raw HTML in it): which tags, attributes, classes, inline styles and URL schemes a body
 * keeps, and how a few tags are rewritten. Extend it here when a remark plugin writes markup
 * readers should keep; src/domain/html/article-sanitizer.ts applies it to the parsed body.
 *
 * Everything not named here goes: a tag outside ARTICLE_TAGS is unwrapped (its text kept), or
 * dropped with its content when it is one of DROP_WITH_CONTENT (script, style, iframe, ...);
 * an attribute outside ARTICLE_ATTRIBUTES, an event handler, a comment, CDATA, all gone.
 */
import { TOKEN_TYPES } from './code-highlight';
import { isSafeId, SAFE_SCHEMES, safeTarget } from './safety';
import { formatSrcset, parseSrcset } from '../pictures/srcset';

export const ARTICLE_TAGS: ReadonlySet<string> = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'span',
  'del',
  's',
  'sup',
  'sub',
  'kbd',
  'mark',
  'abbr',
  'figure',
  'figcaption',
  // gatsby-remark-images: a <picture> with AVIF and WebP sources
  'picture',
  'source',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
]);

/** Tags written without content or end tag. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'source']);

/** The attributes each tag keeps (values checked further below); any other is dropped. */
export const ARTICLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'class', 'srcset', 'sizes', 'decoding', 'style'],
  source: ['srcset', 'sizes', 'type'],
  figure: ['class'],
  figcaption: ['class'],
  pre: ['class'],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  code: ['class'],
  span: ['class', 'style'],
  ol: ['start'],
  abbr: ['title'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** The classes gatsby-remark-images writes (see its constants.js), by tag. */
const REMARK_IMAGES_CLASSES = {
  span: ['gatsby-resp-image-wrapper', 'gatsby-resp-image-background-image'],
  img: ['gatsby-resp-image-image'],
  figure: ['gatsby-resp-image-figure'],
  figcaption: ['gatsby-resp-image-figcaption'],
};

/** The classes each tag keeps; a name ending in `*` is a prefix. Other classes are dropped. */
export const ARTICLE_CLASSES: Readonly<Record<string, readonly string[]>> = {
  code: ['language-*'],
  // gatsby-remark-prismjs: the fence language, and one span per token (TOKEN_TYPES)
  pre: ['language-*'],
  span: ['copyable', 'token', ...TOKEN_TYPES, ...REMARK_IMAGES_CLASSES.span],
  img: REMARK_IMAGES_CLASSES.img,
  figure: REMARK_IMAGES_CLASSES.figure,
  figcaption: REMARK_IMAGES_CLASSES.figcaption,
};

/**
 * Exactly the inline styles gatsby-remark-images writes for the box it reserves (its padding
 * holds the picture's aspect ratio, so nothing shifts when it loads), nothing else.
 */
export const ARTICLE_STYLES: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  span: {
    'padding-bottom': /^\d+(?:\.\d+)?%$/,
    'max-width': /^\d+(?:\.\d+)?px$/,
    position: /^relative$/,
    display: /^block$/,
    bottom: /^0$/,
    left: /^0$/,
    'margin-left': /^auto$/,
    'margin-right': /^auto$/,
  },
  img: {
    width: /^100%$/,
    height: /^100%$/,
    margin: /^0$/,
    'vertical-align': /^middle$/,
    position: /^absolute$/,
    top: /^0$/,
    left: /^0$/,
  },
};

/** The URL schemes a link may use; pictures (src, srcset) only SAFE_SCHEMES. */
const LINK_SCHEMES = [...SAFE_SCHEMES, 'mailto'];

/** Attributes that may hold an empty value (`alt=""`: a decorative picture). */
const EMPTY_ALLOWED = new Set(['alt']);

export interface TagAndAttributes {
  tag: string;
  attrs: Record<string, string>;
}

/** A heading keeps its id only when it is safe (see isSafeId). */
const heading =
  (tag: string) =>
  (attrs: Record<string, string>): TagAndAttributes => ({
    tag,
    attrs: isSafeId(attrs.id) ? { id: attrs.id } : {},
  });

/** Tags rewritten before the allow-list applies (by the name the parser gives). */
const REWRITES: Readonly<Record<string, (attrs: Record<string, string>) => TagAndAttributes>> = {
  // the page title is the only h1
  h1: heading('h2'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  // a link to anything but http(s), mail or this site becomes plain text; outside links open
  // in a new tab without opener or referrer
  a: (attrs) => {
    const target = safeTarget(attrs.href);
    const title: Record<string, string> = attrs.title ? { title: attrs.title } : {};
    if (!target) return { tag: 'span', attrs: {} };
    return target.kind === 'external'
      ? { tag: 'a', attrs: { href: target.href, ...title, rel: 'noopener noreferrer', target: '_blank' } }
      : { tag: 'a', attrs: { href: target.href, ...title } };
  },
  // pictures load lazily; src first, so that sanitising the output again gives the same text
  img: (attrs) => {
    const target = safeTarget(attrs.src);
    const { src: _src, ...rest } = attrs;
    return {
      tag: 'img',
      attrs:
        target && target.kind !== 'mail'
          ? { src: target.href, ...rest, loading: 'lazy' }
          : { ...rest, loading: 'lazy' },
    };
  },
};

/** A tag as the allow-list sees it: rewritten when REWRITES names it (attrs are not modified). */
export const rewriteTag = (tag: string, attrs: Record<string, string>): TagAndAttributes =>
  Object.prototype.hasOwnProperty.call(REWRITES, tag)
    ? (REWRITES[tag] as (a: Record<string, string>) => TagAndAttributes)(attrs)
    : { tag, attrs };

/**
 * True when a URL names an allowed scheme or none (a path on this site). Read the way a browser
 * does: control characters and spaces are ignored anywhere, as are `<!-- -->` comments;
 * protocol-relative `//host` and `\\host` are refused.
 */
export function urlSchemeAllowed(value: string, schemes: readonly string[]): boolean {
  // eslint-disable-next-line no-control-regex
  let url = value.replace(/[\u0000-\u0020]+/g, '');
  for (let open = url.indexOf('<!--'); open >= 0; open = url.indexOf('<!--')) {
    const close = url.indexOf('-->', open + 4);
    if (close < 0) break;
    url = url.slice(0, open) + url.slice(close + 3);
  }
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(url);
  if (!scheme) return !/^[/\\]{2}/.test(url);
  return schemes.includes((scheme[1] as string).toLowerCase());
}

const classAllowed = (allowed: readonly string[], name: string): boolean =>
  allowed.some((a) => (a.endsWith('*') ? name.startsWith(a.slice(0, -1)) : a === name));

/** The declarations of a style attribute that the tag's ARTICLE_STYLES allow, as `p:v;p:v`. */
function allowedStyle(rules: Readonly<Record<string, RegExp>>, value: string): string {
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    let v = declaration.slice(colon + 1).trim();
    const important = /\s*!\s*important$/i.exec(v);
    if (important) v = v.slice(0, important.index);
    const rule = Object.prototype.hasOwnProperty.call(rules, property) ? rules[property] : undefined;
    if (rule?.test(v)) kept.push(`${property}:${v}${important ? ' !important' : ''}`);
  }
  return kept.join(';');
}

/**
 * The value an attribute keeps on an allowed tag (after rewriteTag), or null to drop it: only
 * the tag's ARTICLE_ATTRIBUTES, never empty (but alt), href/src/srcset URLs with an allowed
 * scheme, classes and inline styles filtered to ARTICLE_CLASSES and ARTICLE_STYLES.
 */
export function allowedAttribute(tag: string, name: string, value: string): string | null {
  if (value === '' && !EMPTY_ALLOWED.has(name)) return null;
  if (!ARTICLE_ATTRIBUTES[tag]?.includes(name)) return null;
  const schemes = tag === 'img' ? SAFE_SCHEMES : LINK_SCHEMES;
  if ((name === 'href' || name === 'src') && !urlSchemeAllowed(value, schemes)) return null;
  let out = value;
  if (name === 'srcset') {
    // every candidate is a URL the browser may fetch: each one is checked
    const candidates = parseSrcset(value).filter((c) => urlSchemeAllowed(c.url, SAFE_SCHEMES));
    out = formatSrcset(candidates);
  } else if (name === 'class') {
    const allowed = ARTICLE_CLASSES[tag] ?? [];
    out = value
      .split(/\s+/)
      .filter((c) => classAllowed(allowed, c))
      .join(' ');
  } else if (name === 'style') {
    const rules = ARTICLE_STYLES[tag];
    out = rules ? allowedStyle(rules, value) : '';
  }
  return out === '' && value !== '' ? null : out;
}

/** Elements that would be an empty box: a picture without a source, a <source> without srcset. */
export const isEmptyMedia = (tag: string, attrs: Readonly<Record<string, string>>): boolean =>
  (tag === 'img' && !attrs.src) || (tag === 'source' && !attrs.srcset);
