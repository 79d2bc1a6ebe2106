/**
 * From parsed content files to the site's content model, with every problem reported at once.
 * Pure: the files are read by src/node/read-content.ts (or a test) and handed in here.
 */
import { AuthorRecord, authorSlug, buildAuthorLookups, defaultAuthorFor } from './authors';
import { articleDate, isBeforeContentStart, parseIsoDate } from './dates';
import { Placement, placeArticle } from './indexing';
import { error, Problem, warning } from './problems';
import {
  AUTHORS_PATH,
  articlePath,
  authorPath,
  categoryPath,
  INFO_PAGE_PATHS,
  InfoPageName,
  subcategoryPath,
  ABOUT_US_PATH,
  HOME_PATH,
  SITEMAP_PATH,
  NOT_FOUND_PATH,
  ERROR_PATH,
} from './routes';
import { isValidSlug } from './slug';
import { SponsoredData } from './sponsored';
import { TAXONOMY } from './taxonomy';

/** A markdown file as read from disk: frontmatter already parsed, or the parse error. */
export interface MarkdownFile {
  file: string;
  frontmatter?: Record<string, unknown>;
  body: string;
  parseError?: string;
}

/** A JSON file as read from disk: `missing` when absent, `parseError` when not JSON. */
export interface JsonFile {
  file: string;
  missing?: boolean;
  data?: unknown;
  parseError?: string;
}

export interface RawContent {
  articles: MarkdownFile[];
  authors: JsonFile;
  sponsored: JsonFile;
  taxonomy: JsonFile;
  info: MarkdownFile[];
}

export interface ArticleModel {
  id: number;
  file: string;
  title: string;
  slug: string;
  path: string;
  date: string;
  updated: string | null;
  author: string | null;
  authorSlug: string | null;
  description: string | null;
  placements: Placement[];
  body: string;
}

export interface NodeTexts {
  title: string;
  description: string;
}

export interface CategoryTexts extends NodeTexts {
  subcategories: Record<string, NodeTexts>;
}

export interface InfoPageModel {
  name: InfoPageName;
  file: string;
  path: string;
  title: string;
  description: string | null;
  body: string;
}

export interface SiteContent {
  /** newest first (date, then id) */
  articles: ArticleModel[];
  authors: AuthorRecord[];
  sponsored: SponsoredData;
  taxonomyTexts: Record<string, CategoryTexts>;
  info: InfoPageModel[];
}

export interface PreparedContent {
  content: SiteContent;
  errors: Problem[];
  warnings: Problem[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** "gameplayTips" -> "Gameplay Tips": the fallback title of a node with no text in content. */
const humanise = (key: string): string =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

function readAuthors(f: JsonFile, problems: Problem[]): AuthorRecord[] {
  if (f.missing) {
    problems.push(
      warning(
        f.file,
        '(file)',
        'no authors file; articles will show no author. Add a JSON array of {name, description, meta_title, meta_description}.',
      ),
    );
    return [];
  }
  if (f.parseError) {
    problems.push(error(f.file, '(file)', `is not valid JSON (${f.parseError}); fix the syntax.`));
    return [];
  }
  if (!Array.isArray(f.data)) {
    problems.push(
      error(f.file, '(root)', 'must be a JSON array of {name, description, meta_title, meta_description}.'),
    );
    return [];
  }
  const authors: AuthorRecord[] = [];
  const seen = new Map<string, number>();
  const slugs = new Map<string, string>();
  f.data.forEach((entry, i) => {
    if (!isRecord(entry)) {
      problems.push(
        error(f.file, `[${i}]`, 'must be an object with name, description, meta_title and meta_description.'),
      );
      return;
    }
    let ok = true;
    for (const field of ['name', 'description', 'meta_title', 'meta_description'] as const) {
      if (!nonEmptyString(entry[field])) {
        problems.push(
          error(f.file, `[${i}].${field}`, `is missing or empty; give author ${i + 1} a ${field} string.`),
        );
        ok = false;
      }
    }
    if (!ok) return;
    const record = entry as unknown as AuthorRecord;
    const previous = seen.get(record.name);
    if (previous !== undefined) {
      problems.push(
        error(
          f.file,
          `[${i}].name`,
          `duplicate author name "${record.name}" (also entry ${previous + 1}); names must be unique.`,
        ),
      );
      return;
    }
    seen.set(record.name, i);
    const slug = authorSlug(record.name);
    const clash = slugs.get(slug);
    if (clash !== undefined || slug === '' || slug === 'page') {
      problems.push(
        error(
          f.file,
          `[${i}].name`,
          `"${record.name}" would have the page ${authorPath(slug || '(empty)')}, which ${clash ? `"${clash}" already has` : 'is reserved'}; change the name's spelling.`,
        ),
      );
      return;
    }
    slugs.set(slug, record.name);
    authors.push(record);
  });
  return authors;
}

function readSponsored(f: JsonFile, problems: Problem[]): SponsoredData {
  const empty: SponsoredData = { sapeLinks: {}, sapeNewUrl: '' };
  if (f.missing) return empty;
  if (f.parseError) {
    problems.push(error(f.file, '(file)', `is not valid JSON (${f.parseError}); fix the syntax.`));
    return empty;
  }
  if (!isRecord(f.data)) {
    problems.push(
      error(
        f.file,
        '(root)',
        'must be an object {"sapeLinks": {"/path": ["<a ...>"]}, "sapeNewUrl": "<a ...>"}.',
      ),
    );
    return empty;
  }
  const { sapeLinks, sapeNewUrl } = f.data;
  const result: SponsoredData = { sapeLinks: {}, sapeNewUrl: '' };
  if (sapeNewUrl !== undefined && typeof sapeNewUrl !== 'string') {
    problems.push(
      error(f.file, 'sapeNewUrl', 'must be an HTML string such as "<a href=\\"https://...\\">text</a>".'),
    );
  } else result.sapeNewUrl = sapeNewUrl ?? '';
  if (sapeLinks !== undefined && !isRecord(sapeLinks)) {
    problems.push(
      error(f.file, 'sapeLinks', 'must be an object mapping page paths to lists of HTML strings.'),
    );
  } else if (sapeLinks) {
    for (const [path, links] of Object.entries(sapeLinks)) {
      if (!path.startsWith('/')) {
        problems.push(
          error(f.file, `sapeLinks["${path}"]`, 'paths must start with "/" (for example "/authors").'),
        );
      } else if (!Array.isArray(links) || !links.every((l) => typeof l === 'string')) {
        problems.push(error(f.file, `sapeLinks["${path}"]`, 'must be a list of HTML strings.'));
      } else result.sapeLinks[path] = links as string[];
    }
  }
  return result;
}

function readTaxonomyTexts(f: JsonFile, problems: Problem[]): Record<string, CategoryTexts> {
  const data = f.missing || f.parseError || !isRecord(f.data) ? {} : f.data;
  if (f.parseError)
    problems.push(error(f.file, '(file)', `is not valid JSON (${f.parseError}); fix the syntax.`));
  else if (!f.missing && !isRecord(f.data))
    problems.push(error(f.file, '(root)', 'must be an object keyed by category key.'));
  const known = new Set(TAXONOMY.map((c) => c.key));
  for (const key of Object.keys(data))
    if (!known.has(key))
      problems.push(
        warning(f.file, key, `is not a category key (${[...known].join(', ')}); its texts are not used.`),
      );
  const texts: Record<string, CategoryTexts> = {};
  const missing: string[] = [];
  for (const cat of TAXONOMY) {
    const c = isRecord(data[cat.key]) ? (data[cat.key] as Record<string, unknown>) : {};
    const subs = isRecord(c.subcategories) ? c.subcategories : {};
    const node = (v: Record<string, unknown>, key: string, where: string): NodeTexts => {
      if (!nonEmptyString(v.title) || !nonEmptyString(v.description)) missing.push(where);
      return {
        title: nonEmptyString(v.title) ? v.title : humanise(key),
        description: nonEmptyString(v.description) ? v.description : '',
      };
    };
    texts[cat.key] = {
      ...node(c, cat.key, cat.key),
      subcategories: Object.fromEntries(
        cat.subcategories.map((s) => [
          s.key,
          node(
            isRecord(subs[s.key]) ? (subs[s.key] as Record<string, unknown>) : {},
            s.key,
            `${cat.key}.subcategories.${s.key}`,
          ),
        ]),
      ),
    };
  }
  if (missing.length > 0 && !f.missing)
    problems.push(
      warning(
        f.file,
        missing.slice(0, 5).join(', ') + (missing.length > 5 ? ', …' : ''),
        `${missing.length} taxonomy node(s) lack a title or description; defaults are used. Add {"title", "description"} for each.`,
      ),
    );
  return texts;
}

function readArticle(
  f: MarkdownFile,
  roster: ReturnType<typeof buildAuthorLookups>,
  problems: Problem[],
): ArticleModel | null {
  if (f.parseError) {
    problems.push(
      error(
        f.file,
        'frontmatter',
        `is not valid YAML (${f.parseError}); fix the block between the --- lines.`,
      ),
    );
    return null;
  }
  const fm = f.frontmatter ?? {};
  let ok = true;
  const fail = (field: string, message: string): void => {
    problems.push(error(f.file, field, message));
    ok = false;
  };
  const { id, title, slug, entities, date, author, description, updated } = fm;
  if (id === undefined || id === null) fail('id', 'is missing; add `id:` with a unique positive integer.');
  else if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0)
    fail('id', `must be a positive integer (got ${JSON.stringify(id)}).`);
  if (!nonEmptyString(title)) fail('title', 'is missing or empty; add `title:` with the article title.');
  if (!nonEmptyString(slug))
    fail('slug', 'is missing; add `slug:` made of lowercase letters, digits and hyphens.');
  else if (!isValidSlug(slug))
    fail(
      'slug',
      `"${slug}" is invalid; use only lowercase letters, digits and single hyphens (e.g. "my-first-obby").`,
    );
  if (entities === undefined || entities === null)
    fail(
      'entities',
      'is missing; add a list such as `entities: [{category: gameplayTips, subcategories: [{subcategory: beginnerGuides}]}]`.',
    );
  else if (!Array.isArray(entities))
    fail('entities', 'must be a list of {category, subcategories?} entries.');
  else
    entities.forEach((e, i) => {
      if (!isRecord(e) || !nonEmptyString(e.category))
        fail(`entities[${i}].category`, 'is missing; every entry needs a `category`.');
      else if (e.subcategories !== undefined && e.subcategories !== null && !Array.isArray(e.subcategories))
        fail(`entities[${i}].subcategories`, 'must be a list of {subcategory, subsubcategories?} entries.');
    });
  let parsedDate: Date | null = null;
  if (date !== undefined && date !== null) {
    parsedDate = parseIsoDate(date);
    if (!parsedDate)
      fail(
        'date',
        `${JSON.stringify(date)} is not an ISO 8601 date; write e.g. 2025-03-14 or 2025-03-14T09:30:00Z.`,
      );
    else if (isBeforeContentStart(parsedDate))
      fail(
        'date',
        `${parsedDate.toISOString()} is before the content start date 2024-09-16; use a later date.`,
      );
  }
  let parsedUpdated: Date | null = null;
  if (updated !== undefined && updated !== null) {
    parsedUpdated = parseIsoDate(updated);
    if (!parsedUpdated)
      fail('updated', `${JSON.stringify(updated)} is not an ISO 8601 date; write e.g. 2025-03-14.`);
  }
  if (author !== undefined && author !== null && !(typeof author === 'string' && roster.has(author)))
    fail(
      'author',
      `"${String(author)}" is not in the authors file; use a name exactly as in authors.json or remove the field.`,
    );
  if (description !== undefined && description !== null && typeof description !== 'string')
    fail('description', 'must be a text string.');
  if (f.body.trim() === '')
    fail('(body)', 'the article has no text; write the article below the frontmatter.');
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
    path: articlePath(slug as string),
    date: dateIso,
    updated: parsedUpdated ? parsedUpdated.toISOString() : null,
    author: authorName,
    authorSlug: authorName ? authorSlug(authorName) : null,
    description: nonEmptyString(description) ? description.trim() : null,
    placements: placement.placements,
    body: f.body,
  };
}

function readInfo(f: MarkdownFile, problems: Problem[]): InfoPageModel | null {
  const name = f.file.replace(/\\/g, '/').split('/').pop()?.replace(/\.md$/, '') ?? '';
  if (!(name in INFO_PAGE_PATHS)) {
    problems.push(
      warning(
        f.file,
        '(file name)',
        `is not an info page (${Object.keys(INFO_PAGE_PATHS).join(', ')}); it is not published.`,
      ),
    );
    return null;
  }
  if (f.parseError) {
    problems.push(
      error(
        f.file,
        'frontmatter',
        `is not valid YAML (${f.parseError}); fix the block between the --- lines.`,
      ),
    );
    return null;
  }
  const fm = f.frontmatter ?? {};
  if (!nonEmptyString(fm.title)) {
    problems.push(error(f.file, 'title', 'is missing; add `title:` with the page title.'));
    return null;
  }
  const infoName = name as InfoPageName;
  return {
    name: infoName,
    file: f.file,
    path: INFO_PAGE_PATHS[infoName],
    title: fm.title.trim(),
    description: nonEmptyString(fm.description) ? fm.description.trim() : null,
    body: f.body,
  };
}

/** Every fixed path, to detect a content-made path that would shadow one. */
const FIXED_PATHS = [
  HOME_PATH,
  AUTHORS_PATH,
  ABOUT_US_PATH,
  SITEMAP_PATH,
  NOT_FOUND_PATH,
  ERROR_PATH,
  ...Object.values(INFO_PAGE_PATHS),
  '/articles',
  '/info',
  '/page-data',
  '/static',
];

/** Validate and model all content; errors make the content unusable, warnings do not. */
export function prepareContent(raw: RawContent): PreparedContent {
  const problems: Problem[] = [];
  const authors = readAuthors(raw.authors, problems);
  const roster = buildAuthorLookups(authors);
  const sponsored = readSponsored(raw.sponsored, problems);
  const taxonomyTexts = readTaxonomyTexts(raw.taxonomy, problems);

  const articles: ArticleModel[] = [];
  const ids = new Map<number, string>();
  const slugs = new Map<string, string>();
  for (const f of raw.articles) {
    const a = readArticle(f, roster, problems);
    // duplicates are checked on whatever parsed, so both files are named even if one has other errors
    const fm = f.frontmatter ?? {};
    if (typeof fm.id === 'number') {
      const other = ids.get(fm.id);
      if (other)
        problems.push(
          error(f.file, 'id', `duplicate id ${fm.id}: ${other} has it too; give each article its own id.`),
        );
      else ids.set(fm.id, f.file);
    }
    if (typeof fm.slug === 'string') {
      const other = slugs.get(fm.slug);
      if (other)
        problems.push(
          error(f.file, 'slug', `duplicate slug "${fm.slug}": ${other} has it too; slugs must be unique.`),
        );
      else slugs.set(fm.slug, f.file);
    }
    if (a) articles.push(a);
  }
  articles.sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));

  const info: InfoPageModel[] = [];
  for (const f of raw.info) {
    const page = readInfo(f, problems);
    if (page) info.push(page);
  }

  // category slugs are fixed, but must never shadow a fixed page (a test guards the table too)
  const fixed = new Set(FIXED_PATHS);
  for (const c of TAXONOMY) {
    if (fixed.has(categoryPath(c.slug)))
      problems.push(
        error(
          'src/domain/taxonomy.ts',
          c.key,
          `slug "${c.slug}" collides with ${categoryPath(c.slug)}; choose another slug.`,
        ),
      );
    for (const s of c.subcategories)
      if (fixed.has(subcategoryPath(c.slug, s.slug)))
        problems.push(
          error(
            'src/domain/taxonomy.ts',
            `${c.key}.${s.key}`,
            'collides with a fixed page; choose another slug.',
          ),
        );
  }

  return {
    content: { articles, authors, sponsored, taxonomyTexts, info },
    errors: problems.filter((p) => p.severity === 'error'),
    warnings: problems.filter((p) => p.severity === 'warning'),
  };
}
