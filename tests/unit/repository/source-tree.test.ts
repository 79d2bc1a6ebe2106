/**
 * The source tree stays readable: no module imports itself back through others (type imports
 * count: a circle of types is still a circle a reader has to untangle); no code file of src/,
 * scripts/ or the local plugins (plugins/) is longer than MAX_LINES lines; no folder of src/,
 * scripts/, plugins/ or tests/ holds more than MAX_ENTRIES entries (the fixtures under
 * tests/fixtures/ are data, not code, and are exempt); no
 * file name is used twice in src/ or scripts/, so a name alone finds the file; and a directory is
 * walked through one module, src/node/files/walk.ts, never by a recursive readdir of its own.
 *
 * Each check runs on a small tree of its own first, so it is known to fail when it should.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import ts from 'typescript';
import { filesUnder, foldersUnder } from '../../../src/node/files/walk';
import { repoRoot } from '../../support/paths';

const MAX_ENTRIES = 20;
const MAX_LINES = 350;
const CODE = /\.(ts|tsx)$/;
/** The files whose length is held to MAX_LINES: code, whatever its language. */
const LENGTH_CHECKED = /\.(ts|tsx|js|mjs|cjs|sh)$/;
/** Folders whose entries are data the tests read (content fixtures), not code: no entry limit. */
const FIXTURE_DATA = ['tests/fixtures'];
/** The one module that walks directories. */
const WALKER = 'lib/build-shared/walk.ts';

/** Every file under `dir`, as absolute paths. */
const allFilesUnder = (dir: string): string[] => filesUnder(dir).map((f) => path.join(dir, f));

/** The relative imports of every TypeScript file under `dir`, resolved to files. */
function importGraph(dir: string): Map<string, string[]> {
  const files = allFilesUnder(dir).filter((f) => CODE.test(f));
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | undefined => {
    const base = path.resolve(path.dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => known.has(f));
  };
  return new Map(
    files.map((f) => {
      const info = ts.preProcessFile(fs.readFileSync(f, 'utf8'), true, true);
      const targets = info.importedFiles
        .map((i) => i.fileName)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(f, spec))
        .filter((t): t is string => t !== undefined);
      return [f, targets];
    }),
  );
}

/** Every import circle, each as the list of files around it (depth-first, white/grey/black). */
function circles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (f: string): void => {
    state.set(f, 'open');
    stack.push(f);
    for (const t of graph.get(f) ?? []) {
      if (state.get(t) === 'open') found.push([...stack.slice(stack.indexOf(t)), t]);
      else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return found;
}

const rel = (files: string[]): string[] => files.map((f) => path.relative(repoRoot, f));

/** The code files under `dir` longer than `max` lines, as `file: lines` (relative to `dir`). */
function longFiles(dir: string, max = MAX_LINES): string[] {
  return filesUnder(dir)
    .filter((f) => LENGTH_CHECKED.test(f))
    .map((f) => {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      return { f, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
    })
    .filter(({ lines }) => lines > max)
    .map(({ f, lines }) => `${f}: ${lines}`);
}

/**
 * The folders of `root` (itself included) holding more than `max` entries, as `folder: entries`
 * relative to `base`; folders under the `exempt` paths (relative to `base`) are not counted.
 */
function crowdedFolders(
  root: string,
  base: string,
  exempt: readonly string[] = [],
  max = MAX_ENTRIES,
): string[] {
  const isExempt = (folder: string): boolean =>
    exempt.some((e) => folder === e || folder.startsWith(`${e}/`));
  const baseRel = (folder: string): string => path.relative(base, folder).split(path.sep).join('/');
  return ['', ...foldersUnder(root, { skipFolder: (f) => isExempt(baseRel(path.join(root, f))) })]
    .map((f) => path.join(root, f))
    .filter((folder) => !isExempt(baseRel(folder)))
    .map((folder) => ({ folder, entries: fs.readdirSync(folder).length }))
    .filter(({ entries }) => entries > max)
    .map(({ folder, entries }) => `${baseRel(folder)}: ${entries}`);
}

const READDIR = new Set(['readdirSync', 'readdir', 'opendirSync', 'opendir']);

/**
 * The places in a TypeScript source that walk a directory tree by hand, as `line: how`: a readdir
 * asked to recurse (`recursive: true`), a readdir inside a function that calls itself, or a
 * readdir inside a `while` loop (a work-list walk).
 */
function handWalks(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const line = (node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const nameOf = (fn: ts.Node): string | undefined => {
    if ((ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) && fn.name) return fn.name.text;
    if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
    return undefined;
  };
  const callsItself = (fn: ts.Node, name: string): boolean => {
    let found = false;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name)
        found = true;
      if (!found) node.forEachChild(visit);
    };
    fn.forEachChild(visit);
    return found;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const called = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if (READDIR.has(called)) {
        const recursiveOption = node.arguments.some(
          (a) =>
            ts.isObjectLiteralExpression(a) &&
            a.properties.some(
              (p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'recursive',
            ),
        );
        if (recursiveOption) found.push(`${line(node)}: ${called} with recursive`);
        for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
          if (ts.isWhileStatement(up) || ts.isDoStatement(up)) {
            found.push(`${line(node)}: ${called} in a while loop`);
            break;
          }
          if (ts.isFunctionLike(up)) {
            const name = nameOf(up);
            if (name && callsItself(up, name))
              found.push(`${line(node)}: ${called} in ${name}, which calls itself`);
            break;
          }
        }
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** The hand-written directory walks under `dir` (TypeScript and JavaScript), `except` the walker. */
function handWalksUnder(dir: string, except: readonly string[] = []): string[] {
  return filesUnder(dir)
    .filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f) && !except.includes(f))
    .flatMap((f) => handWalks(f, fs.readFileSync(path.join(dir, f), 'utf8')).map((w) => `${f}:${w}`));
}

/** A scratch folder for a check's own proof, removed afterwards. */
function withScratch(run: (dir: string) => void): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-tree-'));
  try {
    run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const write = (dir: string, file: string, text: string): void => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

describe('the source tree', () => {
  it('finds an import circle when there is one (the check itself)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-tree-'));
    fs.mkdirSync(path.join(dir, 'b'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b/b';\nexport const a = b;\n");
    fs.writeFileSync(path.join(dir, 'b', 'b.ts'), "import type { C } from '../c';\nexport const b: C = 1;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a';\nexport type C = typeof a;\n");
    fs.writeFileSync(path.join(dir, 'd.ts'), "import { a } from './a';\nexport const d = a;\n");
    try {
      const found = circles(importGraph(dir)).map((c) => c.map((f) => path.relative(dir, f)));
      expect(found).toEqual([['a.ts', 'b/b.ts', 'c.ts', 'a.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has no import circles in src/', () => {
    expect(circles(importGraph(path.join(repoRoot, 'src'))).map(rel)).toEqual([]);
  });

  it(`finds a code file of more than ${MAX_LINES} lines (the check itself)`, () => {
    withScratch((dir) => {
      const lines = (n: number): string => 'x\n'.repeat(n);
      write(dir, 'a/long.ts', lines(MAX_LINES + 1));
      write(dir, 'a/script.sh', lines(MAX_LINES + 5));
      write(dir, 'a/at-limit.tsx', lines(MAX_LINES));
      write(dir, 'no-final-newline.mjs', `${lines(MAX_LINES)}x`);
      write(dir, 'notes.md', lines(MAX_LINES * 2));
      expect(longFiles(dir)).toEqual([
        `a/long.ts: ${MAX_LINES + 1}`,
        `a/script.sh: ${MAX_LINES + 5}`,
        `no-final-newline.mjs: ${MAX_LINES + 1}`,
      ]);
    });
  });

  it(`has no code file in src/, scripts/ or plugins/ longer than ${MAX_LINES} lines`, () => {
    const long = ['src', 'scripts', 'plugins'].flatMap((dir) =>
      longFiles(path.join(repoRoot, dir)).map((f) => `${dir}/${f}`),
    );
    expect(long).toEqual([]);
  });

  it(`finds a folder of more than ${MAX_ENTRIES} entries, and skips the exempt ones (the check itself)`, () => {
    withScratch((dir) => {
      for (let i = 0; i <= MAX_ENTRIES; i += 1) {
        write(dir, `tree/crowded/f${i}.ts`, '');
        write(dir, `tree/data/case-${i}/a.md`, '');
      }
      for (let i = 1; i < MAX_ENTRIES; i += 1) write(dir, `tree/full/f${i}.ts`, '');
      fs.mkdirSync(path.join(dir, 'tree/full/sub'));
      expect(crowdedFolders(path.join(dir, 'tree'), dir)).toEqual([
        `tree/crowded: ${MAX_ENTRIES + 1}`,
        `tree/data: ${MAX_ENTRIES + 1}`,
      ]);
      expect(crowdedFolders(path.join(dir, 'tree'), dir, ['tree/data'])).toEqual([
        `tree/crowded: ${MAX_ENTRIES + 1}`,
      ]);
    });
  });

  it(`has no folder in src/, scripts/, plugins/ or tests/ with more than ${MAX_ENTRIES} entries (fixture data exempt)`, () => {
    for (const exempt of FIXTURE_DATA) expect(fs.existsSync(path.join(repoRoot, exempt))).toBe(true);
    const crowded = ['src', 'scripts', 'plugins', 'tests'].flatMap((dir) =>
      crowdedFolders(path.join(repoRoot, dir), repoRoot, FIXTURE_DATA),
    );
    expect(crowded).toEqual([]);
  });

  it('finds a hand-written directory walk in each form (the check itself)', () => {
    withScratch((dir) => {
      write(
        dir,
        'recursive-function.ts',
        "import fs from 'fs';\nexport function walk(d: string): string[] {\n  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${d}/${e.name}`) : [e.name]));\n}\n",
      );
      write(
        dir,
        'recursive-arrow.ts',
        "import { readdirSync } from 'fs';\nconst walk = (d: string): void => {\n  for (const e of readdirSync(d, { withFileTypes: true })) if (e.isDirectory()) walk(e.name);\n};\nwalk('.');\n",
      );
      write(
        dir,
        'option.ts',
        "import fs from 'fs';\nexport const all = fs.readdirSync('.', { recursive: true, encoding: 'utf8' });\n",
      );
      write(
        dir,
        'work-list.js',
        "const fs = require('fs');\nconst dirs = ['.'];\nwhile (dirs.length) {\n  const d = dirs.pop();\n  for (const e of fs.readdirSync(d, { withFileTypes: true })) if (e.isDirectory()) dirs.push(`${d}/${e.name}`);\n}\n",
      );
      write(
        dir,
        'one-level.ts',
        "import fs from 'fs';\nexport const folders = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);\nexport function count(d: string): number {\n  return fs.readdirSync(d).length;\n}\n",
      );
      write(
        dir,
        'walker.ts',
        "import fs from 'fs';\nconst dirs = ['.'];\nwhile (dirs.length) fs.readdirSync(dirs.pop() as string);\n",
      );
      expect(handWalksUnder(dir, ['walker.ts'])).toEqual([
        'option.ts:2: readdirSync with recursive',
        'recursive-arrow.ts:3: readdirSync in walk, which calls itself',
        'recursive-function.ts:3: readdirSync in walk, which calls itself',
        'work-list.js:5: readdirSync in a while loop',
      ]);
    });
  });

  it(`walks directories only through ${WALKER}`, () => {
    const walks = ['src', 'scripts', 'plugins', 'tests', 'lib'].flatMap((dir) =>
      handWalksUnder(path.join(repoRoot, dir), [path.relative(dir, WALKER)]).map((w) => `${dir}/${w}`),
    );
    expect(walks).toEqual([]);
  });

  it('uses each file name once in src/ and scripts/', () => {
    const byName = new Map<string, string[]>();
    for (const f of [
      ...allFilesUnder(path.join(repoRoot, 'src')),
      ...allFilesUnder(path.join(repoRoot, 'scripts')),
    ]) {
      const name = path.basename(f).replace(/\..*$/, '');
      byName.set(name, [...(byName.get(name) ?? []), path.relative(repoRoot, f)]);
    }
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});
