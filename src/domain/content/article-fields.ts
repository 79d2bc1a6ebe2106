/**
 * The checks of an article's frontmatter, field by field (docs/editing.md, "Adding an article"):
 * each names the field and says how to fix it. src/domain/content/articles.ts runs them in order.
 */
import type { buildAuthorLookups } from './default-author';
import { isBeforeContentStart, parseIsoDate } from './dates';
import { isValidSlug } from './slug';
import { error, Problem, warning } from './problems';
import { isRecord, nonEmptyString } from './shared';

/** An article's frontmatter as parsed, before any check. */
export type Frontmatter = Record<string, unknown>;

/** Where the checks of one article file report: an error makes the article invalid. */
export interface FieldCheck {
  fail: (field: string, message: string) => void;
  warn: (field: string, message: string) => void;
  /** true while no check has failed */
  ok: () => boolean;
}

/** A FieldCheck that adds the problems of `file` to `problems`. */
export function fieldCheck(file: string, problems: Problem[]): FieldCheck {
  let ok = true;
  return {
    fail: (field, message) => {
      problems.push(error(file, field, message));
      ok = false;
    },
    warn: (field, message) => problems.push(warning(file, field, message)),
    ok: () => ok,
  };
}

/**
 * The frontmatter fields an article may have (docs/editing.md, "Adding an article"). The web
 * editor's form is generated from this list: a field added here needs its kind in
 * ARTICLE_FIELD_KINDS (src/domain/content/editor/editor-config.ts), or typecheck fails.
 */
export const ARTICLE_FIELDS = [
  'id',
  'title',
  'slug',
  'aliases',
  'entities',
  'date',
  'author',
  'description',
  'updated',
  'draft',
  'cover',
  'cover_alt',
  'series',
  'part',
] as const;

/** One frontmatter field of an article. */
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

const isArticleField = (key: string): key is ArticleField =>
  (ARTICLE_FIELDS as readonly string[]).includes(key);

/** An ISO 8601 date that is also a real calendar day (2025-02-30 is not). */
function calendarDate(value: unknown): Date | null {
  const parsed = parseIsoDate(value);
  if (!parsed || typeof value !== 'string') return parsed;
  const [y, m, d] = value.trim().slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? parsed : null;
}

const ENTITIES_EXAMPLE =
  '`entities: [{category: gameplayTips, subcategories: [{subcategory: beginnerGuides}]}]`';

/** Check the shape of `entities`; where an article is filed is decided by indexing.ts. */
export function checkEntities(entities: unknown, fail: (field: string, message: string) => void): void {
  if (entities === undefined || entities === null) {
    fail('entities', `is missing; add a list such as ${ENTITIES_EXAMPLE}.`);
    return;
  }
  if (!Array.isArray(entities)) {
    fail('entities', `must be a list of {category, subcategories?} entries, such as ${ENTITIES_EXAMPLE}.`);
    return;
  }
  if (entities.length === 0)
    fail(
      'entities',
      `is empty, so the article would be listed nowhere; add an entry such as ${ENTITIES_EXAMPLE}.`,
    );
  entities.forEach((e, i) => {
    if (!isRecord(e) || !nonEmptyString(e.category)) {
      fail(`entities[${i}].category`, 'is missing; every entry needs a `category` name.');
      return;
    }
    const subs = e.subcategories;
    if (subs === undefined || subs === null) return;
    if (!Array.isArray(subs)) {
      fail(
        `entities[${i}].subcategories`,
        'must be a list of {subcategory, subsubcategories?} entries (or left out to file under other).',
      );
      return;
    }
    subs.forEach((sub, j) => {
      const field = `entities[${i}].subcategories[${j}]`;
      if (!isRecord(sub) || !nonEmptyString(sub.subcategory))
        fail(`${field}.subcategory`, 'is missing; write each entry as `- subcategory: beginnerGuides`.');
      else if (
        sub.subsubcategories !== undefined &&
        sub.subsubcategories !== null &&
        !(Array.isArray(sub.subsubcategories) && sub.subsubcategories.every((t) => typeof t === 'string'))
      )
        fail(`${field}.subsubcategories`, 'must be a list of words, such as `[obby, parkour]`.');
    });
  });
}

/** A field the article format does not know is ignored, with a warning naming the fields. */
export function warnUnknownFields(fm: Frontmatter, check: FieldCheck): void {
  for (const key of Object.keys(fm))
    if (!isArticleField(key))
      check.warn(key, `is not an article field and is ignored; the fields are ${ARTICLE_FIELDS.join(', ')}.`);
}

/** What names the article: a positive integer id, a title and a slug. */
export function checkIdentity({ id, title, slug }: Frontmatter, { fail }: FieldCheck): void {
  if (id === undefined || id === null) fail('id', 'is missing; add `id:` with a unique positive integer.');
  else if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0)
    fail('id', `must be a positive integer (got ${JSON.stringify(id)}); write e.g. \`id: 42\`.`);
  if (title === undefined || title === null)
    fail('title', 'is missing; add `title:` with the article title.');
  else if (typeof title !== 'string')
    fail('title', `must be text (got ${JSON.stringify(title)}); put the title in quotes.`);
  else if (title.trim() === '') fail('title', 'is empty; write the article title.');
  if (slug === undefined || slug === null || slug === '')
    fail('slug', 'is missing; add `slug:` made of lowercase letters, digits and hyphens.');
  else if (typeof slug !== 'string' || !isValidSlug(slug))
    fail(
      'slug',
      `${JSON.stringify(slug)} is invalid; use only lowercase letters, digits and single hyphens (e.g. "my-first-obby").`,
    );
}

export interface ArticleDates {
  /** the `date` field, when it is a valid date after the content start */
  date: Date | null;
  updated: Date | null;
}

/** `date` (a real calendar day, not before the content start) and `updated`. */
export function checkDates({ date, updated }: Frontmatter, { fail }: FieldCheck): ArticleDates {
  let parsedDate: Date | null = null;
  if (date !== undefined && date !== null) {
    parsedDate = calendarDate(date);
    if (!parsedDate)
      fail(
        'date',
        `${JSON.stringify(date)} is not a valid ISO 8601 date; write e.g. 2025-03-14 or 2025-03-14T09:30:00Z.`,
      );
    else if (isBeforeContentStart(parsedDate))
      fail(
        'date',
        `${parsedDate.toISOString()} is before the content start date 2024-09-16; use a later date.`,
      );
  }
  let parsedUpdated: Date | null = null;
  if (updated !== undefined && updated !== null) {
    parsedUpdated = calendarDate(updated);
    if (!parsedUpdated)
      fail('updated', `${JSON.stringify(updated)} is not a valid ISO 8601 date; write e.g. 2025-03-14.`);
  }
  return { date: parsedDate, updated: parsedUpdated };
}

/** The optional fields: an author of the authors file, a description as text, draft true or false. */
export function checkOptionalFields(
  { author, description, draft }: Frontmatter,
  roster: ReturnType<typeof buildAuthorLookups>,
  { fail }: FieldCheck,
): void {
  if (author !== undefined && author !== null && !(typeof author === 'string' && roster.has(author)))
    fail(
      'author',
      `"${String(author)}" is not in the authors file; use a name exactly as in authors.json or remove the field.`,
    );
  if (description !== undefined && description !== null && typeof description !== 'string')
    fail('description', 'must be text; put the description in quotes.');
  if (draft !== undefined && draft !== null && typeof draft !== 'boolean')
    fail(
      'draft',
      `must be true or false (got ${JSON.stringify(draft)}); write \`draft: true\` or remove the line.`,
    );
}
