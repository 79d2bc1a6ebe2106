/**
 * What webpack's persistent caches of the browser bundles and of the server renderer are built
 * with, named by one small file.
 *
 * A compilation hands its cache the files it was built with: Gatsby's webpack.config.js and the
 * gatsby-node file of every plugin that adjusts webpack (ours among them), every loader, and
 * webpack's own folder. Webpack then walks every module those files have required in the build
 * process, resolving each request again, to find the files and package versions to snapshot:
 * about 4,500 files, 10-12 s of the main thread in each cold build (both caches at once), for a
 * snapshot whose node_modules part is package versions.
 *
 * The file written here holds the md5 of everything those modules come from
 * (`buildDependencyInputs` of lib/build-shared/inputs.ts): npm's record of the installed tree,
 * `node_modules/.package-lock.json` (every installed version, which is what webpack's snapshot of
 * node_modules records; npm rewrites it on every install, saved or not), package-lock.json, the
 * patch-package patches (edits inside node_modules that no version shows, which webpack's own
 * snapshot misses), Gatsby's compiled gatsby-config and gatsby-node (this site's build code,
 * every local module inlined), the local plugins, Node's version and the settings our webpack
 * adjustments read. The compilation hands over this file in place of the files it stands for;
 * when any input changes, the file does, and webpack drops the cache as before. Without npm's
 * record of the installed tree (another package manager), nothing is replaced and webpack walks
 * the modules as it does by itself.
 */
import fs from 'fs';
import path from 'path';
import { buildDependencyInputs, fingerprintFolders, INSTALLED_TREE } from '../../lib/build-shared/inputs';

/** The file webpack's caches depend on, in Gatsby's cache folder (`npm run clean` removes it). */
export const buildDependenciesFile = (root: string): string =>
  path.join(root, '.cache', 'webpack', 'build-dependencies.json');

/**
 * Writes the file when its content differs from what is there (so an unchanged build keeps its
 * time stamp) and returns its path.
 */
export function writeBuildDependencies(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const file = buildDependenciesFile(root);
  const text = `${JSON.stringify(buildDependencyInputs(root, env), null, 2)}\n`;
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (old !== text) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return file;
}

/** Whether the fingerprint of the site at `root` covers a file (or a folder webpack names). */
export function coveredByFingerprint(root: string): (file: string) => boolean {
  const folders = fingerprintFolders(root);
  return (file) =>
    folders.some((folder) => {
      const relative = path.relative(folder, file);
      return !relative.startsWith('..') && !path.isAbsolute(relative);
    });
}

/** The part of webpack's compiler this plugin uses (a compilation's build dependencies are a LazySet). */
interface DoneCompiler {
  hooks: {
    done: {
      tap(
        name: string,
        fn: (stats: {
          compilation: {
            buildDependencies: Iterable<string> & {
              add(file: string): unknown;
              delete(file: string): unknown;
            };
          };
        }) => void,
      ): void;
    };
  };
}

/**
 * Replaces, in what a compilation hands to its persistent cache as build dependencies, every
 * file the fingerprint covers (Gatsby's webpack.config.js, the plugins' gatsby-node files, the
 * loaders, which webpack adds itself, and webpack's own folder) by the fingerprint's file. Other
 * files stay, so webpack still walks anything the fingerprint does not stand for.
 */
export class FingerprintBuildDependencies {
  constructor(private readonly root: string) {}

  apply(compiler: DoneCompiler): void {
    // no record of the installed versions to stand for node_modules: webpack's own walk
    if (!fs.existsSync(path.join(this.root, INSTALLED_TREE))) return;
    const file = writeBuildDependencies(this.root);
    compiler.hooks.done.tap('FingerprintBuildDependencies', ({ compilation }) => {
      const dependencies = compilation.buildDependencies;
      const covered = coveredByFingerprint(this.root);
      for (const dependency of [...dependencies]) if (covered(dependency)) dependencies.delete(dependency);
      dependencies.add(file);
    });
  }
}
