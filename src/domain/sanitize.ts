/**
 * Allow-list sanitising of HTML that comes from data (sponsored links, raw HTML in markdown),
 * with the maintained `sanitize-html` library. Build-time only: never import this from
 * browser code (it would ship the sanitiser to every reader).
 */
import sanitizeHtml from 'sanitize-html';
import { TOKEN_TYPES } from './code-highlight';
import { RESERVED_IDS } from './page-ids';

const SAFE_SCHEMES = ['http', 'https'];

/** Base for resolving relative links: a made-up origin, so any other origin means "elsewhere". */
const LOCAL_BASE = 'https://site.invalid/articles/page';
const LOCAL_ORIGIN = new URL(LOCAL_BASE).origin;

/** What a link or image target is, after the browser's own URL parsing rules. */
export type TargetKind = 'external' | 'internal' | 'mail';

export interface SafeTarget {
  kind: TargetKind;
  /** the value to write into the attribute */
  href: string;
}

/**
 * Classify a URL as a browser would read it (entities are already decoded by the parser; the
 * WHATWG URL parser drops tabs and newlines and lower-cases the scheme, exactly as browsers
 * do). Returns null for anything that is not an http(s) URL, a mail link or a same-site path:
 * `javascript:`, `data:`, `vbscript:`, protocol-relative `//host`, `/\host` and the like.
 */
export function safeTarget(value: string | undefined): SafeTarget | null {
  const raw = value?.trim();
  if (!raw) return null;
  let absolute: URL | null = null;
  try {
    absolute = new URL(raw);
  } catch {
    absolute = null;
  }
  if (absolute) {
    if (absolute.protocol === 'http:' || absolute.protocol === 'https:')
      return absolute.hostname ? { kind: 'external', href: absolute.href } : null;
    if (absolute.protocol === 'mailto:') return { kind: 'mail', href: absolute.href };
    return null;
  }
  // "https:" or "mailto:" alone: a scheme without a usable target
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) return null;
  let resolved: URL;
  try {
    resolved = new URL(raw, LOCAL_BASE);
  } catch {
    return null;
  }
  // protocol-relative forms ("//host", and "/" or "\\" followed by "\\host") land elsewhere
  if (resolved.origin !== LOCAL_ORIGIN) return null;
  // keep the editor's relative form, unless it carries characters a browser would rewrite
  if (/[\\\s<>"'`]/.test(raw)) return null;
  return { kind: 'internal', href: raw };
}

/**
 * Element ids an article may set: slug-shaped, never one of Gatsby's own (`___gatsby`,
 * `gatsby-…`) and never one the page frame uses (`<h2 id="main">` would steal the skip link).
 */
const isSafeId = (id: string | undefined): id is string =>
  id !== undefined && /^[a-z][a-z0-9-]*$/.test(id) && !id.startsWith('gatsby') && !RESERVED_IDS.includes(id);

/**
 * Deeper elements are dropped (their text kept): a thousand nested tags would otherwise
 * overflow the stack when Gatsby stores the body tree, failing the whole build.
 */
export const ARTICLE_NESTING_LIMIT = 40;
export const SPONSORED_NESTING_LIMIT = 8;

/** Tags whose text content is dropped with them, not kept as plain text. */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'title',
  'template',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'object',
];

const SPONSORED_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'span', 'small'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  nestingLimit: SPONSORED_NESTING_LIMIT,
  transformTags: {
    // a link with anything but an absolute http(s) target becomes plain text
    a: (_tag, attribs) => {
      const target = safeTarget(attribs.href);
      return target?.kind === 'external'
        ? {
            tagName: 'a',
            attribs: {
              href: target.href,
              ...(attribs.title ? { title: attribs.title } : {}),
              rel: 'sponsored noopener',
              target: '_blank',
            },
          }
        : { tagName: 'span', attribs: {} };
    },
  },
};

/** Reduce a sponsored-link HTML snippet to links and inline text; every link is forced to
 * `rel="sponsored noopener"` and a new tab. */
export function sanitizeSponsoredHtml(html: string): string {
  return sanitizeHtml(html, SPONSORED_OPTIONS).trim();
}

/** A heading keeps its id only when it is safe (see isSafeId). */
const heading = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
  tagName,
  attribs: isSafeId(attribs.id) ? { id: attribs.id } : {},
});

/** The classes gatsby-remark-images writes (see its constants.js), by tag. */
const REMARK_IMAGES_CLASSES = {
  span: ['gatsby-resp-image-wrapper', 'gatsby-resp-image-background-image'],
  img: ['gatsby-resp-image-image'],
  figure: ['gatsby-resp-image-figure'],
  figcaption: ['gatsby-resp-image-figcaption'],
};

const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: [
      'src',
      'alt',
      'title',
      'width',
      'height',
      'loading',
      'class',
      'srcset',
      'sizes',
      'decoding',
      'style',
    ],
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
  },
  allowedClasses: {
    code: ['language-*'],
    // gatsby-remark-prismjs: the fence language, and one span per token (TOKEN_TYPES)
    pre: ['language-*'],
    span: ['copyable', 'token', ...TOKEN_TYPES, ...REMARK_IMAGES_CLASSES.span],
    img: REMARK_IMAGES_CLASSES.img,
    figure: REMARK_IMAGES_CLASSES.figure,
    figcaption: REMARK_IMAGES_CLASSES.figcaption,
  },
  // exactly the inline styles gatsby-remark-images writes for the box it reserves (its padding
  // holds the picture's aspect ratio, so nothing shifts when it loads), nothing else
  allowedStyles: {
    span: {
      'padding-bottom': [/^\d+(?:\.\d+)?%$/],
      'max-width': [/^\d+(?:\.\d+)?px$/],
      position: [/^relative$/],
      display: [/^block$/],
      bottom: [/^0$/],
      left: [/^0$/],
      'margin-left': [/^auto$/],
      'margin-right': [/^auto$/],
    },
    img: {
      width: [/^100%$/],
      height: [/^100%$/],
      margin: [/^0$/],
      'vertical-align': [/^middle$/],
      position: [/^absolute$/],
      top: [/^0$/],
      left: [/^0$/],
    },
  },
  allowedSchemes: [...SAFE_SCHEMES, 'mailto'],
  allowedSchemesByTag: { img: SAFE_SCHEMES },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  nestingLimit: ARTICLE_NESTING_LIMIT,
  transformTags: {
    // the page title is the only h1
    h1: (_tag, attribs) => heading('h2', attribs),
    h2: (_tag, attribs) => heading('h2', attribs),
    h3: (_tag, attribs) => heading('h3', attribs),
    h4: (_tag, attribs) => heading('h4', attribs),
    h5: (_tag, attribs) => heading('h5', attribs),
    h6: (_tag, attribs) => heading('h6', attribs),
    a: (_tag, attribs) => {
      const target = safeTarget(attribs.href);
      const title: sanitizeHtml.Attributes = attribs.title ? { title: attribs.title } : {};
      if (!target) return { tagName: 'span', attribs: {} };
      return target.kind === 'external'
        ? {
            tagName: 'a',
            attribs: { href: target.href, ...title, rel: 'noopener noreferrer', target: '_blank' },
          }
        : { tagName: 'a', attribs: { href: target.href, ...title } };
    },
    img: (_tag, attribs) => {
      const target = safeTarget(attribs.src);
      const { src: _src, ...rest } = attribs;
      // src first, so that sanitising its own output gives the same text
      return {
        tagName: 'img',
        attribs:
          target && target.kind !== 'mail'
            ? { src: target.href, ...rest, loading: 'lazy' }
            : { ...rest, loading: 'lazy' },
      };
    },
  },
  // <source> is a void element like <img>
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  // an image whose source was removed would be an empty box; a <source> without srcset
  // (outside a <picture>, or emptied) does nothing
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'source' && !frame.attribs.srcset),
};

/**
 * Sanitise article HTML (rendered markdown with any raw HTML in it) to the article allow-list,
 * in one pass. This is the only article allow-list: extend ARTICLE_OPTIONS (tags, attributes,
 * classes) when a remark plugin writes markup readers should keep.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS);
}
