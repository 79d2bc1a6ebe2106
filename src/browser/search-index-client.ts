/**
 * Fetches the title index (SEARCH_INDEX_PATH, written at build time) once per page session.
 * Only the search results chunk imports this, so nothing is fetched until a reader uses the box.
 */
import { withPrefix } from 'gatsby';
import { SEARCH_INDEX_PATH } from '../domain/listings/routes';
import { decodeSearchIndex, SearchEntry } from '../domain/search/title-index';

let pending: Promise<SearchEntry[]> | null = null;

/** The decoded index; the first call fetches it, later calls share that request. */
export function loadSearchIndex(): Promise<SearchEntry[]> {
  if (!pending) {
    const request = fetch(withPrefix(SEARCH_INDEX_PATH))
      .then((response) => {
        if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH} answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(decodeSearchIndex);
    // a failed request is forgotten so that the next use of the box tries again
    request.catch(() => {
      if (pending === request) pending = null;
    });
    pending = request;
  }
  return pending;
}

/** Drop the cached index (the next call fetches again). */
export function forgetSearchIndex(): void {
  pending = null;
}
