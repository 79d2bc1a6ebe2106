/** Info pages (info/*.md): about us, privacy policy and terms, each with a title. */
import { Problem, error, warning } from './problems';
import { INFO_PAGE_PATHS, InfoPageName } from '../listings/routes';
import { nonEmptyString, yamlError } from './shared';
import type { InfoPageModel, MarkdownFile } from './types';

/** Validate one info page; null when it is not published. */
export function readInfo(f: MarkdownFile, problems: Problem[]): InfoPageModel | null {
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
    problems.push(yamlError(f.file, f.parseError, f.parseErrorLine));
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
