/**
 * Allow-list sanitising of HTML that comes from data (sponsored links, raw HTML in markdown),
 * with the maintained `sanitize-html` library. Build-time only: never import this from
 * browser code (it would ship the sanitiser to every reader).
 */
import sanitizeHtml from 'sanitize-html';

const SAFE_SCHEMES = ['http', 'https'];

/** True when `href` is an absolute http(s) URL. */
function isHttpUrl(href: string | undefined): boolean {
  if (!href) return false;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const SPONSORED_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'span', 'small'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // a link with anything but an absolute http(s) target becomes plain text
    a: (_tag, attribs) =>
      isHttpUrl(attribs.href)
        ? {
            tagName: 'a',
            attribs: {
              href: attribs.href.trim(),
              ...(attribs.title ? { title: attribs.title } : {}),
              rel: 'sponsored noopener',
              target: '_blank',
            },
          }
        : { tagName: 'span', attribs: {} },
  },
};

/** Reduce a sponsored-link HTML snippet to links and inline text; every link is forced to
 * `rel="sponsored noopener"` and a new tab. */
export function sanitizeSponsoredHtml(html: string): string {
  return sanitizeHtml(html, SPONSORED_OPTIONS).trim();
}

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
    'details',
    'summary',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    code: ['class'],
    span: ['class'],
    ol: ['start'],
    abbr: ['title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { code: ['language-*'], span: ['copyable'] },
  allowedSchemes: [...SAFE_SCHEMES, 'mailto'],
  allowedSchemesByTag: { img: SAFE_SCHEMES },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // the page title is the only h1
    h1: 'h2',
    a: (_tag, attribs) =>
      isHttpUrl(attribs.href)
        ? { tagName: 'a', attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }
        : {
            tagName: 'a',
            attribs: { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) },
          },
    img: (_tag, attribs) => ({ tagName: 'img', attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Sanitise article HTML (rendered markdown with any raw HTML in it) to an article allow-list. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS);
}
