/**
 * The source tree stays readable: no module imports itself back through others (type imports
 * count: a circle of types is still a circle a reader has to untangle), no folder of src/ holds
 * more than MAX_ENTRIES entries, and no file name is used twice in src/ or scripts/, so a name
 * alone finds the file.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import ts from 'typescript';
import { filesUnder, foldersUnder } from '../../../src/node/files/walk';
import { repoRoot } from '../../support/paths';

const MAX_ENTRIES = 20;
const CODE = /\.(ts|tsx)$/;

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

  it(`has no folder in src/ with more than ${MAX_ENTRIES} entries`, () => {
    const src = path.join(repoRoot, 'src');
    const crowded = ['', ...foldersUnder(src)]
      .map((rel) => path.join(src, rel))
      .map((dir) => ({ dir, entries: fs.readdirSync(dir).length }))
      .filter(({ entries }) => entries > MAX_ENTRIES)
      .map(({ dir, entries }) => `${path.relative(repoRoot, dir)}: ${entries}`);
    expect(crowded).toEqual([]);
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
