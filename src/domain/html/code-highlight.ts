/**
 * Code blocks: which grammar a fence's language names, and which Prism token classes the site
 * colours. Highlighting runs at build time (gatsby-remark-prismjs); readers get spans with
 * `token <type>` classes, coloured by src/styles/_code.scss from CSS variables per theme.
 *
 * The token lists here are also what keeps those rules in the pruned stylesheet: the pruner
 * (src/node/post-build/css-prune.ts) keeps a class only when it occurs as a word in src/, and the token
 * classes otherwise occur only in generated HTML. The sanitiser allows exactly these classes.
 */

import { Problem, warning } from '../content/problems';

/** Grammars the build highlights with. `null`: shown as plain text on purpose. */
export type Grammar = 'lua' | 'json' | 'bash';

/** Fence languages editors write, and the grammar each one uses. */
export const CODE_LANGUAGES: Readonly<Record<string, Grammar | null>> = {
  lua: 'lua',
  // Luau (the platform's Lua dialect) reads well with the Lua grammar; Prism has no Luau one
  luau: 'lua',
  json: 'json',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  text: null,
  txt: null,
  plaintext: null,
  plain: null,
};

/** What to do with a fenced block's info string. */
export type CodeLanguage =
  | { kind: 'highlight'; grammar: Grammar; written: string }
  | { kind: 'plain' }
  | { kind: 'unknown'; written: string };

/** The language of a fence from its info string (` ```Luau title="x" ` → lua). */
export function codeLanguage(info: string | null | undefined): CodeLanguage {
  const written = (info ?? '').trim().split(/[\s{]/)[0]?.toLowerCase() ?? '';
  if (written === '') return { kind: 'plain' };
  if (!Object.prototype.hasOwnProperty.call(CODE_LANGUAGES, written)) return { kind: 'unknown', written };
  const grammar = CODE_LANGUAGES[written];
  return grammar ? { kind: 'highlight', grammar, written } : { kind: 'plain' };
}

/** The build warning for a fence in an unknown language (it is shown as plain text). */
export const unknownLanguageMessage = (written: string): string =>
  `code block language "${written}" is not highlighted (known: ${Object.keys(CODE_LANGUAGES).join(', ')}); it is shown as plain text. Use \`lua\` for Luau code, or \`text\`.`;

/**
 * Colour roles and the Prism token types that take each one (the types the Lua, JSON and bash
 * grammars emit, plus their common aliases). _code.scss has a `--code-<role>` variable per role
 * in both themes and one rule per type; tests/unit/domain/html/code-highlight.test.ts holds the two together
 * and checks every role's contrast.
 */
export const TOKEN_ROLES = {
  comment: ['comment', 'prolog', 'doctype', 'cdata', 'shebang'],
  keyword: ['keyword', 'atrule', 'important', 'boolean', 'null'],
  string: ['string', 'char', 'attr-value', 'regex', 'inserted'],
  number: ['number', 'constant', 'symbol', 'deleted'],
  function: ['function', 'function-name', 'class-name', 'builtin'],
  operator: ['operator', 'entity', 'url'],
  punctuation: ['punctuation'],
  property: ['property', 'tag', 'attr-name', 'selector', 'assign-left'],
  variable: ['variable', 'parameter', 'environment', 'file-descriptor'],
} as const;

/** Every token class the site colours (besides `token` itself). */
export const TOKEN_TYPES: readonly string[] = Object.values(TOKEN_ROLES).flat();

/** Fenced blocks whose language the site does not highlight: a warning each (file, body line). */
export function checkCodeLanguages(file: string, body: string, lineOffset = 0): Problem[] {
  const problems: Problem[] = [];
  // a fence is three backticks or tildes: most bodies hold none
  if (!body.includes('```') && !body.includes('~~~')) return problems;
  let fence: string | null = null;
  body.split(/\r?\n/).forEach((line, i) => {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m) return;
    const marker = m[1] as string;
    if (fence) {
      if (marker[0] === fence[0] && marker.length >= fence.length && (m[2] ?? '').trim() === '') fence = null;
      return;
    }
    fence = marker;
    const language = codeLanguage(m[2]);
    if (language.kind === 'unknown')
      problems.push(
        warning(file, `body line ${i + 1 + lineOffset}`, unknownLanguageMessage(language.written)),
      );
  });
  return problems;
}

/**
 * The fence language to hand the highlighter for what an editor wrote: the grammar, or `text`
 * (plain, unhighlighted) for plain and unknown languages (gatsby-remark-prismjs then writes the
 * text escaped, in the same `pre`/`code` markup).
 */
export function highlighterLanguage(info: string | null | undefined): string {
  const language = codeLanguage(info);
  return language.kind === 'highlight' ? language.grammar : 'text';
}
