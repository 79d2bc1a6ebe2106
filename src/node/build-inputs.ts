/**
 * The inputs of a build that Gatsby's caches cannot follow, and the rule that a build whose
 * inputs differ from the previous build's starts from an empty cache.
 *
 * Gatsby keeps its cache (nodes, query results, rendered pages) while its plugins' versions,
 * package.json and gatsby-config/gatsby-node themselves are unchanged. It does not see the
 * environment settings that change the output (`SITE_LOCALE`, `SITE_URL`, the content folder,
 * develop or build, which decides whether drafts and preview marks show, the build tuning's
 * switch), Node's version, the patches applied to node_modules, nor the modules gatsby-config and gatsby-node import (all of
 * src/node and the rules they use, inlined in Gatsby's compiled copies). A query result or a page
 * made under other inputs would otherwise be kept: a SITE_LOCALE switch left every article body
 * with the old locale's heading links. So `onPreInit`, which runs before Gatsby checks its cache,
 * compares the inputs with those recorded by the previous build and, when any differs, says so
 * in one line and has Gatsby empty its cache as it does after a plugin upgrade. webpack's own
 * caches stay: they follow the same files (lib/build-shared/inputs.ts) and settings
 * (its definitions).
 *
 * webpack's caches of the bundles do follow the site's own code. A production build whose site
 * code differs from the previous build's empties those two caches first and says so in one line:
 * the bundles are then compiled as in a clean build, and the warm build's one difference from a
 * clean one is Gatsby's own caches, which the warm-against-clean test covers. Content edits, the
 * usual warm build, keep them. This came in when, after a stylesheet and component change, a warm
 * and a clean build of the same tree wrote different webpack runtimes and compilation hashes; the
 * cause was not these caches but Gatsby's Babel options, which could set two clean builds apart
 * as well (withOneBabelRuleForScripts in src/node/webpack.ts). With that settled, warm builds of
 * the test's code change on the caches kept gave the clean build's public/ in 8 pairs of 8 (the
 * test's fixture); the caches are emptied until the shipped content (`npm run warm-clean`) says
 * the same.
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import {
  buildDependencyInputs,
  changedInputs,
  SITE_SETTINGS,
  siteCodeInputs,
} from '../../lib/build-shared/inputs';
import { contentDir } from './content/read-content';
import { BUILD_TUNING_ENV } from './build-tuning-switch';

/** Where a build records its inputs, in Gatsby's cache folder (emptied with it). */
export const buildInputsFile = (root: string): string =>
  path.join(root, '.cache', 'bloxguide-build-inputs.json');

/** The inputs by name: files by md5, settings by value. */
export function buildInputs(root: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const gatsbyPackage = path.join(root, 'node_modules', 'gatsby', 'package.json');
  const gatsbyVersion = fs.existsSync(gatsbyPackage)
    ? ((JSON.parse(fs.readFileSync(gatsbyPackage, 'utf8')) as { version?: string }).version ?? 'unknown')
    : 'missing';
  return {
    ...buildDependencyInputs(root, env),
    gatsby: gatsbyVersion,
    command: env.gatsby_executing_command ?? '',
    CONTENT_DIR: contentDir(),
    ...Object.fromEntries(SITE_SETTINGS.map((name) => [name, env[name] ?? ''])),
    [BUILD_TUNING_ENV]: env[BUILD_TUNING_ENV] ?? '',
  };
}

/** The record of the previous build, or null when there is none (or it cannot be read). */
function previousInputs(root: string): Record<string, string> | null {
  try {
    return JSON.parse(fs.readFileSync(buildInputsFile(root), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}

/** What this build's `onPreInit` found, recorded by `recordBuildInputs` once Gatsby's cache is settled. */
let current: Record<string, string> | null = null;

/** The one log line of a build that does not reuse the cache, or null when it may. */
export function cacheVerdict(root: string, inputs: Record<string, string>): string | null {
  // no Gatsby state: nothing to reuse, a clean build
  if (!fs.existsSync(path.join(root, '.cache', 'redux'))) return null;
  const before = previousInputs(root);
  if (!before)
    return "Build inputs: no record of the previous build's inputs; the cache is emptied and every page built again";
  const changed = changedInputs(before, inputs);
  if (changed.length === 0) return null;
  const shown =
    changed.slice(0, 6).join(', ') + (changed.length > 6 ? ` and ${changed.length - 6} more` : '');
  return `Build inputs changed since the previous build (${shown}); the cache is emptied and every page built again`;
}

/** Gatsby empties its cache (and its state) at its cache check when it has no plugin hash recorded. */
interface Store {
  dispatch(action: { type: 'UPDATE_PLUGINS_HASH'; payload: string }): unknown;
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ store, reporter }) => {
  const root = process.cwd();
  current = buildInputs(root);
  if (current.command === 'build') {
    const bundles = bundleCacheVerdict(root, siteCodeInputs(root));
    if (bundles) reporter.info(bundles);
  }
  const verdict = cacheVerdict(root, current);
  if (!verdict) return;
  reporter.info(verdict);
  (store as unknown as Store).dispatch({ type: 'UPDATE_PLUGINS_HASH', payload: '' });
};

/** webpack's caches of a production build's bundles (Gatsby keeps them when it empties its own). */
const BUNDLE_CACHES = ['stage-build-javascript', 'stage-build-html'];

/** Where a production build records its site code, beside the caches it stands for. */
export const siteCodeFile = (root: string): string =>
  path.join(root, '.cache', 'webpack', 'bloxguide-site-code.json');

/**
 * Records `code` and, when webpack's bundle caches were made from other site code (or from code
 * not recorded), empties them; the one log line saying so, or null when they are kept (or absent).
 */
export function bundleCacheVerdict(root: string, code: Record<string, string>): string | null {
  const file = siteCodeFile(root);
  let before: Record<string, string> | null = null;
  try {
    before = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    before = null;
  }
  const caches = BUNDLE_CACHES.map((d) => path.join(root, '.cache', 'webpack', d)).filter((d) =>
    fs.existsSync(d),
  );
  const changed = before ? changedInputs(before, code) : ['no record of it'];
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(code, null, 2)}\n`);
  if (caches.length === 0 || changed.length === 0) return null;
  for (const dir of caches) fs.rmSync(dir, { recursive: true, force: true });
  const shown =
    changed.slice(0, 4).join(', ') + (changed.length > 4 ? ` and ${changed.length - 4} more` : '');
  return `Site code changed since the previous build (${shown}); webpack's caches of the bundles are emptied, so that they are built as from a clean cache`;
}

/** Record this build's inputs (after Gatsby's cache check, which may empty the folder). */
export function recordBuildInputs(root = process.cwd()): void {
  const inputs = current ?? buildInputs(root);
  const file = buildInputsFile(root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(inputs, null, 2)}\n`);
}
