/**
 * Whether the window is MOBILE_BREAKPOINT_PX wide or narrower, following resizes.
 * False during server rendering and the first browser render, so that hydration matches the HTML.
 */
import { useEffect, useState } from 'react';
import { NARROW_SCREEN_QUERY } from '../domain/constants';

export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(NARROW_SCREEN_QUERY);
    const update = (): void => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
