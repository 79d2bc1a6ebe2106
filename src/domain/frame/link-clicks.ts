/**
 * Which clicks on a link the site answers itself, with a client-side navigation, as Gatsby's Link
 * does: a plain left click (no modifier key, nothing else handled it) on a link to a page of this
 * site that opens in the same tab. Anything else is left to the browser (a new tab, a download,
 * another site). Used where links are not Gatsby Links: the server-kept link blocks
 * (src/components/frame/kept-links.tsx) and the sections popover.
 */

/** The parts of a mouse event the rule reads. */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** A plain left click: the main button, no modifier key. */
export const isPlainLeftClick = (e: ClickFacts): boolean =>
  e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

/** The parts of a link the rule reads. */
export interface LinkFacts {
  /** the link's resolved URL (an anchor's `href` property) */
  href: string;
  target: string;
  download: boolean;
}

/**
 * The path (with query and fragment) a client-side navigation takes for this link, or null when
 * the browser should follow it: another origin, another tab or frame, a download, or only a
 * fragment of the page the reader is on.
 */
export function clientNavigationPath(
  link: LinkFacts,
  location: { origin: string; pathname: string; search: string },
): string | null {
  if (link.download || (link.target !== '' && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.hash !== '' && url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search + url.hash;
}
