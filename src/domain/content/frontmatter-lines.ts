/**
 * Where things are in a markdown file's frontmatter, so that a problem can name its line: the
 * line of each top-level field, and the place of a YAML mistake. The YAML parser reports where
 * it gave up, which for an unclosed quote is many lines later (the quote swallows the lines
 * after it): the first quoted value that never closes is the mistake an editor has to fix.
 */

/**
 * The lines of a file's frontmatter block with their file line numbers (1-based); [] without one.
 * Lines end at `\n` or `\r\n`. It reads up to the closing `---` only, not the body: this runs on
 * every article of every build, and splitting whole files was a tenth of the content check.
 */
function frontmatterLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  for (let start = 0, index = 0; ; index += 1) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, newline > start && text[newline - 1] === '\r' ? end - 1 : end);
    if (index === 0 ? line.trim() !== '---' : line.trim() === '---') break;
    if (index > 0) out.push({ line: index + 1, text: line });
    if (newline === -1) break;
    start = newline + 1;
  }
  return out;
}

/** The file line (1-based) of each top-level frontmatter field, by its key. */
export function fieldLines(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { line, text: l } of frontmatterLines(text)) {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(l)?.[1];
    if (key && !(key in out)) out[key] = line;
  }
  return out;
}

/**
 * The file line (1-based) of each topic written under a `subsubcategories:` key, by its written
 * text (quotes removed): in the flow form `subsubcategories: [obby, 'parkour']` and the block
 * form of `- obby` lines below it. The first line wins.
 */
export function topicLines(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (value: string, line: number): void => {
    const clean = value
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2')
      .trim();
    if (clean && !(clean in out)) out[clean] = line;
  };
  let blockIndent = -1;
  for (const { line, text: l } of frontmatterLines(text)) {
    const key = /^(\s*)(?:-\s+)?subsubcategories\s*:\s*(.*)$/.exec(l);
    if (key) {
      const rest = key[2].replace(/\s#.*$/, '').trim();
      blockIndent = rest === '' ? key[1].length : -1;
      const flow = /^\[(.*)\]$/.exec(rest);
      if (flow) for (const v of flow[1].split(',')) add(v, line);
      continue;
    }
    const item = /^(\s*)-\s+(.*)$/.exec(l);
    if (blockIndent >= 0 && item && item[1].length >= blockIndent && !/^\w+\s*:/.test(item[2]))
      add(item[2].replace(/\s#.*$/, ''), line);
    else blockIndent = -1;
  }
  return out;
}

/** Column (1-based) of a quote that opens a value on this line and is not closed on it; null otherwise. */
export function unclosedQuoteColumn(line: string): number | null {
  const m = /^(\s*(?:-\s+)?(?:[A-Za-z_][\w-]*\s*:\s+)?)(['"])/.exec(line);
  if (!m) return null;
  const quote = m[2];
  const rest = line.slice(m[1].length + 1);
  if (quote === "'") {
    // inside single quotes, '' is a quote character
    for (let i = 0; i < rest.length; i += 1)
      if (rest[i] === "'") {
        if (rest[i + 1] === "'") i += 1;
        else return null;
      }
  } else {
    for (let i = 0; i < rest.length; i += 1)
      if (rest[i] === '\\') i += 1;
      else if (rest[i] === '"') return null;
  }
  return m[1].length + 1;
}

export interface YamlMistake {
  line: number;
  column: number;
  /** what is wrong there, in the editor's terms */
  reason: string;
}

/**
 * Where the YAML mistake is: the first value whose quote never closes, at or before the line the
 * parser stopped at (`parserLine`, a file line); else the parser's own place and reason.
 */
export function locateYamlMistake(
  text: string,
  parser: { line: number; column: number; reason: string },
): YamlMistake {
  for (const { line, text: l } of frontmatterLines(text)) {
    if (line > parser.line) break;
    const column = unclosedQuoteColumn(l);
    if (column !== null)
      return {
        line,
        column,
        reason: `the quote ${l[column - 1]} that starts this value is never closed; end the value with ${l[column - 1]} on the same line`,
      };
  }
  return parser;
}
