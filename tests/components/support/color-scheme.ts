/**
 * A window.matchMedia stand-in for jsdom that answers the dark colour-scheme query for an
 * operating-system preference the test sets, and notifies listeners when it changes.
 */
import { DARK_QUERY } from '../../../src/domain/frame/theme';
import { fakeMatchMedia } from './match-media';

export interface FakeColorScheme {
  setDark(dark: boolean): void;
  /** listeners currently subscribed to the query */
  listeners(): number;
  restore(): void;
}

export function fakeColorScheme(initiallyDark: boolean): FakeColorScheme {
  let dark = initiallyDark;
  const fake = fakeMatchMedia((query) => {
    if (query !== DARK_QUERY) throw new Error(`fakeColorScheme cannot answer ${query}`);
    return dark;
  });
  return {
    setDark(next: boolean) {
      dark = next;
      fake.notify();
    },
    listeners: fake.listeners,
    restore: fake.restore,
  };
}
