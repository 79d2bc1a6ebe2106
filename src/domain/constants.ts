/** Business constants of spec section 9, in one place. */

/** Articles without a `date` are dated from here plus `id - 1` days; no date may be earlier. */
export const CONTENT_START_DATE = '2024-09-16T00:00:00Z';

/** Windows this wide or narrower get the narrow (popover) Sections menu. */
export const MOBILE_BREAKPOINT_PX = 576;

/** Search shows results only when the trimmed text is longer than this. */
export const SEARCH_MIN_LENGTH = 2;

/** How long the copy control stays in its 'copied' state. */
export const COPY_CONFIRM_MS = 3000;

/** Gatsby fires onRouteUpdateDelayed after this long; the notice appears then. */
export const ROUTE_DELAY_MS = 1000;

/** Gatsby's loader: prefetch batch size, pause between batches, retries. */
export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_BATCH_INTERVAL_MS = 3000;
export const LOADER_RETRIES = 3;

/** Home page blocks, in order: lead, Finest Stories, Favorite Articles, Have More Great Articles. */
export const HOME_LAYOUT = { lead: 4, finest: 4, favorite: 8, more: 16 } as const;

/** Related articles at the end of an article page. */
export const RELATED_COUNT = 4;

/** Articles per page on category, subcategory and author listings. */
export const LISTING_PAGE_SIZE = 24;

/** Articles with at least this many h2/h3 headings get a table of contents. */
export const TOC_MIN_HEADINGS = 3;
