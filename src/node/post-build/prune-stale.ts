/**
 * Removes from public/ what an earlier build left there and this build did not make (the rule:
 * src/domain/hosting/current-files.ts). What this build made: the files it wrote (written since
 * it started), its pages' HTML and data (Gatsby's state), webpack's assets of this compilation
 * (listed by `WebpackAssetList`), and whatever those refer to.
 */
import fs from 'fs';
import path from 'path';
import { fileReferences, pageFiles, staleFiles } from '../../domain/hosting/current-files';
import { filesUnder, foldersUnder } from '../files/walk';

/** When this build started (its onPreInit), or undefined outside a build. */
let startedAt: number | undefined;

/** Note the build's start: files written from now on are this build's (a second less, for file systems whose times are whole seconds). */
export const markBuildStart = (now = Date.now()): void => {
  startedAt = now - 1000;
};

/** Where the browser compilation lists its assets (written by `WebpackAssetList`). */
export const webpackAssetListFile = (root: string): string =>
  path.join(root, '.cache', 'bloxguide-webpack-assets.json');

/** The part of webpack's compiler this plugin uses. */
interface AssetCompiler {
  hooks: {
    afterEmit: {
      tap(name: string, fn: (compilation: { getAssets(): readonly { name: string }[] }) => void): void;
    };
  };
}

/** Lists every asset of the browser compilation (emitted or unchanged on disk) for the pruning step. */
export class WebpackAssetList {
  constructor(private readonly root: string) {}

  apply(compiler: AssetCompiler): void {
    compiler.hooks.afterEmit.tap('WebpackAssetList', (compilation) => {
      const names = compilation.getAssets().map((asset) => asset.name.replace(/\\/g, '/'));
      const file = webpackAssetListFile(this.root);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify([...new Set(names)].sort(), null, 1)}\n`);
    });
  }
}

/** What earlier pruning read: each text file's stamp (modification time and size) and its references. */
export const referencesRecordFile = (root: string): string =>
  path.join(root, '.cache', 'bloxguide-file-references.json');

type ReferencesRecord = Record<string, [stamp: string, references: string[]]>;

/**
 * The references of public/'s text files, read again only when a file changed since it was last
 * read: an unchanged page that shows an older picture is then not read again on every rebuild
 * (reading every page of 10,000 articles took a minute). `save` records what is known of `files`.
 */
function recordedReferences(
  root: string,
  publicDir: string,
  exists: (file: string) => boolean,
): { referencesOf: (file: string) => string[]; save: (files: readonly string[]) => void } {
  let before: ReferencesRecord = {};
  try {
    before = JSON.parse(fs.readFileSync(referencesRecordFile(root), 'utf8')) as ReferencesRecord;
  } catch {
    // no record (a clean build) or unreadable: files are read
  }
  const now = new Map<string, [string, string[]]>();
  return {
    referencesOf: (file) => {
      const full = path.join(publicDir, file);
      const stats = fs.statSync(full);
      const stamp = `${stats.mtimeMs}:${stats.size}`;
      const known = before[file];
      const references =
        known && known[0] === stamp ? known[1] : fileReferences(fs.readFileSync(full, 'utf8'), exists);
      now.set(file, [stamp, references]);
      return references;
    },
    save: (files) => {
      const record: ReferencesRecord = {};
      for (const file of files) {
        const entry = now.get(file) ?? before[file];
        if (entry) record[file] = entry;
      }
      fs.mkdirSync(path.dirname(referencesRecordFile(root)), { recursive: true });
      fs.writeFileSync(referencesRecordFile(root), JSON.stringify(record));
    },
  };
}

/** Remove the folders under `dir` that hold nothing now (deepest first: a folder sorts before what it holds). */
function removeEmptyFolders(dir: string): void {
  for (const rel of foldersUnder(dir).reverse()) {
    const sub = path.join(dir, rel);
    if (fs.readdirSync(sub).length === 0) fs.rmdirSync(sub);
  }
}

export interface PruneInputs {
  /** the paths of this build's pages (Gatsby's state) */
  pages: Iterable<string>;
  /** ms since the epoch; files modified since are this build's (default: the noted build start) */
  since?: number;
}

/**
 * Remove the stale files of `publicDir` and return them (sorted). Throws, removing nothing, when
 * the build's start or webpack's asset list of this build is unknown: without them every file
 * would look stale.
 */
export function pruneStaleFiles(
  root: string,
  publicDir: string,
  { pages, since = startedAt }: PruneInputs,
): string[] {
  const listFile = webpackAssetListFile(root);
  if (since === undefined) throw new Error('prune: the build start is unknown (onPreInit did not run)');
  if (!fs.existsSync(listFile) || fs.statSync(listFile).mtimeMs < since)
    throw new Error(
      `prune: ${path.relative(root, listFile)} was not written by this build's webpack compilation`,
    );
  const files = filesUnder(publicDir);
  // webpack's assets first: staleFiles reads in this order, and the app's scripts name its data
  const kept = new Set<string>(JSON.parse(fs.readFileSync(listFile, 'utf8')) as string[]);
  for (const page of pages) for (const file of pageFiles(page)) kept.add(file);
  for (const file of files) if (fs.statSync(path.join(publicDir, file)).mtimeMs >= since) kept.add(file);
  const all = new Set(files);
  const references = recordedReferences(root, publicDir, (file) => all.has(file));
  const stale = staleFiles(files, kept, references.referencesOf);
  for (const file of stale) fs.rmSync(path.join(publicDir, file));
  const staleSet = new Set(stale);
  references.save(files.filter((file) => !staleSet.has(file)));
  if (stale.length > 0) removeEmptyFolders(publicDir);
  return stale;
}
