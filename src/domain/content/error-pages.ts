/**
 * The preview's error pages: under `gatsby develop`, the address of an article that has an error
 * shows what is wrong (file, line, field, fix, in check:content's words) instead of a 404, until
 * the file is saved without the error. Which address: the article's own slug when it can be read,
 * else the file's name when that is a valid slug (articles are named after their slug).
 */
import type { Problem } from './problems';
import { articlePath } from '../listings/routes';
import { isValidSlug } from './slug';
import type { MarkdownFile } from './types';

export interface ArticleErrorPage {
  path: string;
  file: string;
  /** the article's problems, errors first */
  problems: Problem[];
}

/** The slug an article file is meant to have, even when its frontmatter is broken; null when none can be told. */
export function intendedSlug(f: Pick<MarkdownFile, 'file' | 'frontmatter' | 'slugText'>): string | null {
  const written = f.frontmatter?.slug ?? f.slugText;
  if (typeof written === 'string' && isValidSlug(written.trim())) return written.trim();
  const stem = f.file.split('/').pop()?.replace(/\.md$/, '') ?? '';
  return isValidSlug(stem) ? stem : null;
}

/**
 * One page per article file that has an error, at the article's address, unless a published
 * article already has that address (`taken`).
 */
export function articleErrorPages(
  files: readonly MarkdownFile[],
  errors: readonly Problem[],
  warnings: readonly Problem[],
  taken: ReadonlySet<string>,
): ArticleErrorPage[] {
  const pages: ArticleErrorPage[] = [];
  const seen = new Set(taken);
  for (const f of files) {
    const own = errors.filter((p) => p.file === f.file);
    if (own.length === 0) continue;
    const slug = intendedSlug(f);
    if (!slug || seen.has(articlePath(slug))) continue;
    seen.add(articlePath(slug));
    pages.push({
      path: articlePath(slug),
      file: f.file,
      problems: [...own, ...warnings.filter((p) => p.file === f.file)],
    });
  }
  return pages;
}
