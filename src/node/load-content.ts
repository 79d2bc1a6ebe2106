/**
 * Validates the content folder for the build, with the module `npm run check:content` uses
 * (src/domain/content-model.ts), and reports every problem in the same words.
 *
 * - `gatsby build`: onPreBootstrap reads the folder before anything is sourced and stops the
 *   build on an error, so no page is made from bad content and every problem is listed at once.
 * - `gatsby develop`: a problem is printed and the server keeps running; createPages validates
 *   again from gatsby-source-filesystem's File nodes each time the watcher changes them, so a
 *   fix shows without a restart (the broken file is left out meanwhile).
 */
import path from 'path';
import type { GatsbyNode, Node, Reporter } from 'gatsby';
import { PreparedContent, prepareContent } from '../domain/content-model';
import { formatProblem } from '../domain/problems';
import { contentDir, readContent, readContentFiles } from './read-content';

/** gatsby-source-filesystem's `name` for the content folder (File nodes' sourceInstanceName). */
export const CONTENT_SOURCE = 'content';

/** True under `gatsby develop`: drafts show, and content errors do not stop the server. */
export const isDevelop = (): boolean => process.env.gatsby_executing_command === 'develop';

/** Print the problems; true when the content has no error. */
export function reportProblems(prepared: PreparedContent, dir: string, reporter: Reporter): boolean {
  for (const w of prepared.warnings) reporter.warn(formatProblem(w));
  if (prepared.errors.length === 0) return true;
  const message =
    `content: ${prepared.errors.length} error(s) in ${dir}; fix them and build again:\n` +
    prepared.errors.map(formatProblem).join('\n');
  if (isDevelop()) reporter.error(message);
  else reporter.panic(message);
  return false;
}

let validated: PreparedContent | null = null;

/** The content onPreBootstrap validated (the whole folder as it was when the build started). */
export function startupContent(): PreparedContent {
  if (!validated) throw new Error('content was not validated yet: onPreBootstrap must run first');
  return validated;
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const dir = contentDir();
  reporter.info(`content: reading ${dir}`);
  validated = prepareContent(readContent(dir));
  reportProblems(validated, dir, reporter);
};

interface FileNode extends Node {
  absolutePath: string;
  sourceInstanceName: string;
}

/** The content folder's File nodes. */
export const contentFileNodes = (getNodesByType: (type: string) => Node[]): FileNode[] =>
  (getNodesByType('File') as FileNode[]).filter((n) => n.sourceInstanceName === CONTENT_SOURCE);

/** Validate the files gatsby-source-filesystem has now (develop re-runs this on every change). */
export function contentFromNodes(files: readonly FileNode[], reporter: Reporter): PreparedContent {
  const dir = contentDir();
  const prepared = prepareContent(
    readContentFiles(
      dir,
      files.map((f) => path.resolve(f.absolutePath)),
    ),
  );
  reportProblems(prepared, dir, reporter);
  return prepared;
}
