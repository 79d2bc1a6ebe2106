/** Articles (the markdown files under articles/): frontmatter, body, pictures and code blocks, and unique ids, slugs and titles. */
import { authorSlug, buildAuthorLookups, defaultAuthorFor } from './default-author';
import { checkCodeLanguages } from '../html/code-highlight';
import { articleDate, isBeforeContentStart, newestFirst, parseIsoDate } from './dates';
import { placeArticle } from '../listings/indexing';
import { checkArticlePictures } from '../pictures/checks';
import { error, Problem, warning } from './problems';
import { articlePath } from '../listings/routes';
import { isValidSlug } from './slug';
import { aliasProblems, readAliases } from './aliases';
import { forgottenAliases } from './renames';
import { TAXONOMY } from '../listings/taxonomy';
import { isRecord, nonEmptyString, yamlError } from './shared';
import type { ArticleModel, MarkdownFile, RawContent } from './types';

/** The frontmatter fields an article may have (docs/editing.md, "Adding an article"). */
const ARTICLE_FIELDS = [
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
];

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
function checkEntities(entities: unknown, fail: (field: string, message: string) => void): void {
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

function readArticle(
  f: MarkdownFile,
  roster: ReturnType<typeof buildAuthorLookups>,
  problems: Problem[],
  raw: Pick<RawContent, 'pictureFacts' | 'root'> = {},
): ArticleModel | null {
  if (f.parseError) {
    problems.push(yamlError(f.file, f.parseError, f.parseErrorLine));
    return null;
  }
  const fm = f.frontmatter ?? {};
  if (Object.keys(fm).length === 0) {
    problems.push(
      error(
        f.file,
        'frontmatter',
        'is missing; start the file with a block between --- lines holding id, title, slug and entities.',
      ),
    );
    return null;
  }
  let ok = true;
  const fail = (field: string, message: string): void => {
    problems.push(error(f.file, field, message));
    ok = false;
  };
  for (const key of Object.keys(fm))
    if (!ARTICLE_FIELDS.includes(key))
      problems.push(
        warning(
          f.file,
          key,
          `is not an article field and is ignored; the fields are ${ARTICLE_FIELDS.join(', ')}.`,
        ),
      );
  const { id, title, slug, entities, date, author, description, updated, draft } = fm;
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
  const aliases = readAliases(fm.aliases, fail, (field, message) =>
    problems.push(warning(f.file, field, message)),
  );
  checkEntities(entities, fail);
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
  if (f.body.trim() === '')
    fail('(body)', 'the article has no text; write the article below the frontmatter.');
  if (raw.pictureFacts)
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
  problems.push(...checkCodeLanguages(f.file, f.body, f.bodyLineOffset ?? 0));
  if (!ok) return null;

  const placement = placeArticle(entities);
  for (const w of placement.warnings) {
    if (w.kind === 'unknown-category')
      problems.push(
        warning(
          f.file,
          'entities.category',
          `unknown category "${w.category}"; the article is listed under no category (its page still builds). Use one of: ${TAXONOMY.map((c) => c.key).join(', ')}.`,
        ),
      );
    else
      problems.push(
        warning(
          f.file,
          'entities.subcategories',
          `unknown subcategory "${w.subcategory}" of ${w.category}; filed under "${w.filedUnder}".`,
        ),
      );
  }
  const numericId = id as number;
  const authorName =
    typeof author === 'string' ? author : (defaultAuthorFor(numericId, roster.names) ?? null);
  const dateIso = articleDate(numericId, parsedDate);
  return {
    id: numericId,
    file: f.file,
    title: (title as string).trim(),
    slug: slug as string,
    aliases,
    path: articlePath(slug as string),
    date: dateIso,
    dateIsExplicit: parsedDate !== null,
    updated: parsedUpdated ? parsedUpdated.toISOString() : null,
    author: authorName,
    authorSlug: authorName ? authorSlug(authorName) : null,
    description: nonEmptyString(description) ? description.trim() : null,
    placements: placement.placements,
    draft: draft === true,
    cover: nonEmptyString(fm.cover) ? fm.cover.trim() : null,
    coverAlt: nonEmptyString(fm.cover_alt) ? fm.cover_alt.trim() : null,
    body: f.body,
  };
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
        ...error(file, field, `duplicate ${what}: ${other} has it too; ${field}s must be unique.`),
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
