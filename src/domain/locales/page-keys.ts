/**
 * The fixed pages whose SEO texts each locale gives. A module of its own, not beside the locale
 * list in shapes.ts: webpack keeps a module's used exports wherever the module goes, and the
 * locale list is in every page's first download, these keys only in the page Heads' code.
 */
export const PAGE_KEYS = [
  'home',
  'authors',
  'not-found',
  'about-us',
  'privacy-policy',
  'terms',
  'sitemap',
  'topics',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
