/**
 * The compact title index behind the search box, built at build time into its own file
 * (never into page data) and decoded in the browser on first use.
 * Format: { v: 1, g: [[categoryKey, subcategoryKey], ...], a: [[title, slug, groupIndex], ...] }
 * where groupIndex is -1 for articles listed under no category. The slug is "" when it equals
 * slugify(title), which most slugs do, to keep the file small.
 */
import { slugify } from './slug';

export interface SearchEntry {
  title: string;
  slug: string;
  /** null for articles listed under no category */
  categoryKey: string | null;
  subcategoryKey: string | null;
}

export interface EncodedSearchIndex {
  v: 1;
  g: [string, string][];
  a: [string, string, number][];
}

/** Encode entries (in display order) into the compact index. */
export function encodeSearchIndex(entries: readonly SearchEntry[]): EncodedSearchIndex {
  const groups: [string, string][] = [];
  const groupIndex = new Map<string, number>();
  const a = entries.map((e): [string, string, number] => {
    let g = -1;
    if (e.categoryKey !== null && e.subcategoryKey !== null) {
      const key = `${e.categoryKey}/${e.subcategoryKey}`;
      g = groupIndex.get(key) ?? -1;
      if (g === -1) {
        g = groups.length;
        groups.push([e.categoryKey, e.subcategoryKey]);
        groupIndex.set(key, g);
      }
    }
    return [e.title, slugify(e.title) === e.slug ? '' : e.slug, g];
  });
  return { v: 1, g: groups, a };
}

/** Decode the compact index; throws on anything that is not one. */
export function decodeSearchIndex(data: unknown): SearchEntry[] {
  const index = data as EncodedSearchIndex;
  if (!index || index.v !== 1 || !Array.isArray(index.g) || !Array.isArray(index.a))
    throw new Error('not a search index (version 1)');
  return index.a.map(([title, slug, g]) => {
    const group = g >= 0 ? index.g[g] : undefined;
    return {
      title,
      slug: slug || slugify(title),
      categoryKey: group ? group[0] : null,
      subcategoryKey: group ? group[1] : null,
    };
  });
}
