/**
 * A window.matchMedia stand-in for jsdom (which has none) that answers `(max-width: Npx)` and
 * `(min-width: Npx)` queries for a window width the test sets, and notifies listeners on resize.
 */
export interface FakeWindowWidth {
  resize(width: number): void;
  restore(): void;
}

export function fakeWindowWidth(initial: number): FakeWindowWidth {
  let width = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  const evaluate = (query: string): boolean => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (!max && !min) throw new Error(`fakeWindowWidth cannot answer ${query}`);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return evaluate(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
