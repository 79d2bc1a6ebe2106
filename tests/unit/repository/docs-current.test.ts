/**
 * The docs say how things are now, and the code's pointers into them hold.
 *
 * - README.md and docs/*.md carry no dates, no run ids under bench-results/ and no stories of a
 *   machine or an evening: a doc keeps the current figure with the command that made it, and the
 *   history of a measurement lives in commit messages.
 * - A code comment (src/, scripts/, tests/, plugins/ and the gatsby-* files at the root) that sends
 *   the reader to a section of the README or of a doc, by the heading's words in quotes, after a
 *   section sign or as an anchor, names a heading that file has; a section renamed or moved fails
 *   here with the comment's file.
 *
 * - A path of the repository (src/, scripts/, tests/, docs/, patches/, plugins/, deploy/) that the
 *   README, the docs, package.json, the configuration, CI or the code of src/, scripts/ and
 *   plugins/ names is there: a file moved or renamed leaves no stale pointer (tests are not read:
 *   their samples name files of scratch projects).
 *
 * Every check also runs on bad samples, so this is known to fail when it should.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { filesUnder } from '../../../src/node/files/walk';
import { repoRoot } from '../../support/paths';

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DIARY: readonly { what: string; pattern: RegExp; inCode: boolean }[] = [
  { what: 'a date', pattern: /\b(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/g, inCode: false },
  {
    what: 'a date',
    pattern: new RegExp(
      `\\b(?:${MONTHS}) \\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS})\\b`,
      'g',
    ),
    inCode: false,
  },
  { what: 'a time of day', pattern: /\b\d{1,2}:\d\d ?UTC\b/g, inCode: true },
  // the scripts' own report names are not runs
  {
    what: 'a run id',
    pattern: /bench-results\/(?!(?:bench|lighthouse|warm-clean)\.(?:md|json)\b|logs\b)[\w.-]+/g,
    inCode: true,
  },
  {
    what: 'a story of the machine or the day',
    pattern: /\bthis machine\b|\bthe same (?:evening|afternoon|morning|day)\b/gi,
    inCode: true,
  },
];

/** Markdown without its fenced code blocks (the editors' examples carry real-looking dates). */
const withoutCodeBlocks = (markdown: string): string =>
  markdown.replace(/^ *```[^\n]*\n[\s\S]*?^ *```[^\n]*$/gm, '');

/** What in a doc reads as a diary: each finding as `<what>: "<text>"`. */
function diaryFindings(markdown: string): string[] {
  const flat = (text: string): string => text.replace(/\s+/g, ' ');
  const prose = flat(withoutCodeBlocks(markdown));
  const all = flat(markdown);
  return DIARY.flatMap(({ what, pattern, inCode }) =>
    [...(inCode ? all : prose).matchAll(pattern)].map((m) => `${what}: "${m[0]}"`),
  );
}

const headingKey = (heading: string): string =>
  heading.replace(/`/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
/** GitHub's anchor of a heading: lower case, punctuation but hyphens dropped, each space a hyphen. */
const anchorOf = (heading: string): string =>
  headingKey(heading)
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function headingsOf(markdown: string): string[] {
  return withoutCodeBlocks(markdown)
    .split('\n')
    .map((line) => /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1])
    .filter((h): h is string => h !== undefined);
}

/** The text of every comment of a source file, markers dropped, in order, joined by spaces. */
function commentText(file: string, text: string): string {
  let comments: string[];
  if (file.endsWith('.sh')) {
    comments = text.split('\n').flatMap((line) => /^\s*#(?!!)(.*)$/.exec(line)?.[1] ?? []);
  } else if (file.endsWith('.scss')) {
    comments = text.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? [];
  } else {
    const kind = file.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : file.endsWith('.ts')
        ? ts.ScriptKind.TS
        : ts.ScriptKind.JS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    const found = new Map<number, string>();
    const visit = (node: ts.Node): void => {
      const ranges = [
        ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
        ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
      ];
      for (const r of ranges) found.set(r.pos, text.slice(r.pos, r.end));
      for (const child of node.getChildren(source)) visit(child);
    };
    visit(source);
    comments = [...found.entries()].sort(([a], [b]) => a - b).map(([, c]) => c);
  }
  return comments
    .map((c) =>
      c
        .replace(/^\/\*\*?|\*\/$/g, '')
        .replace(/^\/\/+/, '')
        .replace(/^\s*\* ?/gm, ''),
    )
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** A doc named in a comment, then a heading in quotes, after "§", or an anchor. */
const REFERENCE = new RegExp(
  String.raw`(README(?:\.md)?|(?:docs\/)?[a-z][a-z-]*\.md)` +
    String.raw`(?:#([\w-]+)` +
    String.raw`|[,:]? ?§ ?(?:["“']([^"”']+)["”']|([A-Za-z][^)\];,.]*))` +
    String.raw`|,? ["“]([^"”]+)["”]` +
    String.raw`|, '([^']+)')`,
  'g',
);

interface Source {
  file: string;
  text: string;
}

/**
 * Each comment's reference to a section that its doc lacks, as `<file>: <doc> <section>`, and
 * the number of references checked. `docs` maps a doc's path (README.md, docs/x.md) to its text.
 */
function brokenReferences(sources: readonly Source[], docs: ReadonlyMap<string, string>) {
  const broken: string[] = [];
  let checked = 0;
  for (const { file, text } of sources) {
    for (const m of commentText(file, text).matchAll(REFERENCE)) {
      const [, named, anchor, quotedAfterSign, bareAfterSign, quoted, singleQuoted] = m;
      const doc = named.startsWith('README')
        ? 'README.md'
        : named.startsWith('docs/')
          ? named
          : docs.has(`docs/${named}`)
            ? `docs/${named}`
            : null;
      if (doc === null) continue; // some other markdown file (content, fixtures)
      checked += 1;
      const markdown = docs.get(doc);
      const section = quotedAfterSign ?? bareAfterSign ?? quoted ?? singleQuoted;
      if (markdown === undefined) broken.push(`${file}: ${doc} does not exist`);
      else if (anchor !== undefined && !headingsOf(markdown).map(anchorOf).includes(anchor))
        broken.push(`${file}: ${doc} has no heading with the anchor #${anchor}`);
      else if (section !== undefined && !headingsOf(markdown).map(headingKey).includes(headingKey(section)))
        broken.push(`${file}: ${doc} has no heading "${section.trim()}"`);
    }
  }
  return { broken, checked };
}

const CODE = /\.(ts|tsx|js|mjs|cjs|scss|sh)$/;

function repositorySources(): Source[] {
  const underFolders = ['src', 'scripts', 'tests', 'plugins'].flatMap((dir) =>
    filesUnder(path.join(repoRoot, dir), { skipFolder: (_, name) => name === 'node_modules' }).map((f) =>
      path.join(dir, f),
    ),
  );
  const gatsbyFiles = fs.readdirSync(repoRoot).filter((f) => /^gatsby-[a-z]+\.tsx?$/.test(f));
  return [...underFolders, ...gatsbyFiles]
    .filter((f) => CODE.test(f))
    .sort()
    .map((file) => ({ file, text: fs.readFileSync(path.join(repoRoot, file), 'utf8') }));
}

function repositoryDocs(): Map<string, string> {
  const files = ['README.md', ...fs.readdirSync(path.join(repoRoot, 'docs')).map((f) => `docs/${f}`)];
  return new Map(
    files.filter((f) => f.endsWith('.md')).map((f) => [f, fs.readFileSync(path.join(repoRoot, f), 'utf8')]),
  );
}

describe('the docs say how things are now', () => {
  it('README.md and docs/*.md hold no dates, run ids or stories of the machine', () => {
    const findings = Object.fromEntries(
      [...repositoryDocs()].map(([doc, text]) => [doc, diaryFindings(text)]).filter(([, f]) => f.length > 0),
    );
    expect(findings).toEqual({});
  });

  it('finds each kind of diary entry in a sample, and passes what is not one', () => {
    const diary = [
      'Measured on 2026-11-21 (bench-results/s33-10k, ending 21:58 UTC) on this',
      '  machine; the same evening, November 21, a second round. On 21 November, a third.',
    ].join('\n');
    expect(diaryFindings(diary)).toEqual([
      'a date: "2026-11-21"',
      'a date: "November 21"',
      'a date: "21 November"',
      'a time of day: "21:58 UTC"',
      'a run id: "bench-results/s33-10k"',
      'a story of the machine or the day: "this machine"',
      'a story of the machine or the day: "the same evening"',
    ]);
    const current = [
      'The bench writes `bench.md` and `bench.json` under `bench-results/` (ignored), and',
      "bench-results/lighthouse.md; `npm run new` starts an article with today's date.",
      '   ```yaml',
      '   date: 2025-03-14 # an example of the frontmatter, in a list item',
      '   ```',
    ].join('\n');
    expect(diaryFindings(current)).toEqual([]);
  });
});

describe('code comments name doc sections that exist', () => {
  it('every README or docs section a comment names is a heading there', () => {
    const { broken, checked } = brokenReferences(repositorySources(), repositoryDocs());
    expect(broken).toEqual([]);
    // the scan reads the comments at all: the tree names sections in over a dozen places
    expect(checked).toBeGreaterThan(12);
  });

  it('finds a missing section in each form a comment can name it, and passes the ones that exist', () => {
    const docs = new Map([
      ['README.md', '# Site\n\n## Commands\n\n```\n## Not a heading\n```\n'],
      ['docs/performance.md', '# Performance\n\n## Build cost\n\n## What each technique buys\n'],
    ]);
    const source = [
      '/** See README "Commands" and docs/performance.md, "What each',
      ' * technique buys"; also performance.md#build-cost and docs/performance.md § Build cost. */',
      '// README "Gone away" moved',
      "// docs/performance.md, 'Diary' and performance.md#old-anchor",
      '// docs/performance.md § "Not here"; README "Not a heading"',
      '/* docs/nothing.md "Anything" */',
      'export const text = \'README "In a string" is not a comment\';',
      'export const x = 1; // content/articles/a.md "a quote" is not a doc',
    ].join('\n');
    const { broken, checked } = brokenReferences([{ file: 'src/sample.ts', text: source }], docs);
    expect(broken).toEqual([
      'src/sample.ts: README.md has no heading "Gone away"',
      'src/sample.ts: docs/performance.md has no heading "Diary"',
      'src/sample.ts: docs/performance.md has no heading with the anchor #old-anchor',
      'src/sample.ts: docs/performance.md has no heading "Not here"',
      'src/sample.ts: README.md has no heading "Not a heading"',
      'src/sample.ts: docs/nothing.md does not exist',
    ]);
    expect(checked).toBe(10);
  });

  it('reads comments of shell scripts, stylesheets and JSX', () => {
    const docs = new Map([['README.md', '# Site\n\n## Commands\n']]);
    const sources = [
      { file: 'scripts/a.sh', text: '#!/usr/bin/env bash\n# see README "Nowhere"\necho "README \\"x\\""\n' },
      { file: 'src/a.scss', text: '// README "Nowhere"\n.a { color: red; }\n' },
      {
        file: 'src/a.tsx',
        text: 'export const A = () => (\n  <div>\n    {/* README "Nowhere" */}\n  </div>\n);\n',
      },
    ];
    expect(brokenReferences(sources, docs).broken).toEqual([
      'scripts/a.sh: README.md has no heading "Nowhere"',
      'src/a.scss: README.md has no heading "Nowhere"',
      'src/a.tsx: README.md has no heading "Nowhere"',
    ]);
  });
});

/** A repository path with its extension, as the docs and comments write it (globs are not paths). */
const NAMED_PATH =
  /(?<![\w./-])((?:src|scripts|tests|docs|patches|plugins|deploy)\/[\w./-]*[\w-]\.(?:ts|tsx|js|mjs|cjs|sh|md|json|scss|conf))(?![\w*{])/g;

/** The paths `text` names that `exists` does not find, as `file: path`. */
function missingPaths(file: string, text: string, exists: (p: string) => boolean): string[] {
  return [...text.matchAll(NAMED_PATH)]
    .map((m) => m[1])
    .filter((p) => !exists(p))
    .map((p) => `${file}: ${p}`);
}

/** The files that name repository paths for a reader or a command. */
function pathNamingFiles(): string[] {
  const rootFiles = fs
    .readdirSync(repoRoot)
    .filter((f) =>
      /^(?:gatsby-[a-z]+\.tsx?|[a-z]+\.config\.(?:ts|js|mjs)|knip\.jsonc|package\.json|README\.md)$/.test(f),
    );
  const under = (dir: string): string[] =>
    filesUnder(path.join(repoRoot, dir), { skipFolder: (_, name) => name === 'node_modules' }).map(
      (f) => `${dir}/${f}`,
    );
  return [
    ...rootFiles,
    '.ci/run',
    'patches/README.md',
    ...under('docs'),
    ...under('src'),
    ...under('scripts'),
    ...under('plugins'),
  ];
}

describe('the paths the docs, commands and code name', () => {
  it('exist', () => {
    const files = pathNamingFiles();
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'package.json', 'playwright.config.ts', 'docs/testing.md']),
    );
    const texts = files.map((f) => ({ f, text: fs.readFileSync(path.join(repoRoot, f), 'utf8') }));
    const missing = texts.flatMap(({ f, text }) =>
      missingPaths(f, text, (p) => fs.existsSync(path.join(repoRoot, p))),
    );
    expect(missing).toEqual([]);
    // the scan reads the paths at all: the docs and comments name hundreds
    expect(texts.flatMap(({ text }) => [...text.matchAll(NAMED_PATH)]).length).toBeGreaterThan(300);
  });

  it('finds a path that is not there, and passes globs and paths inside other words', () => {
    const there = new Set(['scripts/tools/ensure-tools.sh', 'tests/e2e/timed/first-tap.spec.ts']);
    const text = [
      'bash scripts/tools/ensure-tools.sh; bash scripts/ensure-tools.sh',
      '`npx playwright test tests/e2e/first-tap.spec.ts` (now tests/e2e/timed/first-tap.spec.ts)',
      'tests/unit/dependencies/gatsby-*.test.ts and src/pages/{slug}.tsx are globs;',
      'node_modules/gatsby/dist/src/x.js and public/docs/a.md are not ours',
    ].join('\n');
    expect(missingPaths('README.md', text, (p) => there.has(p))).toEqual([
      'README.md: scripts/ensure-tools.sh',
      'README.md: tests/e2e/first-tap.spec.ts',
    ]);
  });
});
