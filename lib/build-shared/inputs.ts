/**
 * What empties a cache, in one module: the inputs of each of the build's caches, by file md5 or
 * setting value, and the fingerprints made from them. Each cache's owner compares them and empties
 * it when they change:
 * - `buildDependencyInputs`: what the build is made with beyond the site's own source (the
 *   installed packages, the patches applied to them, Gatsby's compiled gatsby-config and
 *   gatsby-node, which inline every local module of the build code, the local plugins, Node's
 *   version, the settings the webpack adjustments read). Part of the build's record
 *   (src/node/build-inputs.ts, which empties Gatsby's cache), and the file the build tuning names
 *   webpack's persistent caches by (plugins/build-tuning/fingerprint-dependencies.ts), which
 *   stands for every file under `fingerprintFolders`;
 * - `SITE_SETTINGS`: the environment settings the site's configuration reads (src/site-config.ts),
 *   also in the build's record; the tuning keeps them in the server renderer's definitions;
 * - `siteCodeInputs`: the site's own code that webpack bundles (src/node/build-inputs.ts empties
 *   webpack's bundle caches when it changes);
 * - `buildFingerprint`: the code that turns content into nodes and search texts
 *   (src/node/content/schema.ts, src/node/write-search-index.ts) and, with the tuning's own files,
 *   the key of its store of markdown parses (plugins/build-tuning/parse-cache.ts);
 * - `stylesFingerprint`: what the stylesheet is made from (gatsby-config.ts).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { filesUnder } from './walk';
import { SOURCE_MAPS_ENV } from './browser-bundles';

/** npm's record of what is installed in node_modules, rewritten by every `npm install` or `npm ci`. */
export const INSTALLED_TREE = 'node_modules/.package-lock.json';

/** Gatsby's compilation of the site's gatsby-node.ts, every local module it imports inlined. */
export const COMPILED_GATSBY_NODE = '.cache/compiled/gatsby-node.js';

/** The environment settings the site's configuration reads (src/site-config.ts). */
export const SITE_SETTINGS = ['SITE_LOCALE', 'SITE_URL'] as const;

export const md5 = (data: Buffer | string): string => crypto.createHash('md5').update(data).digest('hex');

/** Every file under `dir`, sorted, relative to `root`; none when the folder is missing. */
export function filesIn(root: string, dir: string): string[] {
  return filesUnder(path.join(root, dir)).map((f) => path.join(dir, f));
}

/** The md5 of each file (relative to `root`), or "missing". */
const md5s = (root: string, files: readonly string[]): [string, string][] =>
  files.map((f) => {
    const full = path.join(root, f);
    return [f, fs.existsSync(full) ? md5(fs.readFileSync(full)) : 'missing'];
  });

/**
 * The inputs by name (a file relative to the site, or a setting) and their md5 or value; a file
 * that does not exist is "missing".
 */
export function buildDependencyInputs(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const files = [
    INSTALLED_TREE,
    'package-lock.json',
    // the patch files only: their README is documentation, not an edit of node_modules
    ...filesIn(root, 'patches').filter((f) => f.endsWith('.patch')),
    '.cache/compiled/gatsby-config.js',
    COMPILED_GATSBY_NODE,
    ...filesIn(root, 'plugins'),
  ];
  return {
    ...Object.fromEntries(md5s(root, files)),
    node: process.version,
    NODE_ENV: env.NODE_ENV ?? '',
    [SOURCE_MAPS_ENV]: env[SOURCE_MAPS_ENV] ?? '',
  };
}

/**
 * The folders whose files `buildDependencyInputs` stands for: node_modules (also where its link
 * points, as webpack names a module by its real path), Gatsby's compiled gatsby files and the
 * local plugins.
 */
export function fingerprintFolders(root: string): string[] {
  const modules = path.join(root, 'node_modules');
  const folders = [modules, path.join(root, 'plugins'), path.join(root, '.cache', 'compiled')];
  if (fs.existsSync(modules)) folders.push(fs.realpathSync(modules));
  return folders;
}

/** The names whose values differ between two records (a name in only one of them included), sorted. */
export function changedInputs(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * The site's own code that webpack bundles, by file and md5: src/ (src/node is build code, in
 * the build inputs above) and the gatsby-browser and gatsby-ssr files.
 */
export function siteCodeInputs(root: string): Record<string, string> {
  const files = [
    ...filesIn(root, 'src').filter((f) => !f.startsWith(`src${path.sep}node${path.sep}`)),
    'gatsby-browser.tsx',
    'gatsby-ssr.tsx',
  ];
  return Object.fromEntries(md5s(root, files).map(([f, sum]) => [f.split(path.sep).join('/'), sum]));
}

/**
 * md5 of Gatsby's compiled gatsby-node bundle (every local module it imports, inlined), of
 * package-lock.json (the library versions) and of every file under `folders` (a plugin's own
 * code); null when either of the first two is missing, meaning "reuse nothing". Gatsby keeps its
 * cache while gatsby-node.ts itself is unchanged, but not the modules it imports (markdown,
 * sanitising, validation): this covers them, so nodes rendered by older code are never reused.
 */
export function buildFingerprint(root = process.cwd(), folders: readonly string[] = []): string | null {
  const files = [COMPILED_GATSBY_NODE, 'package-lock.json'].map((f) => path.join(root, f));
  if (files.some((f) => !fs.existsSync(f))) return null;
  const code = md5(Buffer.concat(files.map((f) => fs.readFileSync(f))));
  if (folders.length === 0) return code;
  const own = md5s(
    root,
    folders.flatMap((dir) => filesIn(root, dir)),
  ).map(([, sum]) => sum);
  return md5([code, ...own].join('\n'));
}

/**
 * md5 of what the stylesheet is compiled from: the Sass sources, the pruning step and the
 * library versions. Gatsby inlines the stylesheet into every page, yet on a build with its
 * cache kept it re-renders a page only when the page's data or the server bundle changed, so
 * a style-only edit left every page with the old styles. gatsby-config.ts puts this value in
 * GATSBY_STYLES_FINGERPRINT and gatsby-ssr.tsx compiles it in: the server bundle then changes
 * with the styles, and Gatsby re-renders every page.
 */
export function stylesFingerprint(root = process.cwd()): string {
  const styles = path.join(root, 'src', 'styles');
  const files = [
    ...fs
      .readdirSync(styles)
      .filter((f) => f.endsWith('.scss'))
      .sort()
      .map((f) => path.join(styles, f)),
    path.join(root, 'src', 'node', 'post-build', 'css-prune.ts'),
    path.join(root, 'package-lock.json'),
  ];
  const hash = crypto.createHash('md5');
  for (const file of files) {
    hash.update(file);
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}
