/** Problems found in content: every one names the file, the field and what to do. */

export type Severity = 'error' | 'warning';

export interface Problem {
  severity: Severity;
  /** path of the file, relative to the content folder's parent when possible */
  file: string;
  /** the field (frontmatter key, JSON path) the problem is in */
  field: string;
  /** what is wrong and what to do about it */
  message: string;
  /** the line of the file (1-based) the problem is on, when known */
  line?: number;
  /** a second file the problem involves (the other file of a duplicate id, slug or title) */
  other?: string;
}

export const error = (file: string, field: string, message: string): Problem => ({
  severity: 'error',
  file,
  field,
  message,
});

export const warning = (file: string, field: string, message: string): Problem => ({
  severity: 'warning',
  file,
  field,
  message,
});

/**
 * One line per problem: `ERROR content/articles/a.md:4 [slug] must be ...` (the line when known,
 * in the `file:line` form terminals and editors open at that line). check:content, the build and
 * the preview's terminal and error page all print it this way.
 */
export const formatProblem = (p: Problem): string =>
  `${p.severity === 'error' ? 'ERROR' : 'WARNING'} ${p.file}${p.line ? `:${p.line}` : ''} [${p.field}] ${p.message}`;
