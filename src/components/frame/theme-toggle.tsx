/**
 * The header's dark-mode switch. The page follows the operating system until the reader presses
 * it; the choice is then remembered (src/domain/frame/theme.ts). The inline boot script has already
 * set the theme before the first paint, so this only keeps it in step afterwards.
 */
import React, { useEffect, useState } from 'react';
import {
  DARK_QUERY,
  otherTheme,
  resolveTheme,
  Theme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from '../../domain/frame/theme';
import { useSiteData } from '../../hooks/use-site-data';

// storage can be blocked (privacy settings, sandboxed frames): the theme then follows the OS
function storedChoice(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

const applyTheme = (theme: Theme): void => document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);

export function ThemeToggle(): React.JSX.Element {
  const { labels } = useSiteData();
  // unknown while rendering on the server; the icons follow the <html> attribute through CSS
  const [theme, setTheme] = useState<Theme | null>(null);

  useEffect(() => {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    // an OS change matters only while the reader has made no choice (resolveTheme decides)
    const follow = (): void => {
      const next = resolveTheme(storedChoice(), media?.matches ?? false);
      applyTheme(next);
      setTheme(next);
    };
    follow();
    media?.addEventListener('change', follow);
    return () => media?.removeEventListener('change', follow);
  }, []);

  const toggle = (): void => {
    const next = otherTheme(theme ?? 'light');
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // not remembered, but still switched for this page
    }
    applyTheme(next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={labels.darkMode}
      aria-pressed={theme === 'dark'}
      title={labels.toggleTheme}
      onClick={toggle}
    >
      <svg className="theme-icon-moon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />
      </svg>
      <svg className="theme-icon-sun" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
      </svg>
    </button>
  );
}
