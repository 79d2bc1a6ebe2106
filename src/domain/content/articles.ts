/** Articles (the markdown files under articles/): frontmatter, body, pictures and code blocks, and unique ids, slugs and titles. */
import { authorSlug, buildAuthorLookups, defaultAuthorFor } from './default-author';
import { checkCodeLanguages } from '../html/code-highlight';
import { articleDate, newestFirst } from './dates';
import { placeArticle } from '../listings/indexing';
import { topicKeys } from '../listings/topics';
import { checkSeriesFields, SeriesPlace } from '../listings/series';
import { checkArticlePictures } from '../pictures/checks';
import { error, Problem } from './problems';
import { articlePath } from '../listings/routes';
import { aliasProblems, readAliases } from './aliases';
import { forgottenAliases } from './renames';
import { TAXONOMY } from '../listings/taxonomy';
import { nonEmptyString, yamlError } from './shared';
import type { ArticleModel, MarkdownFile, RawContent } from './types';
import {
  type ArticleDates,
  checkDates,
  checkEntities,
  checkIdentity,
  checkOptionalFields,
  type FieldCheck,
  fieldCheck,
  type Frontmatter,
  warnUnknownFields,
} from './article-fields';

/** The article's frontmatter, or null (with the problem) when it does not parse or is missing. */
function frontmatterOf(f: MarkdownFile, problems: Problem[]): Frontmatter | null {
  if (f.parseError) {
    problems.push(yamlError(f.file, f.parseError, f.parseErrorLine));
    return null;
  }
  const fm = f.frontmatter ?? {};
  if (Object.keys(fm).length > 0) return fm;
  problems.push(
    error(
      f.file,
      'frontmatter',
      'is missing; start the file with a block between --- lines holding id, title, slug and entities.',
    ),
  );
  return null;
}

/** The body: some text below the frontmatter. */
function checkBody(f: MarkdownFile, { fail }: FieldCheck): void {
  if (f.body.trim() === '')
    fail('(body)', 'the article has no text; write the article below the frontmatter.');
}

/** The cover and inline pictures (src/domain/pictures/checks.ts), when the build knows the files. */
function checkPictures(
  f: MarkdownFile,
  fm: Frontmatter,
  raw: Pick<RawContent, 'pictureFacts' | 'root'>,
  { fail }: FieldCheck,
  problems: Problem[],
): void {
  if (!raw.pictureFacts) return;
  for (const p of checkArticlePictures({
    file: f.file,
    frontmatter: fm,
    body: f.body,
    bodyLineOffset: f.bodyLineOffset,
    root: raw.root,
    facts: raw.pictureFacts,
  }))
    if (p.severity === 'error') fail(p.field, p.message);
    else problems.push(p);
}

/** Where the article is listed (placeArticle, src/domain/listings/indexing.ts), with a warning for each unknown name. */
function fileArticle(entities: unknown, { warn }: FieldCheck): ReturnType<typeof placeArticle> {
  const placement = placeArticle(entities);
  for (const w of placement.warnings) warn(...placementWarning(w));
  return placement;
}

/** The field and message of a placement warning: the build warns with it, the web editor refuses with it. */
export function placementWarning(w: ReturnType<typeof placeArticle>['warnings'][number]): [string, string] {
  return w.kind === 'unknown-category'
    ? [
        'entities.category',
        `unknown category "${w.category}"; the article is listed under no category (its page still builds). Use one of: ${TAXONOMY.map((c) => c.key).join(', ')}.`,
      ]
    : [
        'entities.subcategories',
        `unknown subcategory "${w.subcategory}" of ${w.category}; filed under "${w.filedUnder}".`,
      ];
}

/** The message of a duplicate id, slug or title: the build's, and the web editor's. */
export const duplicateMessage = (field: string, what: string, other: string): string =>
  `duplicate ${what}: ${other} has it too; ${field}s must be unique.`;

/** The article as the site uses it, from frontmatter that passed every check. */
function articleModel(
  f: MarkdownFile,
  fm: Frontmatter,
  roster: ReturnType<typeof buildAuthorLookups>,
  {
    aliases,
    dates,
    placement,
    series,
  }: {
    aliases: string[];
    dates: ArticleDates;
    placement: ReturnType<typeof placeArticle>;
    series: SeriesPlace | null;
  },
): ArticleModel {
  const { title, slug, author, description, draft } = fm;
  const numericId = fm.id as number;
  const authorName =
    typeof author === 'string' ? author : (defaultAuthorFor(numericId, roster.names) ?? null);
  return {
    id: numericId,
    file: f.file,
    title: (title as string).trim(),
    slug: slug as string,
    aliases,
    path: articlePath(slug as string),
    date: articleDate(numericId, dates.date),
    dateIsExplicit: dates.date !== null,
    updated: dates.updated ? dates.updated.toISOString() : null,
    author: authorName,
    authorSlug: authorName ? authorSlug(authorName) : null,
    description: nonEmptyString(description) ? description.trim() : null,
    placements: placement.placements,
    // the spec: topics count only under a known subcategory (placeArticle drops the others)
    topics: topicKeys(placement.placements.flatMap((p) => p.subsubcategories)),
    series,
    draft: draft === true,
    cover: nonEmptyString(fm.cover) ? fm.cover.trim() : null,
    coverAlt: nonEmptyString(fm.cover_alt) ? fm.cover_alt.trim() : null,
    body: f.body,
  };
}

/**
 * One article file, checked field by field (every problem reported, in the order of the fields),
 * then filed and given its path; null when it has an error.
 */
function readArticle(
  f: MarkdownFile,
  roster: ReturnType<typeof buildAuthorLookups>,
  problems: Problem[],
  raw: Pick<RawContent, 'pictureFacts' | 'root'> = {},
): ArticleModel | null {
  const fm = frontmatterOf(f, problems);
  if (!fm) return null;
  const check = fieldCheck(f.file, problems);
  warnUnknownFields(fm, check);
  checkIdentity(fm, check);
  const aliases = readAliases(fm.aliases, check.fail, check.warn);
  checkEntities(fm.entities, check.fail);
  const dates = checkDates(fm, check);
  checkOptionalFields(fm, roster, check);
  const series = checkSeriesFields(fm, check);
  checkBody(f, check);
  checkPictures(f, fm, raw, check, problems);
  problems.push(...checkCodeLanguages(f.file, f.body, f.bodyLineOffset ?? 0));
  if (!check.ok()) return null;
  const placement = fileArticle(fm.entities, check);
  return articleModel(f, fm, roster, { aliases, dates, placement, series });
}

/** The file line a problem of article `f` is on: its own, the body line, or its frontmatter field's line. */
function lineOf(p: Problem, f: MarkdownFile): number | undefined {
  if (p.line) return p.line;
  const bodyLine = /^body line (\d+)$/.exec(p.field);
  if (bodyLine) return Number(bodyLine[1]);
  if (p.field === '(body)') return (f.bodyLineOffset ?? 0) + 1;
  if (p.field === 'frontmatter') return f.parseErrorLine ?? 1;
  const top = /^[A-Za-z_][\w-]*/.exec(p.field)?.[0];
  return top ? f.fieldLines?.[top] : undefined;
}

/**
 * Validate every article; ids, slugs and titles must be unique. Duplicates are checked on
 * whatever parsed, so both files are named even if one has other errors.
 */
export function readArticles(
  raw: Pick<RawContent, 'articles' | 'pictureFacts' | 'root' | 'published'>,
  roster: ReturnType<typeof buildAuthorLookups>,
  problems: Problem[],
): ArticleModel[] {
  const articles: ArticleModel[] = [];
  const seen = {
    id: new Map<string, string>(),
    slug: new Map<string, string>(),
    title: new Map<string, string>(),
  };
  const unique = (field: keyof typeof seen, key: string, file: string, what: string): void => {
    const other = seen[field].get(key);
    if (other)
      problems.push({
        ...error(file, field, duplicateMessage(field, what, other)),
        other,
      });
    else seen[field].set(key, file);
  };
  for (const f of raw.articles) {
    const first = problems.length;
    const a = readArticle(f, roster, problems, raw);
    const fm = f.frontmatter ?? {};
    if (typeof fm.id === 'number') unique('id', String(fm.id), f.file, `id ${fm.id}`);
    if (typeof fm.slug === 'string') unique('slug', fm.slug, f.file, `slug "${fm.slug}"`);
    // two pages with one title confuse readers and search engines alike
    if (typeof fm.title === 'string' && fm.title.trim() !== '')
      unique('title', fm.title.trim().toLowerCase(), f.file, `title "${fm.title.trim()}"`);
    for (let i = first; i < problems.length; i += 1) {
      const line = lineOf(problems[i], f);
      if (line) problems[i] = { ...problems[i], line };
    }
    if (a) articles.push(a);
  }
  const fileOf = new Map(raw.articles.map((f) => [f.file, f]));
  for (const { problem } of aliasProblems(articles)) {
    const f = fileOf.get(problem.file);
    const line = f && lineOf(problem, f);
    problems.push(line ? { ...problem, line } : problem);
  }
  if (raw.published)
    problems.push(
      ...forgottenAliases(
        raw.published,
        articles.map((a) => ({
          ...a,
          lines: {
            slug: fileOf.get(a.file)?.fieldLines?.slug,
            aliases: fileOf.get(a.file)?.fieldLines?.aliases,
          },
        })),
      ),
    );
  return articles.sort(newestFirst);
}
