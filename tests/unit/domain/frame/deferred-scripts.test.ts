import vm from 'vm';
import {
  defersScripts,
  DEFERRED_SCRIPTS_ID,
  LARGEST_PAINT_WAIT_MS,
  WEBPACK_CHUNKS_GLOBAL,
} from '../../../../src/domain/frame/deferred-scripts';
import { deferredScriptsLoader, inlineScript } from '../../../../src/domain/frame/head-scripts';
import { compileHeadScripts } from '../../../../src/node/post-build/minify-head-scripts';

/**
 * The loader as gatsby-ssr.tsx writes it (its function's text) and as the build ships it: the
 * tests run against both.
 */
const FORMS: [string, string][] = [
  ['readable', inlineScript(deferredScriptsLoader())],
  ['compiled', compileHeadScripts([deferredScriptsLoader()])],
];
import { START_SCRIPTS_EVENT } from '../../../../src/domain/frame/early-input';
import { OFFLINE_SHELL_PATH } from '../../../../src/domain/listings/routes';

/**
 * A fake page for the inline loader: its load event, frames, timers, pictures and reported
 * largest paints are driven by hand. Without `largestPaint` the browser cannot report one.
 */
function fakePage(
  script: string,
  opts: {
    readyState?: string;
    hidden?: boolean;
    images?: { complete: boolean; top: number }[];
    template?: boolean;
    largestPaint?: boolean;
    /** whether the browser has MessageChannel (else the loader's own task is a timer) */
    messageChannel?: boolean;
  },
) {
  const log: string[] = [];
  const listeners: Record<string, () => void> = {};
  const documentListeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  let timers: { fn: () => void; ms: number }[] = [];
  const observers: { callback: (list: { getEntries: () => unknown[] }) => void; connected: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
      this.entry.connected = true;
      log.push('observing');
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  let decodes: (() => void)[] = [];
  const content = { fragment: true };
  let removed = false;
  const template = {
    content,
    remove: () => {
      removed = true;
      log.push('template removed');
    },
  };
  const images = (opts.images ?? []).map((image) => ({
    complete: image.complete,
    naturalWidth: image.complete ? 100 : 0,
    getBoundingClientRect: () => ({ top: image.top }),
    decode: () =>
      new Promise<void>((resolve) => {
        log.push('decode');
        decodes.push(resolve);
      }),
  }));
  const document = {
    readyState: opts.readyState ?? 'loading',
    visibilityState: opts.hidden ? 'hidden' : 'visible',
    images,
    getElementById: (id: string) =>
      id === DEFERRED_SCRIPTS_ID && opts.template !== false && !removed ? template : null,
    importNode: (node: unknown, deep: boolean) => {
      expect([node, deep]).toEqual([content, true]);
      return 'clone';
    },
    body: { appendChild: (node: unknown) => log.push(`appended ${String(node)}`) },
    addEventListener: (name: string, fn: () => void) => (documentListeners[name] = fn),
  };
  /** messages posted over the page's MessageChannels, not yet delivered */
  let messages: (() => void)[] = [];
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = {
      postMessage: () => messages.push(() => this.port1.onmessage?.()),
    };
  }
  const window: Record<string, unknown> = {
    innerHeight: 800,
    ...(opts.messageChannel === false ? {} : { MessageChannel }),
    addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    ...(opts.largestPaint ? { PerformanceObserver } : {}),
  };
  vm.runInNewContext(script, {
    window,
    document,
    Promise,
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
  });
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return {
    log,
    document,
    load: () => listeners.load?.(),
    input: () => listeners.input?.(),
    startNow: () => documentListeners[START_SCRIPTS_EVENT]?.(),
    /** one frame (and, as a page's frames come one by one, only the callbacks asked for before it) */
    frame: () => frames.splice(0).forEach((fn) => fn()),
    /** frames until nothing more is asked for */
    frames: () => {
      while (frames.length) frames.splice(0).forEach((fn) => fn());
    },
    /** the timers due now (those set without a delay) */
    timers: () => {
      const due = timers.filter((t) => t.ms === 0);
      timers = timers.filter((t) => t.ms !== 0);
      due.forEach((t) => t.fn());
    },
    /** the timers set with a delay of `ms` */
    after: (ms: number) => {
      const due = timers.filter((t) => t.ms === ms);
      timers = timers.filter((t) => t.ms !== ms);
      due.forEach((t) => t.fn());
    },
    /** the browser reports largest paints to the observers still connected */
    /** the tasks the page's MessageChannels have queued */
    messages: () => {
      const due = messages;
      messages = [];
      due.forEach((deliver) => deliver());
    },
    pendingMessages: () => messages.length,
    window,
    reportLargestPaint: (entries: unknown[]) =>
      observers.filter((o) => o.connected).forEach((o) => o.callback({ getEntries: () => entries })),
    decoded: async () => {
      decodes.splice(0).forEach((fn) => fn());
      decodes = [];
      await flush();
    },
    flush,
  };
}

describe.each(FORMS)('the deferred-scripts loader (%s)', (_form, script) => {
  it('starts the scripts after the load event and the next painted frame, not before', () => {
    const page = fakePage(script, {});
    expect(page.log).toEqual([]);
    page.load();
    expect(page.log).toEqual([]);
    page.frame();
    // a frame's callback runs before its paint: the scripts wait for the next frame, then a timer
    page.timers();
    expect(page.log).toEqual([]);
    page.frame();
    expect(page.log).toEqual([]);
    page.timers();
    expect(page.log).toEqual(['template removed', 'appended clone']);
  });

  it('waits until the browser has reported a largest paint, as a light page loads before its first frame is shown', () => {
    const page = fakePage(script, { largestPaint: true });
    page.load();
    expect(page.log).toEqual(['observing']);
    page.frames();
    page.timers();
    expect(page.log).toEqual(['observing']);
    // a report without entries is not one
    page.reportLargestPaint([]);
    page.frames();
    page.timers();
    expect(page.log).toEqual(['observing']);
    page.reportLargestPaint([{ size: 15312 }]);
    page.frame();
    page.timers();
    expect(page.log).toEqual(['observing']);
    page.frame();
    page.timers();
    expect(page.log).toEqual(['observing', 'template removed', 'appended clone']);
    // later reports and the time limit start nothing again
    page.reportLargestPaint([{ size: 20000 }]);
    page.after(LARGEST_PAINT_WAIT_MS);
    page.frames();
    page.timers();
    expect(page.log).toEqual(['observing', 'template removed', 'appended clone']);
  });

  it('starts anyway when no largest paint is reported within the time limit', () => {
    const page = fakePage(script, { largestPaint: true });
    page.load();
    page.frames();
    page.timers();
    expect(page.log).toEqual(['observing']);
    page.after(LARGEST_PAINT_WAIT_MS);
    page.frames();
    page.timers();
    expect(page.log).toEqual(['observing', 'template removed', 'appended clone']);
  });

  it('does not wait for a report in a hidden tab, which paints nothing', () => {
    const page = fakePage(script, { largestPaint: true, hidden: true });
    page.load();
    expect(page.log).toEqual(['template removed', 'appended clone']);
  });

  it('waits for the pictures in view to be decoded, and only those', async () => {
    const page = fakePage(script, {
      images: [
        { complete: true, top: 100 },
        { complete: true, top: 5000 },
        { complete: false, top: 200 },
      ],
    });
    page.load();
    expect(page.log).toEqual(['decode']);
    page.frames();
    page.timers();
    expect(page.log).toEqual(['decode']);
    await page.decoded();
    page.frames();
    page.timers();
    expect(page.log).toEqual(['decode', 'template removed', 'appended clone']);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    const page = fakePage(script, { hidden: true });
    page.load();
    expect(page.log).toEqual(['template removed', 'appended clone']);
  });

  it('does not wait for a load event that has already fired', () => {
    const page = fakePage(script, { readyState: 'complete' });
    page.frames();
    page.timers();
    expect(page.log).toEqual(['template removed', 'appended clone']);
  });

  it('starts at once when the reader uses the page once it is parsed, and only once', () => {
    const page = fakePage(script, {});
    page.input();
    // still parsing: the template may not be whole yet
    expect(page.log).toEqual([]);
    page.document.readyState = 'interactive';
    page.startNow();
    expect(page.log).toEqual(['template removed', 'appended clone']);
    page.input();
    page.load();
    page.frames();
    page.timers();
    expect(page.log).toEqual(['template removed', 'appended clone']);
  });

  it('does nothing on a page without the template', () => {
    const page = fakePage(script, { template: false });
    page.load();
    page.frames();
    page.timers();
    expect(page.log).toEqual([]);
  });
});

/**
 * webpack's runtime as the loader sees it: `__webpack_require__.O` with its own condition (`j`: a
 * chunk is in) and the runs of its entry check, each noting whether every condition held then.
 */
function fakeRuntime() {
  const checks: boolean[] = [];
  const O = Object.assign(
    () => {
      checks.push(
        Object.keys(O).every((key) => Boolean((O as unknown as Record<string, () => unknown>)[key]())),
      );
    },
    { j: () => true },
  );
  return { require: { O }, checks, conditions: () => O as unknown as Record<string, () => unknown> };
}

/** The loader's queued handover, as webpack's runtime takes it when it starts. */
function startRuntime(page: ReturnType<typeof fakePage>) {
  const queue = page.window[WEBPACK_CHUNKS_GLOBAL] as [string[], object, (r: unknown) => void][];
  expect(queue).toHaveLength(1);
  const [chunkIds, modules, callback] = queue[0];
  expect([chunkIds.length, modules]).toEqual([1, {}]);
  const runtime = fakeRuntime();
  callback(runtime.require);
  const names = Object.keys(runtime.conditions()).filter((key) => key !== 'j');
  expect(names).toHaveLength(1);
  return { ...runtime, hold: () => runtime.conditions()[names[0]]() };
}

describe.each(FORMS)('the app starting in a task of its own (%s)', (_form, script) => {
  const started = () => {
    const page = fakePage(script, { readyState: 'complete', hidden: true });
    expect(page.log).toEqual(['template removed', 'appended clone']);
    return page;
  };

  it('hands webpack a condition for its entry before the script files load', () => {
    const page = fakePage(script, { hidden: true });
    expect(page.window[WEBPACK_CHUNKS_GLOBAL]).toBeUndefined();
    page.load();
    expect(page.window[WEBPACK_CHUNKS_GLOBAL]).toHaveLength(1);
  });

  it('keeps what webpack queued before it, and adds to it', () => {
    const page = fakePage(script, { hidden: true });
    const early = [[1], {}];
    page.window[WEBPACK_CHUNKS_GLOBAL] = [early];
    page.load();
    const queue = page.window[WEBPACK_CHUNKS_GLOBAL] as unknown[];
    expect(queue).toHaveLength(2);
    expect(queue[0]).toBe(early);
  });

  it('holds the entry when webpack first finds it ready, and lets it run in the next task only', () => {
    const page = started();
    const runtime = startRuntime(page);
    // a file has been evaluated and webpack checks its entry: not in this task
    expect(runtime.hold()).toBeFalsy();
    expect(runtime.hold()).toBeFalsy();
    expect(page.pendingMessages()).toBe(1);
    expect(runtime.checks).toEqual([]);
    // the loader's task: webpack looks again, and every condition holds
    page.messages();
    expect(runtime.checks).toEqual([true]);
    // after that task, a later check (a file that came later) waits for a task again
    expect(runtime.hold()).toBeFalsy();
    expect(page.pendingMessages()).toBe(1);
    page.messages();
    expect(runtime.checks).toEqual([true, true]);
  });

  it('uses a timer where the browser has no MessageChannel', () => {
    const page = fakePage(script, { readyState: 'complete', hidden: true, messageChannel: false });
    const runtime = startRuntime(page);
    expect(runtime.hold()).toBeFalsy();
    page.timers();
    expect(runtime.checks).toEqual([true]);
  });

  it('hands nothing over on a page whose scripts are not deferred', () => {
    const page = fakePage(script, { template: false, readyState: 'complete', hidden: true });
    expect(page.window[WEBPACK_CHUNKS_GLOBAL]).toBeUndefined();
  });
});

describe('defersScripts', () => {
  it('keeps the offline app shell as Gatsby wrote it, which the offline plugin reads', () => {
    // Gatsby names the page with a trailing slash; routes.ts writes paths without one
    expect(defersScripts(`${OFFLINE_SHELL_PATH}/`)).toBe(false);
    expect(defersScripts(OFFLINE_SHELL_PATH)).toBe(false);
    expect(defersScripts('/')).toBe(true);
    expect(defersScripts('/articles/a/')).toBe(true);
  });
});
