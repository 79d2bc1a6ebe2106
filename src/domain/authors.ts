/** Author lookups (spec section 3): description by name, SEO meta by name, the list of names. */
import { slugify } from './slug';

export interface AuthorRecord {
  name: string;
  description: string;
  meta_title: string;
  meta_description: string;
}

export interface AuthorMeta {
  title: string;
  description: string;
}

export interface AuthorLookups {
  names: string[];
  descriptionByName: (name: string) => string | undefined;
  metaByName: (name: string) => AuthorMeta | undefined;
  has: (name: string) => boolean;
}

/** Build the derived lookups over the roster (roster order is kept). */
export function buildAuthorLookups(authors: readonly AuthorRecord[]): AuthorLookups {
  const byName = new Map(authors.map((a) => [a.name, a]));
  return {
    names: authors.map((a) => a.name),
    descriptionByName: (name) => byName.get(name)?.description,
    metaByName: (name) => {
      const a = byName.get(name);
      return a ? { title: a.meta_title, description: a.meta_description } : undefined;
    },
    has: (name) => byName.has(name),
  };
}

/** The URL slug of an author ("Sofia Martínez" -> "sofia-martinez"). */
export const authorSlug = (name: string): string => slugify(name);

/**
 * The author of an article that names none: a stable pick by id, so it never changes between
 * builds while the roster stays the same. Returns undefined for an empty roster.
 */
export function defaultAuthorFor(id: number, names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const index = (((Math.trunc(id) - 1) % names.length) + names.length) % names.length;
  return names[index];
}
