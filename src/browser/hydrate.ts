/**
 * Hydration that yields to the browser. Gatsby hydrates with React 18's `hydrateRoot` at default
 * priority, which React renders as one task that cannot be interrupted: on a slow phone the
 * page frame's first pass alone held the main thread for 100-160 ms. Started inside
 * `startTransition`, the same hydration gets a transition lane, which React renders in slices of
 * about 5 ms, yielding to input and paint between them.
 *
 * The markup, the result and what a reader can do are the same: React listens from the moment
 * the root is created, and an input before the root has committed makes React finish the
 * hydration at once, in the input's task, and then handle it. A page whose body is empty (the
 * offline app shell) is rendered instead, as Gatsby does.
 */
import type { ReactElement } from 'react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

let hydrating = false;

/**
 * Whether this page's server markup was hydrated (rather than rendered afresh): true from the
 * start of the hydration on, in the browser only. Components that keep parts of the server markup
 * as they are (src/components/frame/kept-links.tsx) read it, with React's own signal of a
 * hydrating render, to tell hydration from the server's render and from later client renders.
 */
export const hydratedServerMarkup = (): boolean => hydrating;

/** Gatsby's `replaceHydrateFunction` renderer: (the app, #___gatsby, which every page has). */
export function hydrateInSlices(element: ReactElement, container: Element): void {
  const focusWrapper = document.getElementById('gatsby-focus-wrapper');
  hydrating = Boolean(focusWrapper && focusWrapper.children.length > 0);
  startTransition(() => {
    if (hydrating) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
