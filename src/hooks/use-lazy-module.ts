/**
 * Load-on-first-use: code only some readers need (search results, the Sections menu forms) stays
 * out of the page's first download and is fetched when the reader first shows intent.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `[module, load]`: `module` is null until `load()` has been called and `loader` resolved. Later
 * calls of `load` do nothing while the module is loading or loaded; after a failed load (a chunk
 * that did not arrive) the next call tries again. `loader` must be stable (defined outside the
 * component), and `load` keeps its identity for the component's life.
 */
export function useLazyModule<T>(loader: () => Promise<T>): [T | null, () => void] {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  const requested = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback((): void => {
    if (requested.current) return;
    requested.current = true;
    loader().then(
      // boxed: the module may itself be a function (a component), which setState would call
      (module) => {
        if (mounted.current) setLoaded({ module });
      },
      () => {
        requested.current = false;
      },
    );
  }, [loader]);

  return [loaded ? loaded.module : null, load];
}
