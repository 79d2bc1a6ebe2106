/**
 * A window.matchMedia stand-in for jsdom that answers the dark colour-scheme query for an
 * operating-system preference the test sets, and notifies listeners when it changes.
 */
import { DARK_QUERY } from '../../../src/domain/theme';

export interface FakeColorScheme {
  setDark(dark: boolean): void;
  /** listeners currently subscribed to the query */
  listeners(): number;
  restore(): void;
}

export function fakeColorScheme(initiallyDark: boolean): FakeColorScheme {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    if (query !== DARK_QUERY) throw new Error(`fakeColorScheme cannot answer ${query}`);
    return {
      media: query,
      get matches() {
        return dark;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
  }) as unknown as typeof window.matchMedia;
  return {
    setDark(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
    listeners: () => listeners.size,
    restore() {
      window.matchMedia = original;
    },
  };
}
