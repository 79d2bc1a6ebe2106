/** What the Sections button shows, shared by its stand-in and by both menu forms. */
import React, { useLayoutEffect } from 'react';
import { EARLY_MENU_ID } from '../../domain/frame/sections-early';

export function SectionsButtonContent({ label }: { label: string }): React.JSX.Element {
  return (
    <>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="6" height="6" rx="1.5" fill="currentColor" />
        <rect x="9" y="1" width="6" height="6" rx="1.5" fill="currentColor" opacity="0.6" />
        <rect x="1" y="9" width="6" height="6" rx="1.5" fill="currentColor" opacity="0.6" />
        <rect x="9" y="9" width="6" height="6" rx="1.5" fill="currentColor" />
      </svg>
      <span>{label}</span>
    </>
  );
}

/** How a lazily loaded menu form starts: open when the reader already clicked the stand-in. */
export interface SectionsFormProps {
  initiallyOpen: boolean;
  /** move focus to the real button (the stand-in it replaces had it) */
  takeFocus: boolean;
}

/**
 * Takes over from the early script's copy of the menu (src/domain/frame/sections-early.ts): the form
 * replaces the stand-in once that copy is closed; should one still be in the page, it goes in
 * the same task as the form is first laid out, so that there is never a second menu.
 */
export function useTakeOverEarlyMenu(): void {
  useLayoutEffect(() => {
    document.getElementById(EARLY_MENU_ID)?.remove();
  }, []);
}
