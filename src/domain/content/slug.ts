/** Slug rules shared by authors, content validation and the corpus generator. */

/** Lowercase ASCII slug: accents removed, every run of other characters becomes one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An article slug: lowercase letters, digits and single hyphens, not at either end. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `slug` is a valid article slug. */
export const isValidSlug = (slug: string): boolean => ARTICLE_SLUG_PATTERN.test(slug);
