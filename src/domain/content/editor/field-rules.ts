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
import { parseIsoDate } from '../dates';
import { publicationState } from '../publishing';
import type { KnownArticle } from './editor-config';
import { checkSeriesFields } from '../../listings/series';
import { nameDigest } from './name-digest';

/** The slug a new article takes from its title: the site's one slug rule. */
export const slugOfTitleForEditor = slugOfTitle;

/**
 * True when a date field's value makes the article scheduled at `now`: the build's rule
 * (publicationState, ../publishing.ts) for an article that is not a draft and has this date.
 */
export function isScheduled(value: unknown, now: Date): boolean {
  const d = parseIsoDate(value);
  return (
    d !== null &&
    publicationState({ draft: false, date: d.toISOString(), dateIsExplicit: true }, now) === 'scheduled'
  );
}

/**
 * An unpublished article (a draft, a scheduled one) as the public editor page knows it: the
 * digests of its file and slug (./name-digest.ts), and its id. Never its slug, file or title.
 */
export interface HiddenArticle {
  file: string;
  slug: string;
  id: unknown;
}

/**
 * What the public editor page carries for its field checks: the published articles by name, the
 * unpublished ones by digest (their ids count: they are in the next free id already), the authors.
 */
export function publicRules(
  articles: readonly KnownArticle[],
  authors: readonly string[],
): { articles: KnownArticle[]; hidden: HiddenArticle[]; authors: string[] } {
  return {
    articles: articles.filter((a) => a.published !== false).map(({ published: _, ...a }) => a),
    hidden: articles.filter((a) => a.published === false).map(hiddenArticle),
    authors: [...authors],
  };
}

/** What the editor checks an article against: the other articles and the authors. */
export interface EditorRuleContext {
  /** the file being edited (content/articles/…/x.md), or undefined for a new article */
  file: string | undefined;
  /** the published articles, by name */
  articles: readonly KnownArticle[];
  /** the drafts and scheduled articles, by digest */
  hidden?: readonly HiddenArticle[];
  authors: readonly string[];
}

/** How a refusal names an unpublished article: the editor's page does not know which one it is. */
export const UNPUBLISHED_ARTICLE = 'an unpublished article (a draft or a scheduled one)';

/** The digests the editor's page carries for an unpublished article (build-admin writes them). */
export const hiddenArticle = (a: Pick<KnownArticle, 'file' | 'slug' | 'id'>): HiddenArticle => ({
  file: nameDigest(a.file),
  slug: typeof a.slug === 'string' ? nameDigest(a.slug) : '',
  id: a.id,
});

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
  // a draft's or a scheduled article's id and slug: check:content refuses them as any other's
  const own = ctx.file === undefined ? undefined : nameDigest(ctx.file);
  const hidden = (ctx.hidden ?? []).filter((h) => h.file !== own);
  if (fm.id !== undefined && !out.has('id') && hidden.some((h) => h.id === fm.id))
    add('id', duplicateMessage('id', `id ${String(fm.id)}`, UNPUBLISHED_ARTICLE));
  const hiddenSlugs = new Set(hidden.map((h) => h.slug));
  if (typeof fm.slug === 'string' && !out.has('slug') && hiddenSlugs.has(nameDigest(fm.slug)))
    add('slug', duplicateMessage('slug', `slug "${fm.slug}"`, UNPUBLISHED_ARTICLE));
  aliases.forEach((alias, i) => {
    if (hiddenSlugs.has(nameDigest(alias)))
      add(
        `aliases[${i}]`,
        `"${alias}" is the slug of ${UNPUBLISHED_ARTICLE}, which goes live later; remove "${alias}" from aliases (an article's address cannot also redirect).`,
      );
  });
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
