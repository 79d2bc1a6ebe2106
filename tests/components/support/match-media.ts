/**
 * window.matchMedia stand-ins for jsdom (which has none). `fakeMatchMedia` answers every query
 * with `answer` and lets the test notify the listeners after it changes what `answer` returns;
 * `fakeWindowWidth` answers `(max-width: Npx)` and `(min-width: Npx)` queries for a window
 * width the test sets.
 */
export interface FakeMatchMedia {
  /** calls every listener, as the browser does when a query's answer changes */
  notify(): void;
  /** listeners currently subscribed */
  listeners(): number;
  restore(): void;
}

export function fakeMatchMedia(answer: (query: string) => boolean): FakeMatchMedia {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    answer(query); // a query the fake cannot answer fails here, at the call
    return {
      media: query,
      get matches() {
        return answer(query);
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
    notify: () => listeners.forEach((listener) => listener()),
    listeners: () => listeners.size,
    restore() {
      window.matchMedia = original;
    },
  };
}

export interface FakeWindowWidth {
  resize(width: number): void;
  restore(): void;
}

export function fakeWindowWidth(initial: number): FakeWindowWidth {
  let width = initial;
  const fake = fakeMatchMedia((query) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (!max && !min) throw new Error(`fakeWindowWidth cannot answer ${query}`);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  });
  return {
    resize(next: number) {
      width = next;
      fake.notify();
    },
    restore: fake.restore,
  };
}
