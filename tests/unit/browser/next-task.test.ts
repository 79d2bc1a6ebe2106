/**
 * nextTask (src/browser/next-task.ts): settles in a task after the current one, not in a microtask;
 * afterNextPaint: in the first task after the next frame.
 */
import { afterNextPaint, nextTask } from '../../../src/browser/next-task';

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

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames.length = 0;
    globalThis.requestAnimationFrame = (cb: FrameRequestCallback): number => frames.push(cb);
  });
  afterEach(() => {
    // @ts-expect-error: the runtime (node) has no frames of its own
    delete globalThis.requestAnimationFrame;
    // @ts-expect-error: nor a document
    delete globalThis.document;
  });

  it('waits for the next frame, then settles in a task after it', async () => {
    let settled = false;
    const done = afterNextPaint().then(() => (settled = true));
    await nextTask();
    await nextTask();
    expect(settled).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0](0);
    // not in the frame's own task: the frame's rendering comes first
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(settled).toBe(false);
    await done;
    expect(settled).toBe(true);
  });

  it('is the next task in a hidden page, which draws no frames', async () => {
    // @ts-expect-error: only what afterNextPaint reads of a document
    globalThis.document = { visibilityState: 'hidden' };
    await afterNextPaint();
    expect(frames).toHaveLength(0);
  });

  it('is the next task where there are no frames at all', async () => {
    // @ts-expect-error: a runtime without frames
    delete globalThis.requestAnimationFrame;
    await afterNextPaint();
    expect(frames).toHaveLength(0);
  });
});
