/**
 * Element ids of the page frame around an article body. Heading ids come from heading text, so
 * a heading called "Main" or "Contents" must not take one of these: the skip link, the table of
 * contents and aria-labelledby would then point at the wrong element.
 */
export const ELEMENT_IDS = {
  /** the <main> element, target of the skip link */
  main: 'main',
  tableOfContents: 'toc-heading',
  authorCard: 'author-card-heading',
  related: 'related-heading',
} as const;

/** Ids the shared layout sets outside ELEMENT_IDS (footer column headings, the logo's gradient). */
const LAYOUT_IDS = ['footer-categories', 'footer-info', 'footer-contacts', 'logo-gradient'];

/** Every id an article heading must avoid. */
export const RESERVED_IDS: readonly string[] = [...Object.values(ELEMENT_IDS), ...LAYOUT_IDS];

/**
 * The attribute the app sets on <html> once the page's content has hydrated
 * (src/components/hydration-mark.tsx); the browser tests wait on it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
