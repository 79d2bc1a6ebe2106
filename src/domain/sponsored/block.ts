/** The sponsored-link block: its heading, and which links a page shows. */
import { normalizePath } from '../listings/routes';

/** The four English headings the block may carry. */
export const SPONSORED_HEADINGS = [
  'Sponsored Links',
  'Partner Picks',
  'Recommended Resources',
  'From Our Partners',
] as const;

/** Pick the heading deterministically from the site name (a small stable string hash). */
export function sponsoredHeading(siteName: string): string {
  let hash = 0;
  for (const ch of siteName) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return SPONSORED_HEADINGS[hash % SPONSORED_HEADINGS.length];
}

export interface SponsoredData {
  sapeLinks: Record<string, string[]>;
  sapeNewUrl: string;
}

/** The HTML snippets a page shows: its own `sapeLinks`, then `sapeNewUrl` (empties dropped). */
export function sponsoredLinksFor(data: SponsoredData, path: string): string[] {
  const own = data.sapeLinks[normalizePath(path)] ?? [];
  return [...own, data.sapeNewUrl].filter((s) => s.trim() !== '');
}
