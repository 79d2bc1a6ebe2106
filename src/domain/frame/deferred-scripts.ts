/**
 * Gatsby's scripts run after the first screen has painted. The server HTML keeps Gatsby's scripts
 * slice (its chunk map, its build hash and the webpack runtime, framework and app files) inside an
 * inert `<template>` (gatsby-ssr.tsx, onPreRenderHTML), and a fixed inline script in the head
 * starts them once the page has loaded and its pictures in view are decoded and painted. On a
 * phone, or on a fast connection where the scripts arrive first, no script then runs in front of
 * the largest paint (tests/e2e/timed/paint-before-scripts.spec.ts).
 *
 * Gatsby's loader itself is unchanged: the same scripts run in the same order, only later (and the
 * app's entry in a task of its own, below).
 *
 * The inline head script starts the template's scripts:
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
 * for the task after it. The loader is src/domain/frame/head/start-scripts.ts (its data:
 * src/domain/frame/head-scripts.ts); a unit test runs it in a sandbox as the build compiles it.
 */

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
export const HOLD = 'bloxguideNextTask';

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
