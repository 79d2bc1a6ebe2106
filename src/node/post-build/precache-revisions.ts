/**
 * The service worker's precache revisions of the files the post-build steps rewrite.
 * gatsby-plugin-offline writes public/sw.js in its own onPostBuild, before the site's, with the md5
 * of each precached file that has no hash in its name (the app shell, the manifest) as its
 * revision; the Content Security Policy step then rewrites the app shell. The worker would keep a
 * revision that no file had: a policy or head-script change that leaves Gatsby's own HTML alone
 * would never reach a returning reader's offline shell, and a rebuild (which finds the rewritten
 * shell in public/) wrote another revision than the cold build of the same content, making every
 * returning reader fetch the shell again. Each revision is set to the md5 of the final file, as
 * workbox computes it, after the last step.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { OFFLINE_SHELL_PATH } from '../../domain/listings/routes';

/** A precache entry with a revision, as workbox writes it in sw.js. */
const ENTRY = /("url":\s*")([^"]+)(",\s*"revision":\s*")([0-9a-f]+)(")/g;

/** The app shell's URL in the precache manifest (relative, as workbox writes it). */
export const APP_SHELL_ENTRY = `${OFFLINE_SHELL_PATH.slice(1)}/index.html`;

/**
 * `sw` with each precache entry's revision set to `revisionOf(url)`; throws when the app shell's
 * entry is not found (a gatsby-plugin-offline that writes its manifest otherwise).
 */
export function withRevisions(sw: string, revisionOf: (url: string) => string): string {
  let shell = false;
  const out = sw.replace(
    ENTRY,
    (_all, open: string, url: string, middle: string, _old: string, close: string) => {
      if (url === APP_SHELL_ENTRY) shell = true;
      return `${open}${url}${middle}${revisionOf(url)}${close}`;
    },
  );
  if (!shell)
    throw new Error(
      `sw.js: no precache entry with a revision for ${APP_SHELL_ENTRY}; src/node/post-build/precache-revisions.ts expects gatsby-plugin-offline's manifest ({"url": …, "revision": …})`,
    );
  return out;
}

/** The md5 of a file of `publicDir`, as workbox makes a revision. */
export const fileRevision =
  (publicDir: string) =>
  (url: string): string => {
    const file = path.join(publicDir, url);
    if (!fs.existsSync(file))
      throw new Error(`sw.js: its precache manifest names ${url}, which is not in ${publicDir}`);
    return crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');
  };

/**
 * Sets public/sw.js's revisions to the final files' (nothing to do without a service worker);
 * returns whether sw.js changed.
 */
export function syncPrecacheRevisions(publicDir: string): boolean {
  const swFile = path.join(publicDir, 'sw.js');
  if (!fs.existsSync(swFile)) return false;
  const sw = fs.readFileSync(swFile, 'utf8');
  const synced = withRevisions(sw, fileRevision(publicDir));
  if (synced === sw) return false;
  fs.writeFileSync(swFile, synced);
  return true;
}
