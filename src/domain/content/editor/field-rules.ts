/**
 * The web editor's field checks (issue 63): the build's own checks of an article's frontmatter,
 * run on what the editor would save, by field, with the build's messages. admin/src/checked-widget.tsx
 * calls them from Decap's `isValid` at each field; the save step (editorFrontmatter) makes what
 * is checked and what is saved the same frontmatter.
 */
import {
  checkDates,
  checkEntities,
  checkIdentity,
  checkOptionalFields,
  type FieldCheck,
  type Frontmatter,
} from '../article-fields';
import { aliasProblems, readAliases } from '../aliases';
import { duplicateMessage, placementWarning } from '../articles';
import { buildAuthorLookups } from '../default-author';
import { coverProblems } from '../../pictures/checks';
import { placeArticle } from '../../listings/indexing';
import { slugOfTitle } from '../article-starter';
import { isBeforeContentStart, parseIsoDate } from '../dates';
import type { KnownArticle } from './editor-config';
import { checkSeriesFields } from '../../listings/series';

/** The slug a new article takes from its title: the site's one slug rule. */
export const slugOfTitleForEditor = slugOfTitle;

/** True when a date field holds a day after now: the article is scheduled. */
export function isScheduled(value: unknown, now: Date): boolean {
  const d = parseIsoDate(value);
  return d !== null && !isBeforeContentStart(d) && d.getTime() > now.getTime();
}

/** What the editor checks an article against: the other articles and the authors. */
export interface EditorRuleContext {
  /** the file being edited (content/articles/…/x.md), or undefined for a new article */
  file: string | undefined;
  articles: readonly KnownArticle[];
  authors: readonly string[];
}

/**
 * The problems the build would report on this frontmatter, by top-level field (the build's own
 * messages): identity, dates, aliases (and an alias that is a live slug), entities (and a
 * subcategory outside its category, which the build files under `other` with a warning), the
 * author, the cover's alt text, and a slug or id another article has.
 */
export function editorProblems(fm: Frontmatter, ctx: EditorRuleContext): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const file = ctx.file ?? '(new article)';
  const add = (field: string, message: string): void => {
    const top = /^[A-Za-z_][\w-]*/.exec(field)?.[0] ?? field;
    out.set(top, [...(out.get(top) ?? []), message]);
  };
  const check: FieldCheck = { fail: add, warn: () => undefined, ok: () => out.size === 0 };
  checkIdentity(fm, check);
  const aliases = readAliases(fm.aliases, add, () => undefined);
  checkEntities(fm.entities, add);
  if (!out.has('entities')) for (const w of placeArticle(fm.entities).warnings) add(...placementWarning(w));
  checkDates(fm, check);
  checkOptionalFields(fm, buildAuthorLookups(ctx.authors.map((name) => ({ name }))), check);
  checkSeriesFields(fm, check);
  for (const p of coverProblems(file, fm)) if (p.severity === 'error') add(p.field, p.message);
  const others = ctx.articles.filter((a) => a.file !== ctx.file);
  const taken = (field: 'id' | 'slug', what: string): void => {
    const other = others.find((a) => a[field] === fm[field]);
    if (other && fm[field] !== undefined) add(field, duplicateMessage(field, what, other.file));
  };
  taken('id', `id ${String(fm.id)}`);
  taken('slug', `slug "${String(fm.slug)}"`);
  if (typeof fm.slug === 'string') {
    const known = others.flatMap((a) =>
      typeof a.slug === 'string'
        ? [
            {
              file: a.file,
              slug: a.slug,
              aliases: readAliases(
                a.aliases,
                () => undefined,
                () => undefined,
              ),
            },
          ]
        : [],
    );
    for (const { problem } of aliasProblems([...known, { file, slug: fm.slug, aliases }]))
      if (problem.file === file) add(problem.field, problem.message);
  }
  return out;
}

/** A value the editor leaves empty: an optional field it does not write. */
const isEmptyValue = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The frontmatter the editor saves from its form: empty optional fields left out (a cleared
 * author or cover is no field, as in a hand-written file), and a slug made from the title when
 * none is written. The field checks see the same frontmatter, so what they pass is what is saved.
 */
export function editorFrontmatter(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (!isEmptyValue(value)) out[key] = value;
  if (isEmptyValue(out.slug) && typeof out.title === 'string' && slugOfTitle(out.title) !== '')
    out.slug = slugOfTitle(out.title);
  return out;
}

/** A form value as the build's checks read it: a date the YAML reader made a Date is its ISO text. */
export function asWritten(fm: Record<string, unknown>): Frontmatter {
  return Object.fromEntries(
    Object.entries(fm).map(([k, v]) => [k, v instanceof Date ? v.toISOString().replace('.000Z', 'Z') : v]),
  );
}
