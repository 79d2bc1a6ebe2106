/**
 * The product's numbers (breakpoint, search minimum, copy and prefetch timings) the browser scenarios check, written out here rather than
 * imported from src/domain/constants.ts: the suite checks the product against the spec, so a
 * changed constant in the code must make it fail, not move the goalposts with it.
 */
export const SPEC = {
  /** windows this wide or narrower get the popover menu */
  mobileBreakpointPx: 576,
  /** the search shows results only for text longer than 2 characters */
  searchMinChars: 3,
  copyConfirmMs: 3000,
  routeDelayMs: 1000,
  prefetchBatchSize: 4,
  prefetchBatchIntervalMs: 3000,
  pageDataRetries: 3,
} as const;
