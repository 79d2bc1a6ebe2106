/** Authors: the roster's names and membership, slugs, and the default author. */
import { slugify } from './slug';

export interface AuthorRecord {
  name: string;
  description: string;
  meta_title: string;
  meta_description: string;
}

export interface AuthorLookups {
  names: string[];
  has: (name: string) => boolean;
}

/** Build the derived lookups over the roster (roster order is kept). */
export function buildAuthorLookups(authors: readonly Pick<AuthorRecord, 'name'>[]): AuthorLookups {
  const known = new Set(authors.map((a) => a.name));
  return {
    names: authors.map((a) => a.name),
    has: (name) => known.has(name),
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
