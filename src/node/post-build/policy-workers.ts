/**
 * The policy step (./page-policies.ts) over worker threads, for a site with many pages to check:
 * how many threads is the build tuning's answer (lib/build-shared/hooks.ts,
 * plugins/build-tuning/policy-threads.ts); without it, or without Gatsby's compilation of the
 * site's gatsby-node.ts for the threads to load, the step runs in this thread, with the same result.
 */
import fs from 'fs';
import path from 'path';
import { isMainThread, parentPort, Worker, workerData } from 'worker_threads';
import type { ScriptSwap } from './minify-head-scripts';
import { pageFiles, pagesToCheck } from './page-files';
import { type BatchResult, inThisThread, policiesFor, type PolicyRun, policyRunOf } from './page-policies';
import { policyThreads } from '../../../lib/build-shared/hooks';
import { COMPILED_GATSBY_NODE } from '../../../lib/build-shared/inputs';

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
 * `script` is a JavaScript file whose loading loads this module (in a build, Gatsby's compilation
 * of the site's gatsby-node.ts; the module runs a task it finds in `workerData`, below). Same
 * result and errors as `addPagePolicies`; once any thread has found a page that cannot have a
 * policy, no thread writes another file. With `threads` below 2 it runs in this thread.
 *
 * Measured on the 10,000-article corpus's public/ (11,412 pages): see docs/performance.md.
 */
export async function addPagePoliciesInThreads(
  publicDir: string,
  since: number | undefined,
  swap: ScriptSwap | undefined,
  { script, threads }: { script: string; threads: (toCheck: number) => number },
): Promise<PolicyRun> {
  const files = pageFiles(publicDir);
  const toCheck = pagesToCheck(publicDir, files, since);
  const count = threads(toCheck.length);
  if (count < 2) return inThisThread(publicDir, files.length, toCheck, swap);
  const failed = new SharedArrayBuffer(4);
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const task: PolicyTask = {
        publicDir,
        files: toCheck.filter((_file, n) => n % count === i),
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
 * The policy step of the site at `root`: in as many threads as the build tuning says, when
 * Gatsby's compilation of gatsby-node.ts is there for them to load.
 */
export function sitePagePolicies(
  root: string,
  publicDir: string,
  since: number | undefined,
  swap: ScriptSwap | undefined,
): Promise<PolicyRun> {
  const script = path.join(root, COMPILED_GATSBY_NODE);
  const threads = fs.existsSync(script) ? policyThreads : () => 1;
  return addPagePoliciesInThreads(publicDir, since, swap, { script, threads });
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
