/**
 * The deferred-scripts loader, the last head script: it starts Gatsby's scripts, kept in an inert
 * template, once the first screen has painted, and hands the app's start a task of its own (what
 * it waits for and why: src/domain/frame/deferred-scripts.ts).
 *
 * Self-contained: written into the page as its source text (src/domain/frame/head-scripts.ts),
 * so it uses nothing but its data and the browser's globals.
 */

/** What the loader is given (src/domain/frame/head-scripts.ts fills it in). */
export interface StartScriptsData {
  /** the id of the template holding Gatsby's scripts */
  template: string;
  /** webpack's chunk global, and the name of the loader's condition for webpack's entry */
  chunks: string;
  hold: string;
  /** the event that starts the scripts at once (the early-input script's) */
  start: string;
  /** how long to wait at most for a reported largest paint once the page has loaded */
  paintWaitMs: number;
}

/** webpack's runtime as the loader uses it: its conditions for running an entry. */
interface WebpackRuntime {
  O: ((...args: unknown[]) => unknown) & Record<string, () => unknown>;
}

export function startScripts(d: StartScriptsData): void {
  const doc = document;
  const win = window;

  /** `f` in a task of its own */
  function task(f: () => void): void {
    if (!win.MessageChannel) {
      setTimeout(f, 0);
      return;
    }
    const channel = new win.MessageChannel();
    channel.port1.onmessage = function () {
      f();
    };
    channel.port2.postMessage(0);
  }

  /**
   * Hands webpack's runtime (through its chunk global) one more condition for entries: met only
   * in a task of the loader's own, queued when webpack first asks, in which webpack looks again.
   * `chunks`: webpack's chunk global; `name`: the condition's (and its chunk's) name.
   */
  function hold(chunks: string, name: string): void {
    const globals = win as unknown as Record<string, unknown[] | undefined>;
    (globals[chunks] = globals[chunks] || []).push([
      [name],
      {},
      function (runtime: WebpackRuntime) {
        let ready = false;
        let asked = false;
        runtime.O[name] = function () {
          if (!ready && !asked) {
            asked = true;
            task(function () {
              asked = false;
              ready = true;
              try {
                runtime.O();
              } finally {
                ready = false;
              }
            });
          }
          return ready;
        };
      },
    ]);
  }

  /** the template's scripts into the document: its inline ones run in order, its files load */
  function start(): void {
    const template = doc.getElementById(d.template) as HTMLTemplateElement | null;
    if (!template || !template.content) return;
    hold(d.chunks, d.hold);
    template.remove();
    doc.body.appendChild(doc.importNode(template.content, true));
  }

  /** after the next painted frame (at once in a hidden tab, which paints nothing) */
  function afterPaint(): void {
    if (doc.visibilityState === 'hidden' || !win.requestAnimationFrame) start();
    else
      win.requestAnimationFrame(function () {
        win.requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
  }

  /** once the browser has reported a largest paint, or after paintWaitMs (at once if it cannot) */
  function reported(): void {
    const Observer = win.PerformanceObserver;
    let done = false;
    const observer =
      doc.visibilityState !== 'hidden' &&
      Observer &&
      Observer.supportedEntryTypes &&
      Observer.supportedEntryTypes.indexOf('largest-contentful-paint') >= 0
        ? new Observer(function (list) {
            if (list.getEntries().length) go();
          })
        : null;
    function go(): void {
      if (done) return;
      done = true;
      if (observer) observer.disconnect();
      afterPaint();
    }
    if (!observer) return go();
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(go, d.paintWaitMs);
  }

  /** once the pictures in view are decoded */
  function shown(): void {
    const decoded: Promise<void>[] = [];
    const images = doc.images;
    for (let i = 0; i < images.length; i++) {
      const image = images[i];
      if (
        image.complete &&
        image.naturalWidth &&
        image.decode &&
        image.getBoundingClientRect().top < win.innerHeight
      )
        decoded.push(image.decode().catch(function () {}));
    }
    if (decoded.length) Promise.all(decoded).then(reported, reported);
    else reported();
  }

  /** at once, when the reader uses the page, once it is parsed */
  function now(): void {
    if (doc.readyState !== 'loading') start();
  }

  doc.addEventListener(d.start, now);
  win.addEventListener('input', now, true);
  if (doc.readyState === 'complete') shown();
  else win.addEventListener('load', shown);
}
