/**
 * Starts the search worker (search-worker.ts). webpack builds the file named here into a chunk of
 * its own, hashed like every chunk (immutable, cached by the service worker), fetched only when
 * this runs: on the search box's first use, never on a first visit. Null where a browser has no
 * workers or will not start one (the page then searches on its own thread).
 */
export function startSearchWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./search-worker.ts', import.meta.url));
  } catch {
    return null;
  }
}
