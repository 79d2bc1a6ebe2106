/** The authors file (authors.json): a list of unique authors, each with a page of its own. */
import { AuthorRecord, authorSlug } from './default-author';
import { error, Problem, warning } from './problems';
import { AUTHORS_PATH, authorPath, listingPagePath } from '../listings/routes';
import { isRecord, jsonSyntaxError, nonEmptyString } from './shared';
import type { JsonFile } from './types';

/** The four fields of an authors-file entry, in the documented order. */
const AUTHOR_FIELDS = ['name', 'description', 'meta_title', 'meta_description'] as const;

/** Author slugs that would shadow another route under /authors (its pagination segment). */
export const RESERVED_AUTHOR_SLUGS: readonly string[] = [
  listingPagePath(AUTHORS_PATH, 2).split('/')[2] as string,
];

/** Validate the authors file; entries with a problem are left out. */
export function readAuthors(f: JsonFile, problems: Problem[]): AuthorRecord[] {
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
    problems.push(jsonSyntaxError(f));
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
