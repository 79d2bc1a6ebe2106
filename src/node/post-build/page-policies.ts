/**
 * The post-build step that gives every HTML page in public/ its Content Security Policy: a
 * `<meta http-equiv="Content-Security-Policy">` as the first element of <head>, allowing scripts
 * from this origin and, by sha256 hash, exactly the inline scripts the build wrote outside the
 * page's content (the theme boot script, Gatsby's page path, chunk map and compilation hash, and
 * anything a later change adds there). It must run after every other step that rewrites the HTML:
 * the hashes are of the final bytes (src/node/post-build/post-build.ts runs it last).
 *
 * An executable script or an event-handler attribute inside the page content (#___gatsby, where
 * articles and the sponsored snippets are rendered) is never allowed: it stops the build, naming
 * the file, because only a sanitiser bug puts one there.
 *
 * The step by its parts: which pages it reads (page-files.ts), reading a page (page-scan.ts), one
 * page's policy meta (policy-meta.ts), every page in this thread (here) or, with the build
 * tuning, in worker threads (policy-workers.ts). The policy itself is src/domain/hosting/content-security-policy.ts.
 */
import fs from 'fs';
import path from 'path';
import { type ScriptSwap, withMinifiedScripts } from './minify-head-scripts';
import { pageFiles, pagesToCheck } from './page-files';
import { asBytes, PagePolicyError, withPagePolicy } from './policy-meta';

export interface PolicyRun {
  /** the HTML pages of the site */
  pages: number;
  /** the pages read and checked in this run (the others were unchanged since `since`) */
  checked: number;
  /** the pages checked in this run whose readable head scripts were swapped for the minified one */
  minified: number;
}

export interface BatchResult {
  minified: number;
  /** one message per page that cannot have a policy, in the batch's order */
  errors: string[];
}

/**
 * Checks and rewrites `files` in this thread, in order. `stop()` says whether a page that cannot
 * have a policy has been found (here or in another thread): from then on no file is written.
 */
export function policiesFor(
  publicDir: string,
  files: readonly string[],
  swap: ScriptSwap | undefined,
  stop: () => boolean,
  onError: () => void,
): BatchResult {
  const errors: string[] = [];
  let minified = 0;
  // pages are read and written as bytes (PageEncoding), so the swap's text is given as bytes too
  const byteSwap = swap && { readable: asBytes(swap.readable), minified: asBytes(swap.minified) };
  for (const file of files) {
    const full = path.join(publicDir, file);
    const html = fs.readFileSync(full, 'latin1');
    try {
      const source = byteSwap ? withMinifiedScripts(html, byteSwap) : html;
      if (source !== html) minified += 1;
      const out = withPagePolicy(source, `public/${file}`, 'latin1');
      if (out !== html && !stop()) fs.writeFileSync(full, out, 'latin1');
    } catch (e) {
      if (!(e instanceof PagePolicyError)) throw e;
      errors.push(e.message);
      onError();
    }
  }
  return { minified, errors };
}

export function policyRunOf(pages: number, checked: number, results: readonly BatchResult[]): PolicyRun {
  const errors = results.flatMap((r) => r.errors).sort();
  if (errors.length > 0)
    throw new PagePolicyError(
      `Content Security Policy: ${errors.length} page(s) carry script the build did not write:\n${errors.join('\n')}`,
    );
  return { pages, checked, minified: results.reduce((n, r) => n + r.minified, 0) };
}

/**
 * Gives every page in `publicDir` its policy, in place, one page at a time (a site of 10,000
 * pages would otherwise hold every page's HTML at once). Throws PagePolicyError listing every page
 * that cannot have one (a script or handler in its content), after checking them all; from the
 * first such page on, no file is written. A failed build's public/ is never published.
 *
 * `swap`: the site's readable head scripts and the one minified script that replaces them in each
 * page before it is hashed (src/node/post-build/minify-head-scripts.ts).
 *
 * `since` (ms, the end of the last successful run over this folder): a page not written since
 * then and already carrying a policy is skipped. Gatsby writes every page it renders or
 * re-stitches anew (a new modification time, and a re-rendered page has no policy yet), so the
 * pages skipped are exactly the bytes this step checked and hashed before; a warm rebuild after
 * one edit then reads a handful of pages instead of all of them.
 */
export function addPagePolicies(publicDir: string, since?: number, swap?: ScriptSwap): PolicyRun {
  const files = pageFiles(publicDir);
  return inThisThread(publicDir, files.length, pagesToCheck(publicDir, files, since), swap);
}

export function inThisThread(
  publicDir: string,
  pages: number,
  toCheck: readonly string[],
  swap: ScriptSwap | undefined,
): PolicyRun {
  let failed = false;
  const result = policiesFor(
    publicDir,
    toCheck,
    swap,
    () => failed,
    () => (failed = true),
  );
  return policyRunOf(pages, toCheck.length, [result]);
}
