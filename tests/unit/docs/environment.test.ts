/**
 * Every environment variable the project reads is in docs/environment.md: the settings a user or
 * operator may set in its first table, the ones the build, Gatsby, Node or CI set for themselves in
 * its second. A variable read in code and in neither table fails here, so a new setting cannot go
 * undocumented; a row whose variable nothing reads any more fails too, so the table stays true.
 *
 * Read means: `process.env.NAME`, `env.NAME`, `env['NAME']`, `env[X]` with `X = 'NAME'` a named
 * constant (`BUILD_TUNING_ENV`, the `SITE_SETTINGS` list), and in shell scripts `${NAME:-…}`; a
 * variable given to a process at its start (package.json's `NAME=…`, the `BUILD_ENV` object of
 * scripts/lib/build-env.ts) counts as read by that process.
 */
import fs from 'fs';
import path from 'path';
import { filesUnder } from '../../../src/node/files/walk';

const root = path.resolve(__dirname, '../../..');
const DOC = 'docs/environment.md';

const SOURCES = ['src', 'lib', 'scripts', 'plugins', 'admin/src', 'tests', '.ci'];
const TOP_FILES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'playwright.config.ts',
  'jest.config.js',
  'package.json',
];
const CODE = /\.(?:ts|tsx|js|cjs|mjs)$/;
const NAME = '[A-Z][A-Z0-9_]*[A-Z0-9]';

function sourceFiles(): string[] {
  const out = TOP_FILES.filter((f) => fs.existsSync(path.join(root, f)));
  for (const dir of SOURCES)
    for (const f of filesUnder(path.join(root, dir), {
      skipFolder: (_rel, name) => name === 'node_modules' || name === 'fixtures',
    }))
      if (CODE.test(f) || f.endsWith('.sh') || dir === '.ci') out.push(path.join(dir, f));
  return out;
}

/** The text without its comments (block comments, and `//` at a line's start or after a space). */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The variables one file reads. */
function readsOf(file: string, source: string, constants: Map<string, string[]>): string[] {
  const text = CODE.test(file) ? withoutComments(source) : source;
  const names = new Set<string>();
  const add = (re: RegExp) => {
    for (const m of text.matchAll(re)) names.add(m[1]);
  };
  if (file.endsWith('.sh') || file.startsWith('.ci')) add(new RegExp(`\\$\\{(${NAME}):?-`, 'g'));
  else if (file === 'package.json') add(new RegExp(`(?:^|[\\s"])(${NAME})=`, 'gm'));
  else {
    add(new RegExp(`\\benv\\.(${NAME})\\b`, 'g'));
    add(new RegExp(`\\benv\\[\\s*['"](${NAME})['"]\\s*\\]`, 'g'));
    for (const m of text.matchAll(/\benv\[\s*([A-Za-z_][A-Za-z0-9_]*)\s*\]/g))
      for (const n of constants.get(m[1]) ?? []) names.add(n);
    // the settings a build process is started with (scripts/lib/build-env.ts), read by what it runs
    const buildEnv = /\bBUILD_ENV\b[^=]*=\s*\{([^}]*)\}/.exec(text);
    if (buildEnv) for (const m of buildEnv[1].matchAll(new RegExp(`\\b(${NAME})\\s*:`, 'g'))) names.add(m[1]);
    if (/\bSITE_SETTINGS\b[^;]*\benv\[/.test(text))
      for (const n of constants.get('SITE_SETTINGS') ?? []) names.add(n);
  }
  return [...names];
}

/** Named constants that hold a variable's name: `X_ENV = 'NAME'` and `SITE_SETTINGS = [...]`. */
function constantsOf(files: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const text of files.values()) {
    for (const m of text.matchAll(new RegExp(`\\b([A-Z_]+_ENV)\\s*=\\s*'(${NAME})'`, 'g')))
      out.set(m[1], [m[2]]);
    const settings = text.match(/\bSITE_SETTINGS\s*=\s*\[([^\]]*)\]/);
    if (settings)
      out.set(
        'SITE_SETTINGS',
        [...settings[1].matchAll(/'([A-Z0-9_]+)'/g)].map((m) => m[1]),
      );
  }
  return out;
}

/** The variables of the doc's tables: the first cell of each row, `NAME`. */
function documented(): { settings: Set<string>; internal: Set<string> } {
  const text = fs.readFileSync(path.join(root, DOC), 'utf8');
  const [settingsPart, internalPart = ''] = text.split(/^## Set by the build/m);
  const rows = (part: string) =>
    new Set([...part.matchAll(new RegExp(`^\\| \`(${NAME})\``, 'gm'))].map((m) => m[1]));
  return { settings: rows(settingsPart), internal: rows(internalPart) };
}

const files = new Map(sourceFiles().map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]));
const constants = constantsOf(files);
const reads = new Map<string, string[]>();
for (const [file, text] of files)
  for (const name of readsOf(file, text, constants)) reads.set(name, [...(reads.get(name) ?? []), file]);
const doc = documented();

describe(`environment variables (${DOC})`, () => {
  it('finds the reads it is meant to find', () => {
    for (const name of [
      'CONTENT_DIR',
      'SITE_URL',
      'SITE_LOCALE',
      'BUILD_TUNING',
      'CHROMIUM_PATH',
      'NGINX_PATH',
    ])
      expect(reads.has(name)).toBe(true);
  });

  it('every variable the code reads is in one of its tables', () => {
    const missing = [...reads]
      .filter(([name]) => !doc.settings.has(name) && !doc.internal.has(name))
      .map(([name, where]) => `${name} (read in ${where.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('no variable is in both tables, and every row names a variable the code reads', () => {
    expect([...doc.settings].filter((n) => doc.internal.has(n))).toEqual([]);
    expect([...doc.settings, ...doc.internal].filter((n) => !reads.has(n))).toEqual([]);
  });
});
