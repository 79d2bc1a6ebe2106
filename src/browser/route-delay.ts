/**
 * Whether Gatsby reported the current navigation as delayed (its onRouteUpdateDelayed, fired
 * after 1000 ms, a delay built into its loader). gatsby-browser.tsx sets it; the notice component listens. A tiny
 * emitter rather than DOM manipulation, so that React renders the notice.
 */
type Listener = (delayed: boolean) => void;

const listeners = new Set<Listener>();
let delayed = false;

export const routeDelay = {
  /** Record a change; listeners hear about it only when the value changes. */
  set(next: boolean): void {
    if (next === delayed) return;
    delayed = next;
    listeners.forEach((listener) => listener(next));
  },
  get(): boolean {
    return delayed;
  },
  /** Listen for changes; returns the function that stops listening. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
