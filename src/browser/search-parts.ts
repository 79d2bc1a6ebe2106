/**
 * The search index's files over the network, for the page and for the search worker alike (no
 * Gatsby import: the worker has no Gatsby runtime; both are handed the site's path prefix). The
 * manifest (SEARCH_INDEX_PATH) is fetched once, the parts (src/domain/search/parts.ts) as searches
 * need them, each once. The service worker keeps every part it sees (they live under static/,
 * cache-first: src/domain/hosting/cache-policy.ts) and controls the search worker too, so a search
 * offline answers from the parts fetched before; a part never fetched rejects with
 * NeedsConnectionError, which the results panel says in words.
 */
import { SEARCH_INDEX_PATH, searchPartPath } from '../domain/listings/routes';
import type { PartSource } from '../domain/search/parts';
import { decodeManifest, SEARCH_OFFLINE_WHOLE_LIMIT } from '../domain/search/parts';
import { chunkFragments } from '../domain/search/title-index';

/** A file of the index could not be fetched because there is no connection. */
export class NeedsConnectionError extends Error {
  constructor(what: string) {
    super(`${what} could not be fetched: no connection`);
    this.name = 'NeedsConnectionError';
  }
}

async function fetchJson(prefix: string, url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(prefix + url);
  } catch {
    // fetch rejects only when no answer came at all (offline, or the connection dropped)
    throw new NeedsConnectionError(url);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Forget a failed request, so that the next use tries again. */
function remembered<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let p = cache.get(key);
  if (!p) {
    const request = make();
    request.catch(() => {
      if (cache.get(key) === request) cache.delete(key);
    });
    cache.set(key, request);
    p = request;
  }
  return p;
}

/** Parts fetched at once while the whole index is kept. */
const KEEP_BATCH = 8;

/** Title parts fetched with the manifest when there are at most this many (a small site's). */
const PRELOAD_TITLE_PARTS = 16;

/**
 * Text shards and text vocabulary parts fetched with the manifest when there are at most this
 * many together (a small site's: the shipped one has one of each), so that the first answer
 * waits only for its excerpts' fragments.
 */
const PRELOAD_TEXT_PARTS = 4;

/** The index of the site under `prefix` ('' at the root): one manifest request, shared. */
export class IndexLoader {
  private requests = new Map<string, Promise<unknown>>();
  private pending: Promise<PartSource> | null = null;
  private keeping = false;

  constructor(
    private readonly prefix: string,
    private readonly pause?: () => Promise<void>,
  ) {}

  /** The index: the first call fetches the manifest, later calls share it; parts load on demand. */
  load(): Promise<PartSource> {
    if (!this.pending) {
      const request = fetchJson(this.prefix, SEARCH_INDEX_PATH).then((data): PartSource => ({
        manifest: decodeManifest(data),
        load: (name) => remembered(this.requests, name, () => fetchJson(this.prefix, searchPartPath(name))),
        pause: this.pause,
      }));
      request.catch(() => {
        if (this.pending === request) this.pending = null;
      });
      this.pending = request;
    }
    return this.pending;
  }

  /**
   * Start fetching the index; on a small site also every title part and text shard, so that the
   * first keystrokes wait for no fetch but their excerpts' (a large site's first search fetches
   * only the parts it needs).
   */
  preload(): void {
    void this.preloadParts();
  }

  /** preload(), resolving when its parts arrived (or failed: a search fetches them again). */
  preloadParts(): Promise<void> {
    return this.load()
      .then(async (source) => {
        const { d, w, x, t } = source.manifest;
        const names = [
          ...(d.length + w.length <= PRELOAD_TITLE_PARTS ? [...d, ...w] : []),
          ...(x.length + t.length <= PRELOAD_TEXT_PARTS ? [...x, ...t] : []),
        ];
        await Promise.all(names.map((name) => source.load(name).catch(() => undefined)));
      })
      .catch(() => undefined);
  }

  /**
   * After the first search: when the whole index is within SEARCH_OFFLINE_WHOLE_LIMIT
   * (src/domain/search/parts.ts), fetch every part not fetched yet (every family, the text vocabulary's too), a few at a time (the service
   * worker keeps each), so that any later search answers offline. Above the limit only the
   * manifest is fetched again, for the worker to keep. Resolves when done (or given up: a failed fetch lets a later call try again).
   */
  async keepWhole(): Promise<void> {
    if (this.keeping) return;
    this.keeping = true;
    try {
      const source = await this.load();
      // the manifest again (a revalidation): fetched before the service worker took control of
      // this worker, it would not be kept, and offline no search could start
      await fetch(this.prefix + SEARCH_INDEX_PATH);
      const { manifest } = source;
      if (manifest.z > SEARCH_OFFLINE_WHOLE_LIMIT) return;
      const fetchAll = async (names: readonly string[]): Promise<unknown[]> => {
        const out: unknown[] = [];
        for (let i = 0; i < names.length; i += KEEP_BATCH)
          out.push(...(await Promise.all(names.slice(i, i + KEEP_BATCH).map((n) => source.load(n)))));
        return out;
      };
      const chunks = await fetchAll(manifest.d);
      await fetchAll([...manifest.w, ...Object.values(manifest.f), ...manifest.x, ...manifest.t]);
      await fetchAll(chunks.flatMap((chunk) => chunkFragments(chunk)));
    } catch {
      this.keeping = false;
    }
  }
}
