/**
 * The search worker: runs the engine (src/domain/search/engine.ts) off the page's thread, so that
 * fetching and decoding parts, matching, ranking and excerpts never block input or paint. The
 * page (search-index-client.ts) starts it on the search box's first use and talks to it in the
 * messages below; a search overtaken by a newer one stops at its next step.
 */
import { search, SearchOutcome } from '../domain/search/engine';
import { nextTask } from './next-task';
import { IndexLoader, NeedsConnectionError } from './search-parts';

export type ToWorker = { type: 'start'; prefix: string } | { type: 'search'; id: number; query: string };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'early' | 'done'; id: number; outcome: SearchOutcome | null }
  | { type: 'failed'; id: number | null; offline: boolean };

/** A search that a newer one overtook. */
class Overtaken extends Error {}

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as WorkerScope;
const post = (message: FromWorker): void => scope.postMessage(message);

let loader: IndexLoader | null = null;
let latest = 0;

scope.onmessage = ({ data }) => {
  if (data.type === 'start') {
    if (loader) return;
    const index = new IndexLoader(data.prefix);
    loader = index;
    index.preload();
    index.load().then(
      () => post({ type: 'ready' }),
      (e: unknown) => post({ type: 'failed', id: null, offline: e instanceof NeedsConnectionError }),
    );
    return;
  }
  const { id, query } = data;
  latest = id;
  if (!loader) return;
  loader
    .load()
    .then((source) =>
      search(
        query,
        {
          ...source,
          // between steps, give a newer query's message its turn; this one then stops
          pause: () =>
            nextTask().then(() => {
              if (latest !== id) throw new Overtaken();
            }),
        },
        (outcome) => post({ type: 'early', id, outcome }),
      ),
    )
    .then(
      (outcome) => {
        post({ type: 'done', id, outcome });
        // the first search done: keep the whole index for offline searches when it is small
        void loader?.keepWhole();
      },
      (e: unknown) => {
        if (!(e instanceof Overtaken))
          post({ type: 'failed', id, offline: e instanceof NeedsConnectionError });
      },
    );
};
