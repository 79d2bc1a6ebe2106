/** Escaping for HTML written as strings (kept apart from the sanitiser, whose parser browser code must not take). */

/** Text escaped for HTML content. */
export const escapeText = (t: string): string =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text escaped for a double-quoted attribute value. */
export const escapeAttr = (t: string): string => escapeText(t).replace(/"/g, '&quot;');
