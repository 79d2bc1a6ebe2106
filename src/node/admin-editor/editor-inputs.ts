/** What the web editor's configuration is made from, read from the content folder. */
import path from 'path';
import type { EditorInputs } from '../../domain/content/editor/editor-config';
import { readTaxonomyTexts } from '../../domain/content/taxonomy-texts';
import { readSeriesTexts } from '../../domain/listings/series';
import { parseIsoDate } from '../../domain/content/dates';
import { publicationState } from '../../domain/content/publishing';
import { contentDir, readContent } from '../content/read-content';

/** Whether a build now publishes the article of this frontmatter (a file that does not parse: yes). */
function isPublished(fm: Record<string, unknown> | undefined, now: Date): boolean {
  if (!fm) return true;
  const date = parseIsoDate(fm.date);
  const facts = { draft: fm.draft === true, date: date?.toISOString() ?? '', dateIsExplicit: date !== null };
  return publicationState(facts, now) === 'published';
}

/** The taxonomy titles, the authors and every article's names, from the content folder. */
export function readEditorInputs(root: string, now = new Date()): Omit<EditorInputs, 'backend'> {
  const dir = contentDir(root);
  const raw = readContent(dir, root);
  const texts = readTaxonomyTexts(raw.taxonomy, []);
  const authors = Array.isArray(raw.authors.data)
    ? raw.authors.data.flatMap((a: unknown) =>
        a && typeof a === 'object' && typeof (a as { name?: unknown }).name === 'string'
          ? [(a as { name: string }).name]
          : [],
      )
    : [];
  return {
    contentFolder: path.relative(root, dir).split(path.sep).join('/'),
    titles: Object.fromEntries(
      Object.entries(texts).map(([key, c]) => [
        key,
        {
          title: c.title,
          subcategories: Object.fromEntries(
            Object.entries(c.subcategories).map(([k, s]) => [k, { title: s.title }]),
          ),
        },
      ]),
    ),
    choices: { authors, series: Object.keys(readSeriesTexts(raw.series, [])) },
    articles: raw.articles.map((f) => ({
      file: f.file,
      id: f.frontmatter?.id ?? f.idText,
      slug: f.frontmatter?.slug ?? f.slugText,
      aliases: f.frontmatter?.aliases,
      published: isPublished(f.frontmatter, now),
    })),
  };
}
