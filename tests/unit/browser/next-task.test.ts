/** nextTask (src/browser/next-task.ts): settles in a task after the current one, not in a microtask. */
import { nextTask } from '../../../src/browser/next-task';

describe('nextTask', () => {
  it('settles after the current task and its microtasks, in a later task', async () => {
    const order: string[] = [];
    const settled = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await settled;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    const channel = globalThis.MessageChannel;
    // @ts-expect-error: a runtime without MessageChannel
    delete globalThis.MessageChannel;
    try {
      jest.useFakeTimers();
      let settled = false;
      const done = nextTask().then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.runOnlyPendingTimers();
      await done;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
      globalThis.MessageChannel = channel;
    }
  });
});
