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
 * the file, because only a sanitiser bug puts one there. The content is everything from the root
 * element to the last `<script id="gatsby-script-loader">` of the page (Gatsby writes it right
 * after the root), read so that no tag the browser would make is missed (src/node/post-build/html-tags.ts):
 * markup in the content that closes the root early does not move where the content ends.
 * Data blocks (application/ld+json) are not executed and need no hash. The policy itself is
 * src/domain/hosting/content-security-policy.ts.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { isMainThread, parentPort, Worker, workerData } from 'worker_threads';
import {
  CSP_HEADER,
  hashSource,
  isExecutableScriptType,
  pagePolicy,
  scriptTextForHash,
} from '../../domain/hosting/content-security-policy';
import { GATSBY_ROOT_ID } from '../../domain/html/element-ids';
import { filesUnder } from '../files/walk';
import { type ScriptSwap, withMinifiedScripts } from './minify-head-scripts';
import { readStartTags, type StartTag, textEnd } from './html-tags';

/** The `'sha256-…'` source a browser accepts for an inline script with this text. */
export const scriptHash = (text: string, encoding: PageEncoding = 'utf8'): string =>
  hashSource(createHash('sha256').update(scriptTextForHash(text), encoding).digest('base64'));

/**
 * How a page's text is held: as text (`utf8`), or as its bytes read as `latin1`, one character a
 * byte. The policy step reads pages as bytes: no UTF-8 decoding or encoding of 100 KB pages, and
 * the bytes are written back as they were.
 */
export type PageEncoding = 'utf8' | 'latin1';

/** A value of a page read as bytes, as text again (for messages). */
const fromBytes = (raw: string): string => Buffer.from(raw, 'latin1').toString('utf8');

/** Text as a page read as bytes holds it. */
const asBytes = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

export interface InlineScript {
  /** the script's text exactly as written between its tags */
  text: string;
  type: string | undefined;
  /** offset of `<script` in the HTML */
  start: number;
}

export interface PageScan {
  /** offset just after `<head …>`, where the policy goes; null when the file has no <head> */
  headContentStart: number | null;
  /** an earlier run's policy meta, when it is the first element of <head> */
  existingPolicy: { start: number; end: number } | null;
  /** executable inline scripts outside the page content: the ones the policy hashes */
  buildScripts: InlineScript[];
  /** what must stop the build, in words */
  problems: string[];
}

/** A same-origin path (entity-encoded values are not trusted to be one). */
const isSameOriginPath = (src: string): boolean => /^\/(?!\/)/.test(src.trim()) && !src.includes('&');

/**
 * Where the content (#___gatsby) ends: Gatsby writes its page-path script right after the root
 * element on every page. The last one in the page is the build's own: the content comes before it.
 */
const CONTENT_END_MARK = '<script id="gatsby-script-loader">';

/**
 * The type a script tag's `type` attribute gives, for deciding whether it runs: a value with a
 * character reference is taken as a script's (the browser decodes it; nothing the site writes
 * has one), so a disguised script type is never read as a data block.
 */
const scriptType = (raw: string | undefined): string | undefined =>
  raw !== undefined && raw.includes('&') ? undefined : raw;

/**
 * One pass over a page's HTML: where <head> starts and which scripts and handlers it holds.
 * `html` is the page as a string, or its bytes read as `latin1` (offsets are then byte offsets,
 * and `shown` turns a value back into text for messages).
 */
export function scanPage(html: string, shown: (raw: string) => string = (raw) => raw): PageScan {
  const scan: PageScan = { headContentStart: null, existingPolicy: null, buildScripts: [], problems: [] };
  let headFirstChildPending = false;
  const handlers = (tag: StartTag, inRoot: boolean): void => {
    for (const attribute of tag.attributes.keys())
      if (attribute.startsWith('on'))
        scan.problems.push(
          `<${shown(tag.name)} ${shown(attribute)}="…"> is an inline event handler${inRoot ? ' inside the page content' : ''}: the Content Security Policy blocks it and nothing on the site may rely on one`,
        );
  };
  const inContent = (tag: StartTag): void => {
    handlers(tag, true);
    if (tag.name === 'script' && isExecutableScriptType(scriptType(tag.attributes.get('type')))) {
      const src = tag.attributes.get('src');
      scan.problems.push(
        `a <script${src !== undefined ? ` src="${shown(src)}"` : ''}> inside the page content (#${GATSBY_ROOT_ID}): only the build's own scripts may run; find the article or sponsored snippet that carries it and remove it (the sanitiser should have)`,
      );
    }
  };
  readStartTags(html, 0, html.length, 'build', (tag) => {
    const { name, attributes } = tag;
    if (headFirstChildPending) {
      headFirstChildPending = false;
      if (name === 'meta' && (attributes.get('http-equiv') ?? '').toLowerCase() === CSP_HEADER.toLowerCase())
        scan.existingPolicy = { start: tag.start, end: tag.end };
    }
    if (name === 'head' && scan.headContentStart === null) {
      scan.headContentStart = tag.end;
      headFirstChildPending = true;
    }
    handlers(tag, false);
    if (attributes.get('id') === GATSBY_ROOT_ID) {
      // the content: read as content up to the build's page-path script, then on as the build's
      const contentEnd = html.lastIndexOf(CONTENT_END_MARK);
      if (contentEnd < tag.end) {
        scan.problems.push(
          `no ${CONTENT_END_MARK}</script> after the page content (#${GATSBY_ROOT_ID}), so where the content ends is unknown: the page was not written by this site's Gatsby build`,
        );
        return html.length;
      }
      readStartTags(html, tag.end, contentEnd, 'content', inContent);
      return contentEnd;
    }
    if (name !== 'script') return undefined;
    const type = scriptType(attributes.get('type'));
    const src = attributes.get('src');
    if (!isExecutableScriptType(type)) return undefined;
    if (src !== undefined) {
      if (!isSameOriginPath(src))
        scan.problems.push(
          `<script src="${shown(src)}"> is not on this site's origin: the Content Security Policy allows scripts from 'self' only`,
        );
      return undefined;
    }
    const textEnds = textEnd(html, 'script', tag.end);
    if (textEnds === html.length) {
      scan.problems.push('a <script> is never closed: the HTML is cut short or broken');
      return html.length;
    }
    const text = html.slice(tag.end, textEnds);
    // an empty inline script never runs, so the browser never checks it
    if (text !== '') scan.buildScripts.push({ text, type, start: tag.start });
    return textEnds; // reading goes on at </script>, its text already read
  });
  return scan;
}

/** Raised for a page the policy cannot be given to; the message names the file and the fix. */
export class PagePolicyError extends Error {}

/**
 * The page's HTML with its policy meta as the first element of <head> (replacing one an earlier
 * run added). `file` names the page in errors.
 */
export function withPagePolicy(html: string, file: string, encoding: PageEncoding = 'utf8'): string {
  const scan = scanPage(html, encoding === 'latin1' ? fromBytes : undefined);
  if (scan.problems.length > 0) throw new PagePolicyError(`${file}: ${scan.problems.join('; ')}.`);
  if (scan.headContentStart === null)
    throw new PagePolicyError(`${file}: has no <head> to carry its Content Security Policy.`);
  let source = html;
  let insertAt = scan.headContentStart;
  if (scan.existingPolicy) {
    source = html.slice(0, scan.existingPolicy.start) + html.slice(scan.existingPolicy.end);
    insertAt = scan.existingPolicy.start;
  }
  const policy = pagePolicy(scan.buildScripts.map((s) => scriptHash(s.text, encoding)));
  const meta = `<meta http-equiv="${CSP_HEADER}" content="${policy.replace(/"/g, '&quot;')}"/>`;
  return source.slice(0, insertAt) + meta + source.slice(insertAt);
}

/**
 * The HTML files of a built site that are documents: everything but page-data (JSON only) and
 * Gatsby's slice fragments under _gatsby/ (pieces stitched into pages, never a page themselves).
 */
export function pageFiles(dir: string): string[] {
  return filesUnder(dir, { skipFolder: (rel) => rel === 'page-data' || rel === '_gatsby' }).filter((f) =>
    f.endsWith('.html'),
  );
}

/** The start of a page this step has given its policy: the meta comes right after `<head>`. */
const POLICY_META_START = `<meta http-equiv="${CSP_HEADER}"`;

/** True when the file's first bytes carry a policy meta (this step's, since it runs last). */
function startsWithPolicy(full: string): boolean {
  const fd = fs.openSync(full, 'r');
  try {
    const buffer = Buffer.alloc(1024);
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('utf8').includes(POLICY_META_START);
  } finally {
    fs.closeSync(fd);
  }
}

export interface PolicyRun {
  /** the HTML pages of the site */
  pages: number;
  /** the pages read and checked in this run (the others were unchanged since `since`) */
  checked: number;
  /** the pages checked in this run whose readable head scripts were swapped for the minified one */
  minified: number;
}

/** The pages of `files` (under `publicDir`) to check: all, or those written since `since`. */
function pagesToCheck(publicDir: string, files: readonly string[], since?: number): string[] {
  if (since === undefined) return [...files];
  return files.filter((file) => {
    const full = path.join(publicDir, file);
    return !(fs.statSync(full).mtimeMs <= since && startsWithPolicy(full));
  });
}

interface BatchResult {
  minified: number;
  /** one message per page that cannot have a policy, in the batch's order */
  errors: string[];
}

/**
 * Checks and rewrites `files` in this thread, in order. `stop()` says whether a page that cannot
 * have a policy has been found (here or in another thread): from then on no file is written.
 */
function policiesFor(
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

function policyRunOf(pages: number, checked: number, results: readonly BatchResult[]): PolicyRun {
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

function inThisThread(
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

/**
 * Threads for the policy step on a machine with `cpus` CPUs: one per CPU (Gatsby's own work is
 * done by then, and the calling thread only waits), at most four.
 */
export const policyThreads = (cpus: number): number => Math.max(1, Math.min(cpus, 4));

/**
 * Below this many pages to check, starting threads costs more than it saves: each thread loads
 * Gatsby's compiled gatsby-node.js (about a second), and one thread checks about 1,200 pages a
 * second (docs/performance.md, "What each technique buys").
 */
export const PARALLEL_MIN_PAGES = 3000;

/** What a policy thread is given (`workerData`); the same module, loaded in the thread, runs it. */
interface PolicyTask {
  publicDir: string;
  files: string[];
  swap: ScriptSwap | undefined;
  /** one Int32 shared by all threads: 1 once any of them found a page that cannot have a policy */
  failed: SharedArrayBuffer;
}

const TASK_KEY = 'contentSecurityPolicyPages';

/**
 * `addPagePolicies` spread over `threads` worker threads, each checking every `threads`-th page.
 * `script` is a JavaScript file whose loading loads this module (Gatsby's compiled gatsby-node.js;
 * the module runs a task it finds in `workerData`, below). Same result and errors as
 * `addPagePolicies`; once any thread has found a page that cannot have a policy, no thread writes
 * another file. With fewer than `minPages` (PARALLEL_MIN_PAGES) pages to check it runs in this thread.
 *
 * Measured on the 10,000-article corpus's public/ (11,412 pages): see docs/performance.md.
 */
export async function addPagePoliciesInThreads(
  publicDir: string,
  since: number | undefined,
  swap: ScriptSwap | undefined,
  { script, threads, minPages = PARALLEL_MIN_PAGES }: { script: string; threads: number; minPages?: number },
): Promise<PolicyRun> {
  const files = pageFiles(publicDir);
  const toCheck = pagesToCheck(publicDir, files, since);
  if (threads < 2 || toCheck.length < minPages) return inThisThread(publicDir, files.length, toCheck, swap);
  const failed = new SharedArrayBuffer(4);
  const results = await Promise.all(
    Array.from({ length: threads }, (_, i) => {
      const task: PolicyTask = {
        publicDir,
        files: toCheck.filter((_file, n) => n % threads === i),
        swap,
        failed,
      };
      const worker = new Worker(script, { workerData: { [TASK_KEY]: task } });
      return new Promise<BatchResult>((resolve, reject) => {
        worker.once('message', (result: BatchResult) => {
          resolve(result);
          void worker.terminate();
        });
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`a policy thread stopped (exit code ${code})`)));
      });
    }),
  );
  return policyRunOf(files.length, toCheck.length, results);
}

// In a policy thread: run the task this module was loaded for, and hand back the result.
const task = !isMainThread ? (workerData as Record<string, PolicyTask> | null)?.[TASK_KEY] : undefined;
if (task) {
  const failed = new Int32Array(task.failed);
  parentPort?.postMessage(
    policiesFor(
      task.publicDir,
      task.files,
      task.swap,
      () => Atomics.load(failed, 0) === 1,
      () => Atomics.store(failed, 0, 1),
    ),
  );
}
