/**
 * jsdom has no Worker, and Jest's CommonJS cannot load `import.meta`: the component tests get the
 * real module's answer for a browser without workers, so the panel searches on the page's thread.
 */
export function startSearchWorker(): Worker | null {
  return null;
}
