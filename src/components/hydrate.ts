/**
 * Hydration that yields to the browser. Gatsby hydrates with React 18's `hydrateRoot` at default
 * priority, which React renders as one blocking task: on a slow phone, hydrating the whole page
 * is one long task, and Lighthouse counts all of it as blocking time. Started inside
 * `startTransition`, the same hydration gets a transition lane, which React renders in slices of
 * about 5 ms and yields between them, so a tap or a paint never waits long.
 *
 * The markup, the result and what a reader can do are the same: React listens from the moment
 * the root is created, and a click on a part not hydrated yet hydrates it at once and is then
 * handled. A page with an empty body (the offline app shell) is rendered instead, as Gatsby does.
 */
import type { ReactElement } from 'react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Gatsby's `replaceHydrateFunction` renderer. */
export function hydrateInSlices(element: ReactElement, container: Element | null): void {
  if (!container) throw new Error('hydrate: the page has no #___gatsby element');
  const focusWrapper = document.getElementById('gatsby-focus-wrapper');
  startTransition(() => {
    if (focusWrapper && focusWrapper.children.length > 0) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
