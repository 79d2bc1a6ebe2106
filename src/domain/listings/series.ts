/**
 * Series: articles that read as one course (`series: <key>` and `part: <n>` in the frontmatter,
 * content/series.json naming each series). The checks of the two fields, the checks across
 * articles (a known key, one article per part), and the outline readers see: every part in
 * order, a part not published yet (a draft, a scheduled article or a number nobody wrote yet)
 * shown as coming soon, never as a link.
 */
import { error, Problem } from '../content/problems';
import { isRecord, jsonSyntaxError, nonEmptyString } from '../content/shared';
import { isValidSlug } from '../content/slug';
import type { FieldCheck, Frontmatter } from '../content/article-fields';
import type { ArticleModel, JsonFile, MarkdownFile, SeriesTexts } from '../content/types';

const EXAMPLE = '{"luau-course": {"title": "Learn Luau", "description": "…"}}';

/** The series of content/series.json by key (none when the file is absent). */
export function readSeriesTexts(f: JsonFile | undefined, problems: Problem[]): Record<string, SeriesTexts> {
  if (!f || f.missing) return {};
  if (f.parseError) {
    problems.push(jsonSyntaxError(f));
    return {};
  }
  if (!isRecord(f.data)) {
    problems.push(error(f.file, '(root)', `must be an object keyed by series, such as ${EXAMPLE}.`));
    return {};
  }
  const texts: Record<string, SeriesTexts> = {};
  for (const [key, value] of Object.entries(f.data)) {
    if (!isValidSlug(key))
      problems.push(
        error(
          f.file,
          key,
          'is not a series key: use lowercase letters, digits and single hyphens ("luau-course").',
        ),
      );
    else if (!isRecord(value) || !nonEmptyString(value.title) || !nonEmptyString(value.description))
      problems.push(error(f.file, key, `needs a "title" and a "description"; write it as ${EXAMPLE}.`));
    else texts[key] = { title: value.title.trim(), description: value.description.trim() };
  }
  return texts;
}

/** An article's place in a series. */
export interface SeriesPlace {
  key: string;
  part: number;
}

/** `series` and `part`: both or neither; a key as text and a whole number from 1. */
export function checkSeriesFields({ series, part }: Frontmatter, { fail }: FieldCheck): SeriesPlace | null {
  const hasSeries = series !== undefined && series !== null;
  const hasPart = part !== undefined && part !== null;
  if (!hasSeries && !hasPart) return null;
  let ok = true;
  if (!hasSeries) {
    fail(
      'series',
      'is missing: an article with `part:` needs `series:` with the key of its series in content/series.json.',
    );
    ok = false;
  } else if (!nonEmptyString(series)) {
    fail(
      'series',
      `must be the key of a series in content/series.json (got ${JSON.stringify(series)}), such as \`series: luau-course\`.`,
    );
    ok = false;
  }
  if (!hasPart) {
    fail('part', 'is missing: an article in a series needs `part:` with its place in it, such as `part: 1`.');
    ok = false;
  } else if (typeof part !== 'number' || !Number.isInteger(part) || part < 1) {
    fail('part', `must be a whole number from 1 (got ${JSON.stringify(part)}); write e.g. \`part: 2\`.`);
    ok = false;
  }
  return ok ? { key: (series as string).trim(), part: part as number } : null;
}

/** Across articles (drafts and scheduled ones included): a known series, one article per part. */
export function seriesProblems(
  articles: readonly Pick<ArticleModel, 'file' | 'series'>[],
  files: readonly Pick<MarkdownFile, 'file' | 'fieldLines'>[],
  texts: Record<string, SeriesTexts>,
): Problem[] {
  const problems: Problem[] = [];
  const lines = new Map(files.map((f) => [f.file, f.fieldLines ?? {}]));
  const at = (p: Problem, field: string): Problem => {
    const line = lines.get(p.file)?.[field];
    return line ? { ...p, line } : p;
  };
  const known = Object.keys(texts);
  const taken = new Map<string, string>();
  for (const a of articles) {
    if (!a.series) continue;
    const { key, part } = a.series;
    if (!texts[key]) {
      problems.push(
        at(
          error(
            a.file,
            'series',
            `"${key}" is not a series of content/series.json; ${known.length > 0 ? `use one of ${known.join(', ')}, or ` : ''}add {"${key}": {"title", "description"}} to content/series.json.`,
          ),
          'series',
        ),
      );
      continue;
    }
    const other = taken.get(`${key}#${part}`);
    if (other)
      problems.push({
        ...at(
          error(
            a.file,
            'part',
            `part ${part} of "${key}" is also ${other}; give each article of a series its own part number.`,
          ),
          'part',
        ),
        other,
      });
    else taken.set(`${key}#${part}`, a.file);
  }
  return problems;
}

/** One part as readers see it: a link when published, else coming soon. */
export interface SeriesPart {
  part: number;
  /** the published article's title and path; absent when the part is coming soon */
  title?: string;
  path?: string;
}

/** A member of a series: its place, and whether this build publishes it. */
export interface SeriesMember {
  id: number;
  part: number;
  title: string;
  path: string;
  published: boolean;
}

/** Every part from 1 to the highest written, in order; unpublished or unwritten parts coming soon. */
export function seriesOutline(members: readonly SeriesMember[]): SeriesPart[] {
  const byPart = new Map(members.map((m) => [m.part, m]));
  const total = Math.max(0, ...members.map((m) => m.part));
  return Array.from({ length: total }, (_, i) => {
    const m = byPart.get(i + 1);
    return m?.published ? { part: i + 1, title: m.title, path: m.path } : { part: i + 1 };
  });
}

/** The published parts just before and after `part` (null at either end). */
export function seriesNeighbours(
  outline: readonly SeriesPart[],
  part: number,
): { previous: SeriesPart | null; next: SeriesPart | null } {
  const linked = outline.filter((p) => p.path);
  const before = linked.filter((p) => p.part < part);
  return {
    previous: before[before.length - 1] ?? null,
    next: linked.find((p) => p.part > part) ?? null,
  };
}
