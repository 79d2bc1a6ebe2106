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
  /**
   * An empty marker at the end of what a phone shows first (a listing's or article's header, the
   * home page's lead block, an error page): the browser paints nothing before it has parsed it
   * (FIRST_SCREEN_LINK; src/components/frame/first-screen-end.tsx)
   */
  firstScreenEnd: 'first-screen-end',
} as const;

/**
 * The head link that holds the first paint until the first screen has been parsed: HTML's
 * render-blocking expect link, `<link rel="expect" blocking="render">`, which blocks rendering
 * until an element with the id is in the document (so the id marks the end of the first screen,
 * not its start). Without it Chromium may paint as soon as it has parsed the site header and
 * paint the page's title and text a frame or more later. A browser without the feature ignores it.
 */
export const FIRST_SCREEN_LINK = {
  rel: 'expect',
  href: `#${ELEMENT_IDS.firstScreenEnd}`,
  blocking: 'render',
} as const;

/** Ids the shared layout sets outside ELEMENT_IDS (footer column headings, the logo's gradient). */
const LAYOUT_IDS = ['footer-categories', 'footer-info', 'footer-contacts', 'logo-gradient'];

/** Every id an article heading must avoid. */
export const RESERVED_IDS: readonly string[] = [...Object.values(ELEMENT_IDS), ...LAYOUT_IDS];

/** The id of the element Gatsby renders the page's React tree into (the page content). */
export const GATSBY_ROOT_ID = '___gatsby';

/**
 * The attribute the app sets on <html> once the page's content has hydrated
 * (src/components/frame/hydration-mark.tsx); the browser tests wait on it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
