/** The product's business constants (breakpoint, search minimum, copy and prefetch timings, retries, counts), in one place. */

/** Articles without a `date` are dated from here plus `id - 1` days; no date may be earlier. */
export const CONTENT_START_DATE = '2024-09-16T00:00:00Z';

/** Windows this wide or narrower get the narrow (popover) Sections menu. */
export const MOBILE_BREAKPOINT_PX = 576;
/** "MOBILE_BREAKPOINT_PX wide or narrower" as a media query. */
export const NARROW_SCREEN_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Search shows results only when the trimmed text is longer than this. */
export const SEARCH_MIN_LENGTH = 2;

/**
 * "Few" title results: when the words as typed match fewer titles than this, corrected words are
 * searched too (their matches ranked below the exact ones), not only when nothing matches.
 */
export const SEARCH_FEW_TITLES = 3;

/** How long the copy control stays in its 'copied' state. */
export const COPY_CONFIRM_MS = 3000;

// The route-delay notice after 1000 ms, prefetching in batches of 4 every 3000 ms and 3 retries
// of a failed page-data request are Gatsby's own loader, which takes no settings for them:
// tests/unit/dependencies/gatsby/gatsby-loader.test.ts holds its source to the spec's numbers, the browser suite
// (tests/e2e/loading/loader.spec.ts, prefetch.spec.ts) its behaviour.

/** Home page blocks, in order: lead, Finest Stories, Favorite Articles, Have More Great Articles. */
export const HOME_LAYOUT = { lead: 4, finest: 4, favorite: 8, more: 16 } as const;

/** Related articles at the end of an article page. */
export const RELATED_COUNT = 4;

/** Articles per page on category, subcategory and author listings. */
export const LISTING_PAGE_SIZE = 24;

/** Articles with at least this many h2/h3 headings get a table of contents. */
export const TOC_MIN_HEADINGS = 3;
