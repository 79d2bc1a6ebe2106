/**
 * From parsed content files to the site's content model, with every problem reported at once.
 * Pure: the files are read by src/node/read-content.ts (or a test) and handed in here.
 */
import { AuthorRecord, authorSlug, buildAuthorLookups, defaultAuthorFor } from './authors';
import { articleDate, isBeforeContentStart, newestFirst, parseIsoDate } from './dates';
import { Placement, placeArticle } from './indexing';
import { checkCodeLanguages } from './code-highlight';
import { checkArticlePictures, PictureFacts } from './pictures';
import { error, Problem, warning } from './problems';
import {
  AUTHORS_PATH,
  articlePath,
  authorPath,
  categoryPath,
  INFO_PAGE_PATHS,
  InfoPageName,
  listingPagePath,
  subcategoryPath,
  ABOUT_US_PATH,
  HOME_PATH,
  SITEMAP_PATH,
  NOT_FOUND_PATH,
  ERROR_PATH,
  PRIVACY_POLICY_PATH,
  TERMS_PATH,
  RSS_PATH,
  SEARCH_INDEX_PATH,
  SITEMAP_XML_PATH,
  normalizePath,
  OFFLINE_SHELL_PATH,
} from './routes';
import { sanitizeSponsoredHtml } from './sanitize';
import { isValidSlug } from './slug';
import { SponsoredData } from './sponsored';
import { CategoryDef, TAXONOMY } from './taxonomy';

/** A markdown file as read from disk: frontmatter already parsed, or the parse error. */
export interface MarkdownFile {
  file: string;
  frontmatter?: Record<string, unknown>;
  body: string;
  parseError?: string;
  /** lines of the file before the body (frontmatter and its --- lines): body lines become file lines */
  bodyLineOffset?: number;
}

/** A JSON file as read from disk: `missing` when absent, `parseError` when not JSON. */
export interface JsonFile {
  file: string;
  missing?: boolean;
  data?: unknown;
  parseError?: string;
}

export interface RawContent {
  /**
   * What the disk knows about a picture file, by its path in the same terms as the markdown
   * files' `file` (undefined: no such file). Without it pictures are not checked against files
   * (only unit tests build content by hand).
   */
  pictureFacts?: (path: string) => PictureFacts | undefined;
  /** the content folder in the same terms, which no picture path may leave */
  root?: string;
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
  /** frontmatter `draft: true`: shown by `gatsby develop` only, never in a production build */
  draft: boolean;
  /** frontmatter `cover` as written (relative to the markdown file), checked by pictures.ts */
  cover: string | null;
  coverAlt: string | null;
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

/** The four fields of an authors-file entry, in the documented order. */
const AUTHOR_FIELDS = ['name', 'description', 'meta_title', 'meta_description'] as const;

/** Author slugs that would shadow another route under /authors (its pagination segment). */
export const RESERVED_AUTHOR_SLUGS: readonly string[] = [
  listingPagePath(AUTHORS_PATH, 2).split('/')[2] as string,
];

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
    for (const field of AUTHOR_FIELDS) {
      if (!nonEmptyString(entry[field])) {
        problems.push(
          error(
            f.file,
            `[${i}].${field}`,
            `is ${entry[field] === undefined ? 'missing' : 'not a non-empty string'}; give author ${i + 1} a ${field} text.`,
          ),
        );
        ok = false;
      }
    }
    for (const key of Object.keys(entry))
      if (!(AUTHOR_FIELDS as readonly string[]).includes(key))
        problems.push(
          warning(
            f.file,
            `[${i}].${key}`,
            `is not an author field and is ignored; the fields are ${AUTHOR_FIELDS.join(', ')}.`,
          ),
        );
    if (!ok) return;
    const record: AuthorRecord = {
      name: (entry.name as string).trim(),
      description: entry.description as string,
      meta_title: entry.meta_title as string,
      meta_description: entry.meta_description as string,
    };
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
    if (clash !== undefined || slug === '' || RESERVED_AUTHOR_SLUGS.includes(slug)) {
      const page = authorPath(slug || '(empty)');
      problems.push(
        error(
          f.file,
          `[${i}].name`,
          clash !== undefined
            ? `"${record.name}" would have the page ${page}, which author "${clash}" already has; change the spelling of one name.`
            : `"${record.name}" would have the page ${page}, which is reserved for ${slug === '' ? 'nothing (the name has no letters or digits)' : 'pagination'}; change the name's spelling.`,
        ),
      );
      return;
    }
    slugs.set(slug, record.name);
    authors.push(record);
  });
  return authors;
}

const SPONSORED_SHAPE =
  '{"sapeLinks": {"/path": ["<a href=\\"https://...\\">text</a>"]}, "sapeNewUrl": "<a ...>"}';

/** A sapeLinks key must be a site path: no scheme, host, query, fragment or whitespace. */
const SITE_PATH = /^\/[^\s?#\\]*$/;

function readSponsored(f: JsonFile, problems: Problem[]): SponsoredData {
  const empty: SponsoredData = { sapeLinks: {}, sapeNewUrl: '' };
  if (f.missing) return empty;
  if (f.parseError) {
    problems.push(error(f.file, '(file)', `is not valid JSON (${f.parseError}); fix the syntax.`));
    return empty;
  }
  if (!isRecord(f.data)) {
    problems.push(error(f.file, '(root)', `must be an object ${SPONSORED_SHAPE}.`));
    return empty;
  }
  const { sapeLinks, sapeNewUrl, ...rest } = f.data;
  for (const key of Object.keys(rest))
    problems.push(
      error(
        f.file,
        key,
        `is not a sponsored-link field; the file holds only "sapeLinks" and "sapeNewUrl" (${SPONSORED_SHAPE}).`,
      ),
    );
  // a snippet with nothing left after sanitising would be a silent gap on the page
  const checkSnippet = (field: string, html: string): void => {
    if (html.trim() !== '' && sanitizeSponsoredHtml(html) === '')
      problems.push(
        warning(f.file, field, 'has no link or text left once sanitised and is not shown; check the HTML.'),
      );
  };
  const result: SponsoredData = { sapeLinks: {}, sapeNewUrl: '' };
  if (sapeNewUrl !== undefined && typeof sapeNewUrl !== 'string') {
    problems.push(
      error(f.file, 'sapeNewUrl', 'must be an HTML string such as "<a href=\\"https://...\\">text</a>".'),
    );
  } else {
    result.sapeNewUrl = sapeNewUrl ?? '';
    checkSnippet('sapeNewUrl', result.sapeNewUrl);
  }
  if (sapeLinks !== undefined && !isRecord(sapeLinks)) {
    problems.push(
      error(f.file, 'sapeLinks', 'must be an object mapping page paths to lists of HTML strings.'),
    );
  } else if (sapeLinks) {
    const seen = new Map<string, string>();
    for (const [key, links] of Object.entries(sapeLinks)) {
      const field = `sapeLinks["${key}"]`;
      // "/authors/" and "/authors" are the same page (paths have no trailing slash)
      const path = normalizePath(key);
      if (!SITE_PATH.test(key)) {
        problems.push(
          error(
            f.file,
            field,
            'must be a page path starting with "/" without host, query, fragment or spaces (for example "/authors").',
          ),
        );
      } else if (!Array.isArray(links) || !links.every((l) => typeof l === 'string')) {
        problems.push(error(f.file, field, 'must be a list of HTML strings.'));
      } else if (seen.has(path)) {
        problems.push(
          error(f.file, field, `is the same page as sapeLinks["${seen.get(path)}"]; merge the two lists.`),
        );
      } else {
        seen.set(path, key);
        links.forEach((html, i) => checkSnippet(`${field}[${i}]`, html));
        result.sapeLinks[path] = links as string[];
      }
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

/** The frontmatter fields an article may have (README "Adding an article"). */
const ARTICLE_FIELDS = [
  'id',
  'title',
  'slug',
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

/** A markdown file whose frontmatter is not valid YAML. */
const yamlError = (file: string, parseError: string): Problem =>
  error(file, 'frontmatter', `is not valid YAML (${parseError}); fix the block between the --- lines.`);

function readArticle(
  f: MarkdownFile,
  roster: ReturnType<typeof buildAuthorLookups>,
  problems: Problem[],
  raw: Pick<RawContent, 'pictureFacts' | 'root'> = {},
): ArticleModel | null {
  if (f.parseError) {
    problems.push(yamlError(f.file, f.parseError));
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
    path: articlePath(slug as string),
    date: dateIso,
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
    problems.push(yamlError(f.file, f.parseError));
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

/**
 * First path segments a category slug may not take: every fixed page, the home page's
 * pagination segment, and the folders Gatsby and its plugins write into public/.
 */
export const RESERVED_ROOT_SEGMENTS: readonly string[] = [
  ...new Set(
    [
      AUTHORS_PATH,
      ABOUT_US_PATH,
      PRIVACY_POLICY_PATH,
      TERMS_PATH,
      SITEMAP_PATH,
      NOT_FOUND_PATH,
      ERROR_PATH,
      RSS_PATH,
      SITEMAP_XML_PATH,
      SEARCH_INDEX_PATH,
      articlePath('x'),
      listingPagePath(HOME_PATH, 2),
      ...Object.values(INFO_PAGE_PATHS),
      OFFLINE_SHELL_PATH,
    ]
      .map((p) => p.split('/')[1] as string)
      .concat(['page-data', 'slice-data', 'static', '_gatsby', '~partytown', 'icons']),
  ),
];

/**
 * Taxonomy slugs that would collide with another route: a reserved first segment, two
 * categories on one path, two subcategories of one category on one path, or a subcategory on
 * its category's pagination segment. The taxonomy is a parameter so tests can try bad tables.
 */
export function taxonomyRouteProblems(
  taxonomy: readonly CategoryDef[],
  file = 'src/domain/taxonomy.ts',
): Problem[] {
  const problems: Problem[] = [];
  const categories = new Map<string, string>();
  for (const c of taxonomy) {
    const path = categoryPath(c.slug);
    if (!isValidSlug(c.slug))
      problems.push(
        error(file, `${c.key}.slug`, `"${c.slug}" is not a slug; use lowercase words and hyphens.`),
      );
    else if (RESERVED_ROOT_SEGMENTS.includes(c.slug))
      problems.push(
        error(
          file,
          `${c.key}.slug`,
          `"${c.slug}" would take ${path}, which the site already uses; choose another slug.`,
        ),
      );
    const other = categories.get(path);
    if (other !== undefined)
      problems.push(
        error(
          file,
          `${c.key}.slug`,
          `"${c.slug}" is also the slug of category ${other}; category slugs must differ.`,
        ),
      );
    else categories.set(path, c.key);
    // the category's own listing pages live at {category}/page/{n}
    const paginationSegment = listingPagePath(path, 2).split('/')[2];
    const subs = new Map<string, string>();
    for (const s of c.subcategories) {
      const field = `${c.key}.${s.key}.slug`;
      const subPath = subcategoryPath(c.slug, s.slug);
      if (!isValidSlug(s.slug))
        problems.push(error(file, field, `"${s.slug}" is not a slug; use lowercase words and hyphens.`));
      else if (s.slug === paginationSegment)
        problems.push(
          error(
            file,
            field,
            `"${s.slug}" would take ${subPath}, where ${c.key}'s pagination lives; choose another slug.`,
          ),
        );
      const clash = subs.get(subPath);
      if (clash !== undefined)
        problems.push(
          error(
            file,
            field,
            `"${s.slug}" is also the slug of ${c.key}.${clash}; subcategory slugs of a category must differ.`,
          ),
        );
      else subs.set(subPath, s.key);
    }
  }
  return problems;
}

/**
 * The content a build publishes: a production build leaves drafts out of everything (pages,
 * listings, search index, sitemaps, feed, related articles); `gatsby develop` keeps them, marked.
 */
export function publishedContent(content: SiteContent, includeDrafts: boolean): SiteContent {
  return includeDrafts ? content : { ...content, articles: content.articles.filter((a) => !a.draft) };
}

/** Validate and model all content; errors make the content unusable, warnings do not. */
export function prepareContent(raw: RawContent): PreparedContent {
  const problems: Problem[] = [];
  const authors = readAuthors(raw.authors, problems);
  const roster = buildAuthorLookups(authors);
  const sponsored = readSponsored(raw.sponsored, problems);
  const taxonomyTexts = readTaxonomyTexts(raw.taxonomy, problems);

  const articles: ArticleModel[] = [];
  // first file seen per id, slug and title: duplicates are checked on whatever parsed, so both
  // files are named even if one has other errors
  const seen = {
    id: new Map<string, string>(),
    slug: new Map<string, string>(),
    title: new Map<string, string>(),
  };
  const unique = (field: keyof typeof seen, key: string, file: string, what: string): void => {
    const other = seen[field].get(key);
    if (other)
      problems.push(error(file, field, `duplicate ${what}: ${other} has it too; ${field}s must be unique.`));
    else seen[field].set(key, file);
  };
  for (const f of raw.articles) {
    const a = readArticle(f, roster, problems, raw);
    const fm = f.frontmatter ?? {};
    if (typeof fm.id === 'number') unique('id', String(fm.id), f.file, `id ${fm.id}`);
    if (typeof fm.slug === 'string') unique('slug', fm.slug, f.file, `slug "${fm.slug}"`);
    // two pages with one title confuse readers and search engines alike
    if (typeof fm.title === 'string' && fm.title.trim() !== '')
      unique('title', fm.title.trim().toLowerCase(), f.file, `title "${fm.title.trim()}"`);
    if (a) articles.push(a);
  }
  articles.sort(newestFirst);

  const info: InfoPageModel[] = [];
  for (const f of raw.info) {
    const page = readInfo(f, problems);
    if (page) info.push(page);
  }

  // category slugs are fixed in code, but must never shadow another route
  problems.push(...taxonomyRouteProblems(TAXONOMY));

  return {
    content: { articles, authors, sponsored, taxonomyTexts, info },
    errors: problems.filter((p) => p.severity === 'error'),
    warnings: problems.filter((p) => p.severity === 'warning'),
  };
}
