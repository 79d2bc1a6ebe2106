/**
 * Allow-list sanitising of HTML that comes from data. Sponsored-link snippets go through the
 * maintained `sanitize-html` library here; article bodies are sanitised on the tree the body
 * pipeline parses once (src/domain/html/allow-list.ts holds their allow-list,
 * src/domain/html/article-sanitizer.ts applies it), re-exported below so that both sanitisers are
 * found in one place. Build-time only: never import this from browser code (it would ship the
 * sanitisers to every reader).
 */
import sanitizeHtml from 'sanitize-html';
import { DROP_WITH_CONTENT, SAFE_SCHEMES, safeTarget, SPONSORED_NESTING_LIMIT } from '../html/safety';

export {
  ARTICLE_NESTING_LIMIT,
  safeTarget,
  SPONSORED_NESTING_LIMIT,
  type SafeTarget,
  type TargetKind,
} from '../html/safety';
export { sanitizeArticleHtml } from '../html/article-sanitizer';

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
