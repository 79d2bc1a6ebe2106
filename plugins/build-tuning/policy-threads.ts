/**
 * The policy step (src/node/post-build/page-policies.ts) spread over worker threads, for a site
 * with many pages to check. The plugin hands it to the site's post-build step
 * (src/node/tuning-hooks.ts); without it the step runs in one thread, with the same result.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { isMainThread, parentPort, Worker, workerData } from 'worker_threads';
import type { ScriptSwap } from '../../src/node/post-build/minify-head-scripts';
import { pageFiles, pagesToCheck } from '../../src/node/post-build/page-files';
import {
  type BatchResult,
  inThisThread,
  policiesFor,
  type PolicyRun,
  policyRunOf,
} from '../../src/node/post-build/page-policies';

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
 * `script` is a JavaScript file whose loading loads this module (Gatsby's compilation of this
 * plugin's gatsby-node.ts; the module runs a task it finds in `workerData`, below). Same result and errors as
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

/**
 * Where Gatsby 5 writes its compilation of this plugin's gatsby-node.ts, which holds this module
 * (a layout of Gatsby's own: where it is missing the step runs in one thread).
 */
export const compiledPluginNode = (root: string): string =>
  path.join(root, '.cache', 'compiled', 'plugins', 'build-tuning', 'gatsby-node.js');

/** The policy step of the site at `root`, in threads when the compiled plugin is there to load. */
export function pagePoliciesInThreads(
  root: string,
): (publicDir: string, since: number | undefined, swap: ScriptSwap | undefined) => Promise<PolicyRun> {
  return (publicDir, since, swap) => {
    const script = compiledPluginNode(root);
    const threads = fs.existsSync(script) ? policyThreads(os.cpus().length) : 1;
    return addPagePoliciesInThreads(publicDir, since, swap, { script, threads });
  };
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
