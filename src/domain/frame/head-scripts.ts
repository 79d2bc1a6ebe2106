/**
 * The site's own fixed inline head scripts, in the order the page runs them: the theme boot
 * (before the first paint), the early-input script (a first tap before React), the deferred-scripts
 * loader (Gatsby's scripts after the first paint). Each is a self-contained TypeScript function
 * (src/domain/frame/head/), written into the page as its own source text and called with its data
 * as a JSON argument and the functions it is handed: `(function f(d, …){…})({…}, …);`.
 *
 * gatsby-ssr.tsx writes them readable, one `<script>` each, every one starting with HEAD_SCRIPT_MARK;
 * the post-build step (src/node/post-build/minify-head-scripts.ts) compiles the same calls for the
 * site's browsers (each function from its file, its parameters bound to its data and helpers)
 * and replaces that run of tags in every page by one minified script, before the Content Security
 * Policy hashes the page. `gatsby develop` runs the readable ones.
 */
import { COPY_CONFIRM_MS, NARROW_SCREEN_QUERY } from '../constants';
import { COPY_RULE, copyControlLook } from '../html/copy-source';
import { GATSBY_ROOT_ID } from '../html/element-ids';
import { DEFERRED_SCRIPTS_ID, HOLD, LARGEST_PAINT_WAIT_MS, WEBPACK_CHUNKS_GLOBAL } from './deferred-scripts';
import {
  COPY_CONTROLS,
  EARLY_INPUT_READY,
  SECTIONS_STAND_IN,
  START_SCRIPTS_EVENT,
  THEME_SWITCH,
  type EarlyInputLabels,
} from './early-input';
import { bootTheme } from './head/boot-theme';
import { copyText } from './head/copy-text';
import { earlyInput } from './head/early-input-script';
import { startScripts } from './head/start-scripts';
import { menuShiftX } from './head/menu-shift';
import {
  EARLY_FORM_ATTRIBUTE,
  EARLY_MENU_EDGE_PX,
  EARLY_MENU_EVENT,
  EARLY_MENU_GAP_PX,
  EARLY_MENU_ID,
  EARLY_OPEN_ATTRIBUTE,
} from './sections-early';
import { DARK_QUERY, THEME_ATTRIBUTE, THEME_STORAGE_KEY } from './theme';

/**
 * The head scripts' functions by name, each the one export of its file in src/domain/frame/head/
 * (by the same name): the build compiles each from its file (src/node/post-build/minify-head-scripts.ts).
 */
export const HEAD_FUNCTIONS = { bootTheme, copyText, earlyInput, menuShiftX, startScripts } as const;

type HeadFunction = (typeof HEAD_FUNCTIONS)[keyof typeof HEAD_FUNCTIONS];

/** The name a head script's function goes by (its key in HEAD_FUNCTIONS, whatever a toolchain renamed). */
export function headFunctionName(f: HeadFunction): keyof typeof HEAD_FUNCTIONS {
  const names = Object.keys(HEAD_FUNCTIONS) as (keyof typeof HEAD_FUNCTIONS)[];
  const name = names.find((key) => HEAD_FUNCTIONS[key] === f);
  if (name === undefined)
    throw new Error('src/domain/frame/head-scripts.ts: a head script function missing from HEAD_FUNCTIONS');
  return name;
}

/**
 * One head script: its function, the data it is called with and the functions it is handed, each
 * a function of src/domain/frame/head/. They are written into the page as their source text, so
 * anything a function names beyond its arguments must be a browser global.
 */
export interface HeadScript {
  run: HeadFunction;
  data: unknown;
  helpers: readonly HeadFunction[];
}

/** A head script, typed: the data and helpers are what `run` takes. */
function headScript<D, H extends HeadFunction[]>(
  run: HeadFunction & ((data: D, ...helpers: H) => void),
  data: D,
  ...helpers: H
): HeadScript {
  return { run, data, helpers };
}

/** What every readable head script starts with: the post-build step finds the run of them by it. */
export const HEAD_SCRIPT_MARK = '/*head script*/';

/**
 * Data as a JavaScript literal inside a `<script>`: JSON with `<` written `\u003c` (so no text
 * can close the script or open a comment) and the two line separators older engines reject in
 * strings escaped.
 */
export const scriptLiteral = (data: unknown): string =>
  JSON.stringify(data).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The script's text: its function called with its data and helpers. `source` gives a function's
 * text: by default as the toolchain that loaded it left it (what gatsby-ssr.tsx writes); the
 * build passes each one compiled from its file.
 */
export function inlineScript(script: HeadScript, source: (f: HeadFunction) => string = String): string {
  const args = [scriptLiteral(script.data), ...script.helpers.map(source)];
  return `${HEAD_SCRIPT_MARK}(${source(script.run)})(${args.join(',')});`;
}

export const themeBootScript = (): HeadScript =>
  headScript(bootTheme, { key: THEME_STORAGE_KEY, attribute: THEME_ATTRIBUTE, darkQuery: DARK_QUERY });

export function earlyInputScript(labels: EarlyInputLabels): HeadScript {
  const copied = copyControlLook(true, labels);
  const data = {
    ready: EARLY_INPUT_READY,
    root: GATSBY_ROOT_ID,
    start: START_SCRIPTS_EVENT,
    copies: COPY_CONTROLS,
    copy: COPY_RULE,
    copied: { html: copied.html, live: copied.live },
    prompt: labels.copyPrompt,
    confirmMs: COPY_CONFIRM_MS,
    themeSwitch: THEME_SWITCH,
    theme: { attribute: THEME_ATTRIBUTE, key: THEME_STORAGE_KEY },
    standIn: SECTIONS_STAND_IN,
    narrowQuery: NARROW_SCREEN_QUERY,
    menu: {
      id: EARLY_MENU_ID,
      formAttribute: EARLY_FORM_ATTRIBUTE,
      openAttribute: EARLY_OPEN_ATTRIBUTE,
      event: EARLY_MENU_EVENT,
      edge: EARLY_MENU_EDGE_PX,
      gap: EARLY_MENU_GAP_PX,
    },
  };
  return headScript(earlyInput, data, copyText, menuShiftX);
}

export const deferredScriptsLoader = (): HeadScript =>
  headScript(startScripts, {
    template: DEFERRED_SCRIPTS_ID,
    chunks: WEBPACK_CHUNKS_GLOBAL,
    hold: HOLD,
    start: START_SCRIPTS_EVENT,
    paintWaitMs: LARGEST_PAINT_WAIT_MS,
  });

/** The site's head scripts for a locale's labels, in order. */
export const siteHeadScripts = (labels: EarlyInputLabels): readonly HeadScript[] => [
  themeBootScript(),
  earlyInputScript(labels),
  deferredScriptsLoader(),
];

/** The readable texts of the site's head scripts, as gatsby-ssr.tsx writes them. */
export const headScripts = (labels: EarlyInputLabels): readonly string[] =>
  siteHeadScripts(labels).map((script) => inlineScript(script));

/** The run of tags the server writes for the scripts: each one's text between its tags, unchanged. */
export const scriptTags = (scripts: readonly string[]): string =>
  scripts.map((s) => `<script>${s}</script>`).join('');
