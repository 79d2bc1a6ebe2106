/**
 * What both sanitisers share (src/domain/sponsored/sanitizer.ts for sponsored snippets,
 * src/domain/html/allow-list.ts for article bodies): the URL rule, the id rule, the tags
 * dropped with their content and the nesting limits. No parser and no library here, so that the
 * rules read the same whichever code applies them.
 */
import { RESERVED_IDS } from './element-ids';

/** The only schemes a sponsored link or an article picture may use. */
export const SAFE_SCHEMES: string[] = ['http', 'https'];

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
export const isSafeId = (id: string | undefined): id is string =>
  id !== undefined && /^[a-z][a-z0-9-]*$/.test(id) && !id.startsWith('gatsby') && !RESERVED_IDS.includes(id);

/**
 * Deeper elements are dropped (their text kept): a thousand nested tags would otherwise
 * overflow the stack when Gatsby stores the body tree, failing the whole build.
 */
export const ARTICLE_NESTING_LIMIT = 40;
export const SPONSORED_NESTING_LIMIT = 8;

/** Tags whose text content is dropped with them, not kept as plain text. */
export const DROP_WITH_CONTENT: string[] = [
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
