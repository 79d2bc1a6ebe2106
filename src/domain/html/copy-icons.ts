/** The copy control's icons as markup: written by the server (parse-body.ts), swapped by the click handler. */

/** The copy icon in its idle state (the click handler swaps in COPIED_ICON_PATH). */
export const COPY_ICON =
  '<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">' +
  '<rect x="5" y="5" width="9" height="9" rx="2" fill="none" stroke="currentColor" stroke-width="1.5"></rect>' +
  '<path d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5" fill="none" stroke="currentColor" stroke-width="1.5"></path>' +
  '</svg>';
/** The check mark shown while a copy is confirmed. */
export const COPIED_ICON =
  '<svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">' +
  '<path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path>' +
  '</svg>';
