/**
 * A promise settled in a task of its own, after the current one and its microtasks: a message to
 * itself over a MessageChannel, which browsers run at once (timers may be clamped or, in a hidden
 * tab, held for a second).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A promise settled in the first task after the browser's next rendering of the page: work
 * started then lands in a frame of its own instead of adding to the one about to be drawn. A
 * hidden page draws no frames, so there (and where there are no frames at all) it is the next task.
 */
export function afterNextPaint(): Promise<void> {
  const drawn =
    typeof requestAnimationFrame !== 'undefined' && globalThis.document?.visibilityState !== 'hidden';
  if (!drawn) return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}
