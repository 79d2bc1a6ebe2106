import vm from 'vm';
import {
  defersScripts,
  deferredScriptsLoader,
  DEFERRED_SCRIPTS_ID,
} from '../../../../src/domain/frame/deferred-scripts';
import { START_SCRIPTS_EVENT } from '../../../../src/domain/frame/early-input';
import { OFFLINE_SHELL_PATH } from '../../../../src/domain/listings/routes';

/** A fake page for the inline loader: its load event, frames, timers and pictures are driven by hand. */
function fakePage(opts: {
  readyState?: string;
  hidden?: boolean;
  images?: { complete: boolean; top: number }[];
  template?: boolean;
}) {
  const log: string[] = [];
  const listeners: Record<string, () => void> = {};
  const documentListeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  let decodes: (() => void)[] = [];
  const content = { fragment: true };
  let removed = false;
  const template = {
    content,
    parentNode: {
      removeChild: () => {
        removed = true;
        log.push('template removed');
      },
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
  const window = {
    innerHeight: 800,
    addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  vm.runInNewContext(deferredScriptsLoader(), {
    window,
    document,
    Promise,
    setTimeout: (fn: () => void) => timers.push(fn),
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
    timers: () => timers.splice(0).forEach((fn) => fn()),
    decoded: async () => {
      decodes.splice(0).forEach((fn) => fn());
      decodes = [];
      await flush();
    },
    flush,
  };
}

describe('deferredScriptsLoader', () => {
  it('starts the scripts after the load event and the next painted frame, not before', () => {
    const page = fakePage({});
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

  it('waits for the pictures in view to be decoded, and only those', async () => {
    const page = fakePage({
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
    const page = fakePage({ hidden: true });
    page.load();
    expect(page.log).toEqual(['template removed', 'appended clone']);
  });

  it('does not wait for a load event that has already fired', () => {
    const page = fakePage({ readyState: 'complete' });
    page.frames();
    page.timers();
    expect(page.log).toEqual(['template removed', 'appended clone']);
  });

  it('starts at once when the reader uses the page once it is parsed, and only once', () => {
    const page = fakePage({});
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
    const page = fakePage({ template: false });
    page.load();
    page.frames();
    page.timers();
    expect(page.log).toEqual([]);
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
