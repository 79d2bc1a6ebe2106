/**
 * Validates the content folder for the build, with the module `npm run check:content` uses
 * (src/domain/content/model.ts), and reports every problem in the same words.
 *
 * - `gatsby build`: onPreBootstrap reads the folder before anything is sourced and stops the
 *   build on an error, so no page is made from bad content and every problem is listed at once.
 *   With the build tuning, files whose text the last build parsed with the same code are not
 *   parsed again (plugins/build-tuning/parse-cache.ts); every rule still runs over every file.
 * - `gatsby develop`: a problem is printed (once, until the problems change) and the server keeps
 *   running; createPages validates again from gatsby-source-filesystem's File nodes each time
 *   the watcher changes them, so a fix shows without a restart. Meanwhile the broken article's
 *   address shows its errors (src/templates/content-error.tsx).
 */
import path from 'path';
import type { GatsbyNode, Node, Reporter } from 'gatsby';
import { PreparedContent, prepareContent } from '../../domain/content/model';
import { ArticleErrorPage, articleErrorPages } from '../../domain/content/error-pages';
import { formatProblem } from '../../domain/content/problems';
import type { ContentLifecycle } from './build-content';
import { markdownReader } from '../../../lib/build-shared/hooks';
import { lastPublished } from './last-published';
import { contentDir, parseMarkdown, readContent, readContentFiles } from './read-content';

/** gatsby-source-filesystem's `name` for the content folder (File nodes' sourceInstanceName). */
export const CONTENT_SOURCE = 'content';

/** True under `gatsby develop`: drafts show, and content errors do not stop the server. */
export const isDevelop = (): boolean => process.env.gatsby_executing_command === 'develop';

/**
 * The id of our content errors in Gatsby's error map. Without an entry Gatsby files a plain
 * message under its default error, which its terminal logger labels `UNKNOWN`; this one is the
 * editor's to fix (category USER) and has no type label.
 */
export const CONTENT_ERROR_ID = 'content';

/** Gatsby's error-map entry for content errors (registered by reportProblems). */
export const contentErrorMap = {
  [CONTENT_ERROR_ID]: {
    text: (context: { message?: string }): string => context.message ?? '',
    level: 'ERROR' as const,
    category: 'USER' as const,
    // no type: the logger prints none (an entry without the key would be typed PLUGIN)
    type: undefined,
  },
};

/** What to do once the problems are fixed: the preview follows saved files, a build must run again. */
export const fixHint = (develop: boolean): string =>
  develop
    ? "fix them and save the file: the preview updates by itself (meanwhile the article's address shows its errors)"
    : 'fix them and build again';

/**
 * Print the problems; true when the content has no error. The preview prints them once until
 * they change (`printed` remembers the last ones, src/node/content/build-content.ts).
 */
export function reportProblems(
  prepared: PreparedContent,
  dir: string,
  reporter: Reporter,
  printed: Pick<ContentLifecycle, 'problemsChanged'>,
): boolean {
  const develop = isDevelop();
  if (develop) {
    const now = [...prepared.warnings, ...prepared.errors].map(formatProblem).join('\n');
    if (!printed.problemsChanged(now)) return prepared.errors.length === 0;
  }
  for (const w of prepared.warnings) reporter.warn(formatProblem(w));
  if (prepared.errors.length === 0) return true;
  reporter.setErrorMap?.(contentErrorMap);
  const details = {
    id: CONTENT_ERROR_ID,
    context: {
      message:
        `content: ${prepared.errors.length} error(s) in ${dir}; ${fixHint(develop)}:\n` +
        prepared.errors.map(formatProblem).join('\n'),
    },
  };
  if (develop) reporter.error(details);
  else reporter.panic(details);
  return false;
}

/** onPreBootstrap makes the build's content: the whole folder as it is when the build starts. */
export const onPreBootstrapFor =
  (content: ContentLifecycle): GatsbyNode['onPreBootstrap'] =>
  ({ reporter }) => {
    const dir = contentDir();
    reporter.info(`content: reading ${dir}`);
    const parses = markdownReader(parseMarkdown);
    const raw = readContent(dir, process.cwd(), parses.markdown);
    parses.save();
    // a build warns about a renamed article whose old slug is not among its aliases
    const validated = prepareContent(isDevelop() ? raw : { ...raw, published: lastPublished(dir) });
    content.begin(validated);
    // the preview reports from createPages, which runs next and on every change: once is enough
    if (!isDevelop()) reportProblems(validated, dir, reporter, content);
  };

interface FileNode extends Node {
  absolutePath: string;
  sourceInstanceName: string;
}

/** The content folder's File nodes. */
export const contentFileNodes = (getNodesByType: (type: string) => Node[]): FileNode[] =>
  (getNodesByType('File') as FileNode[]).filter((n) => n.sourceInstanceName === CONTENT_SOURCE);

/**
 * Validate the files gatsby-source-filesystem has now (develop re-runs this on every change),
 * with the error page of every article that has an error (src/domain/content/error-pages.ts).
 */
export function contentFromNodes(
  files: readonly FileNode[],
  reporter: Reporter,
  printed: Pick<ContentLifecycle, 'problemsChanged'>,
): PreparedContent & { errorPages: ArticleErrorPage[] } {
  const dir = contentDir();
  const raw = readContentFiles(
    dir,
    files.map((f) => path.resolve(f.absolutePath)),
  );
  const prepared = prepareContent(raw);
  reportProblems(prepared, dir, reporter, printed);
  const published = new Set(prepared.content.articles.map((a) => a.path));
  return {
    ...prepared,
    errorPages: articleErrorPages(raw.articles, prepared.errors, prepared.warnings, published),
  };
}
