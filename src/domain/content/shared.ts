/** Small helpers the content readers share: value tests and the problems every file kind can have. */
import { error, Problem } from './problems';
import type { JsonFile } from './types';

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
export const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A JSON file that does not parse. */
export const jsonSyntaxError = (f: JsonFile): Problem =>
  error(f.file, '(file)', `is not valid JSON (${f.parseError}); fix the syntax.`);

/** A markdown file whose frontmatter is not valid YAML. */
export const yamlError = (file: string, parseError: string, line?: number): Problem => ({
  ...error(file, 'frontmatter', `is not valid YAML (${parseError}); fix the block between the --- lines.`),
  ...(line ? { line } : {}),
});
