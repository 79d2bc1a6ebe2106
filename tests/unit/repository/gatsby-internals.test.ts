/**
 * No module of the site reaches into Gatsby's internals: outside the build tuning
 * (plugins/build-tuning/, which may, where it is tuning, with a fallback when the internal is
 * gone), no site code (src/, the gatsby-* files, the other local plugins) names a `gatsby/dist`
 * path, whether it imports it, requires it, resolves it or joins it to a folder, and no tool
 * (scripts/) or module shared by the site and the tuning (lib/) imports, requires or resolves one
 * (the patch tools name Gatsby's files in data to edit them, as patches/ does; the list of emptied
 * browser modules, lib/build-shared/browser-bundles.ts, names the tuning's in data, and only the
 * tuning aliases those). The site uses Gatsby's public API (the node helpers its hooks are given).
 *
 * Every code file of the repository is read (TypeScript and JavaScript, comments left out), but
 * for node_modules, Gatsby's output (.cache, public), the patch files and the tests: the tests
 * of the patches (tests/unit/dependencies/) and of the tuning exercise those internals on purpose.
 *
 * The check runs on a small tree of its own first, so it is known to fail when it should.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import ts from 'typescript';
import { filesUnder } from '../../../src/node/files/walk';
import { repoRoot } from '../../support/paths';

/** The one place allowed to reach into Gatsby's internals. */
const TUNING = 'plugins/build-tuning';

/** Folders that hold no site module (relative to the root, or any folder of that name). */
const NOT_SITE = ['node_modules', '.cache', 'public', 'patches', 'tests', '.git', TUNING];

const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/**
 * A module name of an import or export, or a string handed to a call (`require`, a
 * `createRequire`'d function, `require.resolve`, `import()`, a path join): how code loads or
 * resolves a file, as against naming it in data (a patch tool's list of files to edit).
 */
const isModuleRequest = (node: ts.Node): boolean =>
  ((ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
    node.parent.moduleSpecifier === node) ||
  (ts.isCallExpression(node.parent) && node.parent.arguments.includes(node as ts.Expression));

/**
 * The places in a source file whose strings name a path under `gatsby/dist`, as `line: text`;
 * with `requestsOnly`, only those that import, require or resolve one (`isModuleRequest`).
 */
function internalsNamed(fileName: string, text: string, requestsOnly = false): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (requestsOnly && !ts.isStringLiteralLike(node)) {
      node.forEachChild(visit);
      return;
    }
    if (requestsOnly && !isModuleRequest(node)) return;
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (/\bgatsby\/dist\b/.test(node.text))
        found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text}`);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Every naming of a `gatsby/dist` path in the code under `root` outside NOT_SITE, as `file:line: text`. */
function siteReachesIn(root: string): string[] {
  // and hidden folders (a corpus under .corpus/, say): data, not site modules
  const skip = (rel: string, name: string): boolean =>
    NOT_SITE.includes(rel) || NOT_SITE.includes(name) || name.startsWith('.');
  return filesUnder(root, { skipFolder: skip })
    .filter((f) => CODE.test(f))
    .flatMap((f) =>
      internalsNamed(f, fs.readFileSync(path.join(root, f), 'utf8'), /^(scripts|lib)\//.test(f)).map(
        (w) => `${f}:${w}`,
      ),
    );
}

describe("Gatsby's internals", () => {
  it('are found however a site module names them, and only outside the tuning and the tests (the check itself)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-internals-'));
    const write = (file: string, text: string): void => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    try {
      write('src/a.ts', "import { x } from 'gatsby/dist/utils/x';\nexport const a = x;\n");
      write('src/b.ts', "const { y } = require('gatsby/dist/datastore');\nexport const b = y;\n");
      write(
        'src/c.ts',
        "import path from 'path';\nexport const c = path.join('node_modules/gatsby/dist/internal-plugins/p.js');\n",
      );
      write(
        'src/d.js',
        "const root = '.';\nmodule.exports = `${root}/node_modules/gatsby/dist/utils/${root}`;\n",
      );
      write('gatsby-node.ts', "export { z } from 'gatsby/dist/z';\n");
      // a comment, the public API and a look-alike name are not internals
      write(
        'src/e.ts',
        "// gatsby/dist/utils/x says why\nimport { graphql } from 'gatsby';\nexport const e = ['gatsby/distance', graphql];\n",
      );
      write('plugins/build-tuning/f.ts', "import { x } from 'gatsby/dist/utils/x';\nexport const f = x;\n");
      write(
        'tests/unit/g.test.ts',
        "import { x } from 'gatsby/dist/utils/x';\ntest('x', () => expect(x).toBeDefined());\n",
      );
      write('plugins/other/index.js', "module.exports = require('gatsby/dist/h');\n");
      // a tool may name Gatsby's files (the patch tools edit them) but not load them
      write('scripts/bench/edits.ts', "const G = 'gatsby/dist/';\nexport const file = `${G}utils/x.js`;\n");
      write(
        'scripts/bench/loads.ts',
        "import { createRequire } from 'module';\nimport { a } from 'gatsby/dist/a';\nconst r = createRequire('/x');\nexport const b = [a, r('gatsby/dist/b'), require.resolve('gatsby/dist/c'), createRequire('/y')('gatsby/dist/d'), import('gatsby/dist/e')];\n",
      );
      expect(siteReachesIn(dir)).toEqual([
        'gatsby-node.ts:1: gatsby/dist/z',
        'plugins/other/index.js:1: gatsby/dist/h',
        'scripts/bench/loads.ts:2: gatsby/dist/a',
        'scripts/bench/loads.ts:4: gatsby/dist/b',
        'scripts/bench/loads.ts:4: gatsby/dist/c',
        'scripts/bench/loads.ts:4: gatsby/dist/d',
        'scripts/bench/loads.ts:4: gatsby/dist/e',
        'src/a.ts:1: gatsby/dist/utils/x',
        'src/b.ts:1: gatsby/dist/datastore',
        'src/c.ts:2: node_modules/gatsby/dist/internal-plugins/p.js',
        'src/d.js:2: /node_modules/gatsby/dist/utils/',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`are reached only by the build tuning (${TUNING}/)`, () => {
    expect(siteReachesIn(repoRoot)).toEqual([]);
    // where they went: the tuning's lookup of stored nodes names them, and the check would see it
    const lookup = path.join(repoRoot, TUNING, 'remark-node-lookup.ts');
    expect(internalsNamed(lookup, fs.readFileSync(lookup, 'utf8'))).not.toEqual([]);
  });
});
