/**
 * Fetches the search index's manifest (SEARCH_INDEX_PATH) once per page session and its parts
 * (src/domain/search/parts.ts) as searches need them, each once. Only the search results chunk
 * imports this, so nothing is fetched until a reader uses the box. The service worker keeps
 * every part it sees (they live under static/, cache-first: src/domain/hosting/cache-policy.ts),
 * so a search offline answers from the parts fetched before; a part never fetched rejects with
 * NeedsConnectionError, which the results panel says in words.
 */
import { withPrefix } from 'gatsby';
import { SEARCH_INDEX_PATH, searchPartPath } from '../domain/listings/routes';
import type { PartSource } from '../domain/search/engine';
import { decodeManifest } from '../domain/search/parts';
import { nextTask } from './next-task';

/** A file of the index could not be fetched because there is no connection. */
export class NeedsConnectionError extends Error {
  constructor(what: string) {
    super(`${what} could not be fetched: no connection`);
    this.name = 'NeedsConnectionError';
  }
}

async function fetchJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(withPrefix(url));
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

const requests = new Map<string, Promise<unknown>>();
let pending: Promise<PartSource> | null = null;

/** The index: the first call fetches the manifest, later calls share it; parts load on demand. */
export function loadSearchIndex(): Promise<PartSource> {
  if (!pending) {
    const request = fetchJson(SEARCH_INDEX_PATH).then((data): PartSource => {
      return {
        manifest: decodeManifest(data),
        load: (name) => remembered(requests, name, () => fetchJson(searchPartPath(name))),
        // each step of a search in a task of its own: the page stays responsive while it runs
        pause: nextTask,
      };
    });
    request.catch(() => {
      if (pending === request) pending = null;
    });
    pending = request;
  }
  return pending;
}

/** Drop the cached index and parts (the next call fetches again). */
export function forgetSearchIndex(): void {
  pending = null;
  requests.clear();
}
