/**
 * The site's own inline head scripts, compiled once per build. gatsby-ssr.tsx writes them readable:
 * each a TypeScript function of src/domain/frame/head/ as the toolchain left it, called with its
 * data (src/domain/frame/head-scripts.ts). This step compiles each function from its file with
 * swc for the site's browsers (ES5: types stripped, syntax lowered, no helpers), writes the same
 * calls, minifies them with terser into one script, and the post-build replaces the run of
 * readable tags in every page by it, before the Content Security Policy hashes the page's scripts
 * (src/node/post-build/page-policies.ts): the policy holds the hash of what the page ships. The
 * same sources give the same text on every build, whatever compiled the build's own code.
 */
import fs from 'fs';
import path from 'path';
import { transformSync } from '@swc/core';
import { minify_sync } from 'terser';
import {
  HEAD_SCRIPT_MARK,
  headFunctionName,
  siteHeadScripts,
  scriptLiteral,
  scriptTags,
  type HeadScript,
} from '../../domain/frame/head-scripts';
import { labelsFor } from '../../domain/locales/labels';
import { siteConfig } from '../../site-config';

/** Where the head scripts' functions are, one a file. */
export const HEAD_FUNCTIONS_DIR = path.join('src', 'domain', 'frame', 'head');

/** A compiled file: its doc comment, then its one exported function. */
const ONE_FUNCTION = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*export (function (\w+)\()/;

/**
 * The source of each function of `dir` by its name, compiled to ES5 as a function expression.
 * Each file holds one exported function and imports nothing but types (it goes into the page as
 * its text alone); anything else in a file fails here, or at the minifier's parse.
 */
export function headFunctionSources(dir = path.join(process.cwd(), HEAD_FUNCTIONS_DIR)): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const { code } = transformSync(fs.readFileSync(path.join(dir, file), 'utf8'), {
      filename: file,
      swcrc: false,
      configFile: false,
      isModule: true,
      jsc: { parser: { syntax: 'typescript' }, target: 'es5', loose: true },
    });
    const match = ONE_FUNCTION.exec(code);
    if (!match || /^\s*(?:import|export)\b/m.test(code.slice(match[0].length)))
      throw new Error(
        `${path.join(HEAD_FUNCTIONS_DIR, file)}: a head script's file holds its doc comment and one exported function, ` +
          'and imports types only (the function goes into every page as its source text); move anything else out.',
      );
    sources.set(match[2], code.slice(match.index + match[0].length - match[1].length));
  }
  return sources;
}

/** A compiled function: its name, its parameters and its body (swc writes ES5 parameters plainly). */
const FUNCTION_PARTS = /^function (\w+)\(([\w\s,]*)\) \{([\s\S]*)\}\s*$/;

/**
 * A script's call as the page runs it: the function's body in a function of its own, with its
 * parameters bound to its data (the JSON literal) and its helpers, so that the minifier can
 * treat the data as the constants it is. The same as calling the function with them: the
 * functions use neither `arguments` nor `this`, nor their own name (checked here).
 */
function boundCall(script: HeadScript, source: (f: HeadScript['run']) => string): string {
  const parts = FUNCTION_PARTS.exec(source(script.run));
  const name = headFunctionName(script.run);
  // the body's code, without its comments (which may say "this")
  const code = parts?.[3].replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '') ?? '';
  if (!parts || /\b(?:arguments|this)\b/.test(code) || new RegExp(`\\b${name}\\b`).test(code))
    throw new Error(
      `${HEAD_FUNCTIONS_DIR}: ${name} must be a plain function that names neither \`arguments\`, \`this\` nor itself`,
    );
  const params = parts[2]
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const args = [scriptLiteral(script.data), ...script.helpers.map((f) => `(${source(f)})`)];
  if (params.length !== args.length)
    throw new Error(
      `${HEAD_FUNCTIONS_DIR}: ${name} takes ${params.length} argument(s), its head script gives ${args.length}`,
    );
  return `!function(){var ${params.map((p, i) => `${p}=${args[i]}`).join(',')};${parts[3]}}();`;
}

/**
 * The scripts, run one after another, as one minified ES5 script (terser escapes `</script`).
 * Each is a statement of its own, so joined they run as they did apart.
 */
export function compileHeadScripts(
  scripts: readonly HeadScript[],
  sources: ReadonlyMap<string, string> = headFunctionSources(),
): string {
  const source = (f: HeadScript['run']): string => {
    const name = headFunctionName(f);
    const text = sources.get(name);
    if (text === undefined)
      throw new Error(`${HEAD_FUNCTIONS_DIR}: no file exports ${name}, which HEAD_FUNCTIONS names`);
    return text;
  };
  const { code } = minify_sync(scripts.map((s) => boundCall(s, source)).join('\n'), {
    ecma: 5,
    compress: { passes: 5, pure_getters: true, reduce_funcs: false },
    mangle: true,
    format: { inline_script: true, comments: false },
  });
  if (code === undefined) throw new Error('terser gave no code for the head scripts');
  return code;
}

export interface ScriptSwap {
  /** how each readable head script the server wrote starts: its tag and HEAD_SCRIPT_MARK */
  readable: string;
  /** the one tag that replaces the run of them */
  minified: string;
}

export const scriptSwap = (
  scripts: readonly HeadScript[],
  sources?: ReadonlyMap<string, string>,
): ScriptSwap => ({
  readable: `<script>${HEAD_SCRIPT_MARK}`,
  minified: scriptTags([compileHeadScripts(scripts, sources)]),
});

/** The swap of this site's head scripts (its locale's labels, as gatsby-ssr.tsx writes them). */
export const siteHeadScriptSwap = (): ScriptSwap => scriptSwap(siteHeadScripts(labelsFor(siteConfig.locale)));

const CLOSE = '</script>';

/**
 * The page with its run of readable head scripts (consecutive tags, each starting with
 * `swap.readable`) replaced by the minified one; unchanged when it has none.
 */
export const withMinifiedScripts = (html: string, swap: ScriptSwap): string => {
  const at = html.indexOf(swap.readable);
  if (at === -1) return html;
  let end = at;
  while (html.startsWith(swap.readable, end)) {
    const close = html.indexOf(CLOSE, end);
    if (close === -1) return html;
    end = close + CLOSE.length;
  }
  return html.slice(0, at) + swap.minified + html.slice(end);
};
