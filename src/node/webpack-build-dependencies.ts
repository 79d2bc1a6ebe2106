/**
 * What the build is made with, beyond the site's own source: the installed packages, the patches
 * applied to them, Gatsby's compiled gatsby-config and gatsby-node (this site's build code, every
 * local module inlined), the local plugins, Node's version and the settings the webpack
 * adjustments read. The build's record of its inputs (src/node/build-inputs.ts) holds these, and
 * the build tuning names webpack's persistent caches by their fingerprint
 * (plugins/build-tuning/fingerprint-dependencies.ts).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { filesUnder } from './files/walk';

/** npm's record of what is installed in node_modules, rewritten by every `npm install` or `npm ci`. */
export const INSTALLED_TREE = 'node_modules/.package-lock.json';

export const md5 = (data: Buffer | string): string => crypto.createHash('md5').update(data).digest('hex');

/** Every file under `dir`, sorted, relative to `root`; none when the folder is missing. */
export function filesIn(root: string, dir: string): string[] {
  return filesUnder(path.join(root, dir)).map((f) => path.join(dir, f));
}

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
    '.cache/compiled/gatsby-node.js',
    ...filesIn(root, 'plugins'),
  ];
  const inputs: Record<string, string> = {};
  for (const file of files) {
    const full = path.join(root, file);
    inputs[file] = fs.existsSync(full) ? md5(fs.readFileSync(full)) : 'missing';
  }
  inputs['node'] = process.version;
  inputs['NODE_ENV'] = env.NODE_ENV ?? '';
  inputs['BUILD_SOURCE_MAPS'] = env.BUILD_SOURCE_MAPS ?? '';
  return inputs;
}
