/**
 * Gatsby's scripts run after the first screen has painted. The server HTML keeps Gatsby's scripts
 * slice (its chunk map, its build hash and the webpack runtime, framework and app files) inside an
 * inert `<template>` (gatsby-ssr.tsx, onPreRenderHTML), and a fixed inline script in the head
 * starts them once the page has loaded and its pictures in view are decoded and painted. On a
 * phone, or on a fast connection where the scripts arrive first, no script then runs in front of
 * the largest paint (tests/e2e/paint-before-scripts.spec.ts).
 *
 * Gatsby's loader itself is unchanged: the same scripts run in the same order, only later (and the
 * app's entry in a task of its own, below).
 */

import { START_SCRIPTS_EVENT } from './early-input';
import { normalizePath, OFFLINE_SHELL_PATH } from '../listings/routes';

/** The id of the template that holds Gatsby's scripts in the server HTML. */
export const DEFERRED_SCRIPTS_ID = 'gatsby-deferred-scripts';

/**
 * The global array through which webpack's script files hand over their modules (webpack's
 * `output.chunkLoadingGlobal`, which src/node/webpack.ts sets to this name for the browser bundles).
 */
export const WEBPACK_CHUNKS_GLOBAL = 'webpackChunkbloxguide';

/**
 * The loader's place in webpack's list of conditions an entry waits for (`__webpack_require__.O`),
 * and the name of the chunk through which it gets there.
 */
const HOLD = 'bloxguideNextTask';

/**
 * True when a page's scripts wait for its first paint: every page but the offline plugin's app
 * shell, whose script[src] elements the plugin reads its list of files to precache from, and which
 * it serves offline for any page not yet cached: its scripts stay as Gatsby wrote them.
 */
export const defersScripts = (pagePath: string): boolean => normalizePath(pagePath) !== OFFLINE_SHELL_PATH;

/**
 * How long the loader waits, at most, for the browser to report a largest paint once the page has
 * loaded (a page with nothing contentful in view reports none).
 */
export const LARGEST_PAINT_WAIT_MS = 2000;

/**
 * The inline head script that starts the template's scripts:
 * - after the load event, so the page's pictures are in;
 * - after the pictures in view are decoded;
 * - after the browser has reported a largest paint (or after LARGEST_PAINT_WAIT_MS): a light page
 *   such as the 404 page loads before its first frame is on screen (traced: the load event 80-160
 *   ms before its one paint);
 * - and after the next frame has painted: a timer queued from an animation frame runs after that
 *   frame; the scripts wait one frame more, as a paint is only reported once the compositor has
 *   shown its frame, which a busy machine was seen to delay by about 20 ms.
 *
 * A hidden tab paints nothing, so there it starts at once; so does a page the reader already uses
 * (typing, or a control the early input script caught: src/domain/frame/early-input.ts), once the
 * document is parsed. Cloned into the document, the template's inline scripts run in order and its
 * script files load like Gatsby's async ones.
 *
 * The app then starts in a task of its own: webpack runs its entry (Gatsby's production app, with
 * React DOM and every module it imports) as soon as the last of the three files has been evaluated,
 * in that file's task, which on a phone made one long task of the file's compiling and the app's
 * whole start. Before the files load, the loader hands webpack's runtime (through the chunk global,
 * which the runtime reads when it starts) one more condition for entries: met only in a task of
 * the loader's own, queued when webpack first asks (a file has been evaluated), in which it asks
 * webpack to look again. An entry whose files are not all in by then waits for the next file, and
 * for the task after it. Plain ES5: it runs before any bundle; a unit test
 * runs it in a sandbox.
 */
export function deferredScriptsLoader(): string {
  return (
    `(function(){var d=document,w=window;` +
    `function task(f){var c;if(!w.MessageChannel)return setTimeout(f,0);c=new w.MessageChannel();` +
    `c.port1.onmessage=function(){f()};c.port2.postMessage(0)}` +
    `function hold(){var g=${JSON.stringify(WEBPACK_CHUNKS_GLOBAL)},k=${JSON.stringify(HOLD)};` +
    `(w[g]=w[g]||[]).push([[k],{},function(r){var ready=0,asked=0;` +
    `r.O[k]=function(){if(!ready&&!asked){asked=1;task(function(){asked=0;ready=1;try{r.O()}finally{ready=0}})}return ready}}])}` +
    `function start(){var t=d.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)});` +
    `if(!t||!t.content)return;hold();t.parentNode.removeChild(t);d.body.appendChild(d.importNode(t.content,true))}` +
    `function afterPaint(){if(d.visibilityState==='hidden'||!w.requestAnimationFrame)start();` +
    `else w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(start,0)})})}` +
    `function reported(){var P=w.PerformanceObserver,o,done=0;` +
    `function go(){if(done)return;done=1;if(o)o.disconnect();afterPaint()}` +
    `if(d.visibilityState==='hidden'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('largest-contentful-paint')<0)return go();` +
    `o=new P(function(l){if(l.getEntries().length)go()});` +
    `o.observe({type:'largest-contentful-paint',buffered:true});setTimeout(go,${LARGEST_PAINT_WAIT_MS})}` +
    `function shown(){var p=[],m=d.images,i,g;for(i=0;i<m.length;i++){g=m[i];` +
    `if(g.complete&&g.naturalWidth&&g.decode&&g.getBoundingClientRect().top<w.innerHeight)` +
    `p.push(g.decode()['catch'](function(){}))}` +
    `if(p.length)Promise.all(p).then(reported,reported);else reported()}` +
    `function now(){if(d.readyState!=='loading')start()}` +
    `d.addEventListener(${JSON.stringify(START_SCRIPTS_EVENT)},now);w.addEventListener('input',now,true);` +
    `if(d.readyState==='complete')shown();else w.addEventListener('load',shown)})();`
  );
}
