/**
 * Colour theme: follows the operating system until the reader picks one, then remembers it.
 * The same rule runs twice: inline before first paint (the head's theme boot,
 * src/domain/frame/head/boot-theme.ts, so the page never flashes the wrong theme) and in the header
 * toggle.
 */

export type Theme = 'light' | 'dark';

/** localStorage key of the reader's explicit choice. */
export const THEME_STORAGE_KEY = 'bloxguide-theme';

/** The attribute Bootstrap 5.3 colour modes read on <html>. */
export const THEME_ATTRIBUTE = 'data-bs-theme';

/** The media query of a dark operating-system preference. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** True when a stored value is an explicit choice. */
export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The theme to show: the stored choice, else the operating system's preference. */
export function resolveTheme(stored: unknown, prefersDark: boolean): Theme {
  return isTheme(stored) ? stored : prefersDark ? 'dark' : 'light';
}

/** The other theme. */
export const otherTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');
