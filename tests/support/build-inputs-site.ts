/**
 * A temporary site for the tests of what a build is made with (lib/build-shared/dependency-inputs.test.ts)
 * and of webpack's cache fingerprint (plugins/build-tuning/fingerprint-dependencies.test.ts): the
 * lockfile, two patches and their README, the compiled gatsby files, a local plugin and a site
 * file, all a minute old, and node_modules linked to the project's.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { repoRoot } from './paths';

export function buildInputsSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-deps-'));
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  const written: string[] = [];
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    written.push(path.join(root, file));
  };
  write('package-lock.json', '{"lockfileVersion":3}\n');
  write('patches/gatsby+5.16.1.patch', 'diff a\n');
  write('patches/micromark+2.11.4.patch', 'diff b\n');
  write('patches/README.md', '# what each patch changes\n');
  write('.cache/compiled/gatsby-config.js', 'module.exports = {};\n');
  write('.cache/compiled/gatsby-node.js', 'exports.onCreateWebpackConfig = () => {};\n');
  write('plugins/local-plugin/index.js', 'module.exports = () => {};\n');
  write('plugins/local-plugin/package.json', '{"name":"local-plugin"}\n');
  write('src/index.js', 'import "./style.txt";\nconsole.log("site");\n');
  write('src/style.txt', 'plain text\n');
  // as a real site's files are, older than the compile: webpack cannot trust a timestamp within its
  // file-system accuracy (up to 2 s, narrowed by the timestamps it sees) of a compile's start, and
  // builds such a file again even when it is unchanged
  const aMinuteAgo = new Date(Date.now() - 60_000);
  for (const file of written) fs.utimesSync(file, aMinuteAgo, aMinuteAgo);
  return root;
}

/** The site's node_modules as a folder of its own with npm's record of the installed tree (or without one). */
export function ownNodeModules(root: string, record: string | null): void {
  const modules = path.join(root, 'node_modules');
  // the link to the project's node_modules is removed, never what it points to
  if (fs.lstatSync(modules).isSymbolicLink()) fs.unlinkSync(modules);
  else fs.rmSync(modules, { recursive: true });
  fs.mkdirSync(modules);
  if (record !== null) fs.writeFileSync(path.join(root, 'node_modules/.package-lock.json'), record);
}

/**
 * A fresh site of buildInputsSite for each test of the calling file, removed after it: `root()`
 * is the current one's folder, `ownNodeModules(record)` gives it a node_modules of its own.
 */
export function freshBuildInputsSiteEachTest(): {
  root: () => string;
  ownNodeModules: (record: string | null) => void;
} {
  let root = '';
  beforeEach(() => {
    root = buildInputsSite();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  return { root: () => root, ownNodeModules: (record) => ownNodeModules(root, record) };
}
