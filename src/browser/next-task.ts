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
