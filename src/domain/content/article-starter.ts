/**
 * What `npm run new` writes: a new article's frontmatter and first lines, valid as they stand
 * (check:content accepts them), from a title and a place in the taxonomy. The script
 * (scripts/editor/new-article.ts) reads the content folder and writes the file; the rules are here.
 */
import { articlePath } from '../listings/routes';
import { slugify } from './slug';
import { OTHER_KEY } from '../listings/taxonomy';

/** The id a new article gets: one more than the highest id in use (1 in an empty folder). */
export function nextFreeId(ids: readonly unknown[]): number {
  const used = ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
  return used.length === 0 ? 1 : Math.max(...used) + 1;
}

export interface NewArticle {
  id: number;
  title: string;
  categoryKey: string;
  /** a subcategory key of the category; without one the article is filed under `other` */
  subcategoryKey?: string;
  /** the day it is written, YYYY-MM-DD (UTC) */
  date: string;
}

/** The slug of a title (the site's one slug rule); empty when the title has no letter or digit. */
export const slugOfTitle = (title: string): string => slugify(title);

/** Where the article is: its file under articles/ (by category, as the shipped content is kept) and its page. */
export function newArticlePlace(a: Pick<NewArticle, 'title' | 'categoryKey'>): {
  file: string;
  path: string;
} {
  const slug = slugOfTitle(a.title);
  return { file: `articles/${a.categoryKey}/${slug}.md`, path: articlePath(slug) };
}

/** YAML single-quoted text: a quote inside is written twice. */
const quoted = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The markdown file of a new article: a draft until the editor removes `draft: true`. */
export function newArticleText(a: NewArticle): string {
  const sub = a.subcategoryKey ?? OTHER_KEY;
  return [
    '---',
    `id: ${a.id}`,
    `title: ${quoted(a.title.trim())}`,
    `slug: ${slugOfTitle(a.title)}`,
    'entities:',
    `  - category: ${a.categoryKey}`,
    '    subcategories:',
    `      - subcategory: ${sub}`,
    `date: ${a.date}`,
    '# a draft shows only in `npm run develop`; delete this line to publish the article',
    'draft: true',
    '# optional: author (exactly as in authors.json), description, cover and cover_alt',
    '---',
    '',
    `Write the opening of "${a.title.trim()}" here. The title is the page's only \`#\` heading: use \`##\` and \`###\` for sections.`,
    '',
  ].join('\n');
}
