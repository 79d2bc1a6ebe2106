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

/** One line per problem: `ERROR content/articles/a.md [slug] must be ...`. */
export const formatProblem = (p: Problem): string =>
  `${p.severity === 'error' ? 'ERROR' : 'WARNING'} ${p.file} [${p.field}] ${p.message}`;
