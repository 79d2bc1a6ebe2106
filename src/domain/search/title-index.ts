/**
 * The compact title index behind the search box, built at build time into its own file
 * (never into page data) and decoded in the browser on first use.
 *
 * Format (version 2), column by column because gzip packs like next to like:
 *   { v: 2,
 *     g: [[categoryKey, subcategoryKey], ...]  each placement once,
 *     t: [title, ...]                          in display order,
 *     p: "0a3-…"                               one character per title: its index in g in
 *                                              GROUP_DIGITS, "-" when listed under no category,
 *     s: { "7": "slug-7" } }                   only the slugs that slugify(title) does not give
 * About 2 bytes per article besides the title itself, gzipped (`npm run bench:search`).
 */
import type { ArticleModel } from '../content/model';
import type { PreviewMark } from '../content/publishing';
import { subcategoryIndexKey } from '../listings/listing-key';
import { slugify } from '../content/slug';
import { keptIn } from '../kept';

export interface SearchEntry {
  title: string;
  slug: string;
  /** null for articles listed under no category */
  categoryKey: string | null;
  subcategoryKey: string | null;
  /** only in the preview: a draft or a scheduled article */
  mark?: PreviewMark;
}

export interface EncodedSearchIndex {
  v: 2;
  g: [string, string][];
  t: string[];
  p: string;
  s: Record<string, string>;
  /** the preview's marks by position; a production build has none and leaves the key out */
  m?: Record<string, PreviewMark>;
  /** in a chunk of the split index (parts.ts): each article's text fragment name, '' for none */
  b?: string[];
}

/** One character per placement group; the taxonomy has 36 groups, this allows 62. */
const GROUP_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NO_GROUP = '-';

/** The search entry of an article: its title, slug and primary placement. */
export function searchEntryOf(
  article: Pick<ArticleModel, 'title' | 'slug' | 'placements'>,
  mark?: PreviewMark,
): SearchEntry {
  const primary = article.placements[0];
  return {
    ...(mark ? { mark } : {}),
    title: article.title,
    slug: article.slug,
    categoryKey: primary?.categoryKey ?? null,
    subcategoryKey: primary?.subcategoryKey ?? null,
  };
}

/** Encode entries (in display order) into the compact index. */
export function encodeSearchIndex(entries: readonly SearchEntry[]): EncodedSearchIndex {
  const g: [string, string][] = [];
  const groupIndex = new Map<string, number>();
  const s: Record<string, string> = {};
  const m: Record<string, PreviewMark> = {};
  let p = '';
  entries.forEach((e, i) => {
    if (e.categoryKey === null || e.subcategoryKey === null) p += NO_GROUP;
    else {
      const pair: [string, string] = [e.categoryKey, e.subcategoryKey];
      const at = keptIn(groupIndex, subcategoryIndexKey(...pair), () => {
        if (g.length >= GROUP_DIGITS.length)
          throw new Error(`search index: more than ${GROUP_DIGITS.length} category/subcategory pairs`);
        return g.push(pair) - 1;
      });
      p += GROUP_DIGITS[at];
    }
    if (slugify(e.title) !== e.slug) s[i] = e.slug;
    if (e.mark) m[i] = e.mark;
  });
  const index: EncodedSearchIndex = { v: 2, g, t: entries.map((e) => e.title), p, s };
  return Object.keys(m).length > 0 ? { ...index, m } : index;
}

/**
 * The title chunks of the split index (parts.ts): the compact format of all entries, cut every
 * `size` entries, each chunk with its own positions, its articles' text fragment names (`b`) and
 * no group table: the groups are the manifest's (`groups`), shared by every chunk.
 */
export function encodeTitleChunks(
  entries: readonly SearchEntry[],
  fragments: readonly (string | undefined)[],
  size: number,
): { groups: [string, string][]; chunks: EncodedSearchIndex[] } {
  const all = encodeSearchIndex(entries);
  const chunks: EncodedSearchIndex[] = [];
  for (let at = 0; at < entries.length; at += size) {
    const to = Math.min(entries.length, at + size);
    const local = <T>(map: Record<string, T> | undefined): Record<string, T> => {
      const out: Record<string, T> = {};
      for (let i = at; i < to; i += 1) if (map?.[i] !== undefined) out[i - at] = map[i];
      return out;
    };
    const m = local(all.m);
    const b = fragments.slice(at, to).map((f) => f ?? '');
    chunks.push({
      v: 2,
      g: [],
      t: all.t.slice(at, to),
      p: all.p.slice(at, to),
      s: local(all.s),
      ...(Object.keys(m).length > 0 ? { m } : {}),
      ...(b.some(Boolean) ? { b } : {}),
    });
  }
  return { groups: all.g, chunks };
}

/** The entries of a title chunk, with the manifest's group table. */
export const decodeTitleChunk = (data: unknown, groups: [string, string][]): SearchEntry[] =>
  decodeSearchIndex({ ...(data as object), g: groups });

/** The text fragment names of a decoded chunk's articles ('' when an article has none). */
export const chunkFragments = (data: unknown): string[] => {
  const b = (data as EncodedSearchIndex).b;
  return Array.isArray(b) ? b : [];
};

/** Decode the compact index; throws on anything that is not one. */
export function decodeSearchIndex(data: unknown): SearchEntry[] {
  const index = data as EncodedSearchIndex;
  if (
    !index ||
    index.v !== 2 ||
    !Array.isArray(index.g) ||
    !Array.isArray(index.t) ||
    typeof index.p !== 'string' ||
    index.p.length !== index.t.length ||
    typeof index.s !== 'object' ||
    index.s === null
  )
    throw new Error('not a search index (version 2)');
  return index.t.map((title, i) => {
    const group = index.p[i] === NO_GROUP ? undefined : index.g[GROUP_DIGITS.indexOf(index.p[i])];
    const mark = index.m?.[i];
    return {
      ...(mark ? { mark } : {}),
      title,
      slug: index.s[i] ?? slugify(title),
      categoryKey: group ? group[0] : null,
      subcategoryKey: group ? group[1] : null,
    };
  });
}
