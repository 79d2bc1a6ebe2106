/**
 * The theme boot, the first head script: it sets the theme attribute before the first paint, so
 * that a page never flashes the wrong theme. The rule is resolveTheme's (src/domain/frame/theme.ts);
 * this copy runs before any bundle, and its unit test holds it to resolveTheme's table.
 *
 * Self-contained: it is written into the page as its own source text (src/domain/frame/head-scripts.ts),
 * so it uses nothing but its data and the browser's globals.
 */

/** What the theme boot is given. */
export interface ThemeBootData {
  /** the storage key of the reader's choice */
  key: string;
  /** the attribute of <html> the theme goes in */
  attribute: string;
  /** the media query of a dark operating-system preference */
  darkQuery: string;
}

export function bootTheme(d: ThemeBootData): void {
  let theme: string | null | undefined;
  try {
    theme = localStorage.getItem(d.key);
  } catch {
    // storage blocked: the operating system's preference
  }
  if (theme !== 'light' && theme !== 'dark')
    theme = window.matchMedia && window.matchMedia(d.darkQuery).matches ? 'dark' : 'light';
  document.documentElement.setAttribute(d.attribute, theme);
}
