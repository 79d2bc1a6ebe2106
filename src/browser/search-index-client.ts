/**
 * The page's side of search: one searcher per page session, started on the search box's first
 * use. It runs the engine in the search worker (search-worker.ts), so that no step of a search
 * blocks the page; where there is no worker, on the page's thread, each step in a task of its own.
 * Either way the index's files come through search-parts.ts (offline: NeedsConnectionError).
 */
import { withPrefix } from 'gatsby';
import type { SearchOutcome } from '../domain/search/engine';
import { search } from '../domain/search/engine';
import { nextTask } from './next-task';
import { IndexLoader, NeedsConnectionError } from './search-parts';
import type { FromWorker, ToWorker } from './search-worker';
import { startSearchWorker } from './start-search-worker';

export { NeedsConnectionError };

export interface Searcher {
  /**
   * the outcome of `query` (null when it is too short); `early` gets the title matches first
   * while the text parts are on their way
   */
  search(query: string, early: (titlesOnly: SearchOutcome) => void): Promise<SearchOutcome | null>;
}

/** The site's path prefix ('' at the root), for the worker, which has no Gatsby runtime. */
const sitePrefix = (): string => withPrefix('/').replace(/\/$/, '');

/** A searcher on the page's thread (no worker). */
function pageSearcher(): { ready: Promise<Searcher>; preload(): void } {
  const loader = new IndexLoader(sitePrefix(), nextTask);
  const ready = loader.load().then((): Searcher => ({
    search: (query, early) => loader.load().then((source) => search(query, source, early)),
  }));
  return { ready, preload: () => loader.preload() };
}

/** A searcher over the worker: the latest query's answer; an overtaken one never settles. */
function workerSearcher(worker: Worker): Promise<Searcher> {
  const calls = new Map<
    number,
    { early: (o: SearchOutcome) => void; done: (o: SearchOutcome | null) => void; fail: (e: Error) => void }
  >();
  let next = 0;
  const send = (message: ToWorker): void => worker.postMessage(message);
  return new Promise((resolve, reject) => {
    const searcher: Searcher = {
      search: (query, early) =>
        new Promise((done, fail) => {
          next += 1;
          calls.clear();
          calls.set(next, { early, done, fail });
          send({ type: 'search', id: next, query });
        }),
    };
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (data.type === 'ready') return resolve(searcher);
      const failure = (offline: boolean): Error =>
        offline ? new NeedsConnectionError('the search index') : new Error('search failed');
      if (data.id === null) return reject(data.type === 'failed' ? failure(data.offline) : undefined);
      const call = calls.get(data.id);
      if (!call) return undefined;
      if (data.type === 'failed') call.fail(failure(data.offline));
      else if (data.type === 'done') call.done(data.outcome);
      else if (data.outcome) call.early(data.outcome);
      return undefined;
    };
    // a worker that cannot start (its file unreachable, say): search on the page's thread instead
    worker.onerror = () => {
      worker.terminate();
      const page = pageSearcher();
      page.preload();
      page.ready.then(resolve, reject);
    };
    send({ type: 'start', prefix: sitePrefix() });
  });
}

let pending: Promise<Searcher> | null = null;

/** The page's searcher: the first call starts it (and fetches the index), later calls share it. */
export function loadSearcher(): Promise<Searcher> {
  if (!pending) {
    const worker = startSearchWorker();
    let request: Promise<Searcher>;
    if (worker) request = workerSearcher(worker);
    else {
      const page = pageSearcher();
      page.preload();
      request = page.ready;
    }
    request.catch(() => {
      worker?.terminate();
      if (pending === request) pending = null;
    });
    pending = request;
  }
  return pending;
}

/** Drop the searcher (the next call starts again and fetches the index). */
export function forgetSearchIndex(): void {
  pending = null;
}
