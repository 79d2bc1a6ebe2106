/**
 * Sets `<html data-hydrated>` once the page's content has hydrated. React hydrates the content
 * in a later, interruptible pass than the page frame (src/components/frame/layout.tsx), so "React has
 * reached #main" does not mean the content is live; this effect runs only after the content's
 * hydration has committed. The browser suite waits on it (tests/e2e/support/site.ts).
 */
import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '../../domain/html/element-ids';

export function HydrationMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
