/**
 * A block of links that hydration leaves as the server rendered it.
 *
 * A long list of Gatsby Links costs a phone at hydration far more than it shows: each Link is
 * several components and its own IntersectionObserver, and the HTML sitemap holds up to 500 of
 * them. The links never change after the first paint, so when the page's server markup is
 * hydrated this block renders an element whose inner HTML React leaves alone (as the sections
 * menu's template does), and the server's links stay as they are. The block then does for them
 * what Gatsby's Link does, from one place:
 *
 * - a plain left click on a link to a page of the site is a client-side navigation (the rule of
 *   src/domain/frame/link-clicks.ts), replacing the history entry when it is the page already open;
 * - the pointer over a link asks Gatsby's loader to fetch that page (`hovering`);
 * - a link scrolled into view is queued for prefetching (`enqueue`, in Gatsby's batches) and
 *   taken off the queue when it leaves the view before its turn.
 *
 * When the block is rendered in the browser (a client-side navigation to the page, or the app
 * shell offline), or on the server, it renders its children: the Gatsby Links themselves.
 * `contentKey` names what the block shows (the page): a render for another key renders afresh.
 * The block is a `<div data-kept-links>` either way.
 */
import React, { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { clientNavigationPath, isPlainLeftClick } from '../../domain/frame/link-clicks';
import { hydratedServerMarkup } from '../../browser/hydrate';

/** What the loader's `enqueue` returns: a handle to take the page off the queue, in Gatsby 5. */
type PrefetchHandle = { abort?: () => void } | void;

/** Gatsby's loader and router, as its Link uses them. */
interface GatsbyWindow {
  ___navigate?: (to: string, options?: { replace?: boolean }) => void;
  ___loader?: {
    hovering: (path: string) => void;
    enqueue: (path: string) => PrefetchHandle;
  };
}
const gatsby = (): GatsbyWindow => window as unknown as GatsbyWindow;

const noSubscription = (): (() => void) => () => undefined;
/** True while React hydrates (and on the server), false in a render in the browser. */
const useServerSnapshot = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

const KEPT_HTML = { __html: '' };

/**
 * Where a link inside the block leads: the site path to navigate to and its page (the path
 * without the fragment, as the loader keys pages), or null when the browser should follow it.
 */
function pathOf(target: EventTarget | null, block: HTMLElement): { path: string; page: string } | null {
  const link = target instanceof Element ? target.closest('a') : null;
  if (!link || !block.contains(link)) return null;
  const path = clientNavigationPath(
    { href: link.href, target: link.target, download: link.hasAttribute('download') },
    window.location,
  );
  return path === null ? null : { path, page: path.split('#')[0] };
}

/** Queue the page of every link of `block` in view for prefetching, as each Gatsby Link does for itself. */
function prefetchInView(block: HTMLElement): () => void {
  const loader = gatsby().___loader;
  if (!loader || typeof IntersectionObserver === 'undefined') return () => undefined;
  const queued = new Map<Element, PrefetchHandle>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const link = pathOf(entry.target, block);
      if (link === null) continue;
      if (entry.isIntersecting || entry.intersectionRatio > 0) {
        if (link.page !== window.location.pathname + window.location.search)
          queued.set(entry.target, loader.enqueue(link.page));
      } else {
        queued.get(entry.target)?.abort?.();
        queued.delete(entry.target);
      }
    }
  });
  block.querySelectorAll('a[href]').forEach((a) => observer.observe(a));
  return () => observer.disconnect();
}

export interface KeptLinksProps {
  /** what the block shows (the page's path): a render for another key renders the children afresh */
  contentKey: string;
  className?: string;
  children: React.ReactNode;
}

export function KeptLinks({ contentKey, className, children }: KeptLinksProps): React.JSX.Element {
  const hydrating = useServerSnapshot() && hydratedServerMarkup();
  const [keptFor] = useState(() => (hydrating ? contentKey : null));
  const kept = keptFor === contentKey;
  const block = useRef<HTMLDivElement>(null);
  useEffect(() => (kept && block.current ? prefetchInView(block.current) : undefined), [kept]);

  if (!kept)
    return (
      <div key="rendered" className={className} data-kept-links="">
        {children}
      </div>
    );
  return (
    <div
      key="kept"
      ref={block}
      className={className}
      data-kept-links=""
      dangerouslySetInnerHTML={KEPT_HTML}
      suppressHydrationWarning
      onClick={(event) => {
        if (event.defaultPrevented || !isPlainLeftClick(event) || !block.current) return;
        const link = pathOf(event.target, block.current);
        const navigate = gatsby().___navigate;
        if (link === null || !navigate) return;
        event.preventDefault();
        navigate(link.path, { replace: link.page === window.location.pathname });
      }}
      onMouseOver={(event) => {
        if (!block.current) return;
        const link = pathOf(event.target, block.current);
        if (link !== null) gatsby().___loader?.hovering(link.page);
      }}
    />
  );
}
