/**
 * The head scripts' compile step (src/node/post-build/minify-head-scripts.ts): each function of
 * src/domain/frame/head/ compiled from its file to ES5, the calls minified into one script, and
 * the run of readable tags in a page swapped for it. What the scripts do is tested in
 * tests/unit/domain/frame/ (both forms) and on the built site.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { minify_sync, type MinifyOptions } from 'terser';
import {
  HEAD_FUNCTIONS,
  HEAD_SCRIPT_MARK,
  headScripts,
  inlineScript,
  scriptTags,
  siteHeadScripts,
  themeBootScript,
} from '../../../../src/domain/frame/head-scripts';
import { labelsFor } from '../../../../src/domain/locales/labels';
import {
  compileHeadScripts,
  headFunctionSources,
  scriptSwap,
  withMinifiedScripts,
} from '../../../../src/node/post-build/minify-head-scripts';
import { repoRoot } from '../../../support/paths';

const sources = headFunctionSources(path.join(repoRoot, 'src/domain/frame/head'));
const site = compileHeadScripts(siteHeadScripts(labelsFor('en')), sources);

/** terser's syntax tree of a script (its `ast` output, which terser's types do not list). */
const astOf = (code: string): unknown =>
  (
    minify_sync(code, {
      compress: false,
      mangle: false,
      format: { ast: true, code: false },
    } as MinifyOptions) as {
      ast?: unknown;
    }
  ).ast;

/** The kinds of syntax node (terser's names) in a script. */
function syntaxOf(code: string): Set<string> {
  const ast = astOf(code);
  const kinds = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const { TYPE } = node as { TYPE?: unknown };
    if (typeof TYPE === 'string') kinds.add(TYPE);
    for (const [key, value] of Object.entries(node)) if (key !== 'start' && key !== 'end') walk(value);
  };
  walk(ast);
  return kinds;
}

/** Syntax newer than ES5, as terser names it. */
const AFTER_ES5 = [
  'Arrow',
  'Let',
  'Const',
  'TemplateString',
  'Destructuring',
  'Expansion',
  'DefClass',
  'ClassExpression',
  'DefaultAssign',
  'ConciseMethod',
  'ForOf',
  'Await',
  'Yield',
  'NewTarget',
];

describe("the head scripts' functions", () => {
  it('are one a file, each named in HEAD_FUNCTIONS under its own name', () => {
    expect([...sources.keys()].sort()).toEqual(Object.keys(HEAD_FUNCTIONS).sort());
  });

  it('are compiled from their files, not from what a toolchain made of them', () => {
    expect(sources.get('bootTheme')).toMatch(/^function bootTheme\(d\) \{/);
    expect(sources.get('bootTheme')).not.toMatch(/\blet\b|\bconst\b|=>/);
  });
});

describe("the site's compiled head script", () => {
  it('is ES5: nothing the oldest browsers of the list cannot parse, and no helper', () => {
    const kinds = syntaxOf(site);
    expect(AFTER_ES5.filter((kind) => kinds.has(kind))).toEqual([]);
    // one statement, the three calls in turn: nothing else at the top
    expect((astOf(site) as { body: { TYPE: string }[] }).body.map((s) => s.TYPE)).toEqual([
      'SimpleStatement',
    ]);
  });

  it('writes the data as constants and runs every script once, in order', () => {
    // no data property is looked up at run time (`key` and `prompt` are also the browser's)
    const dataKeys = siteHeadScripts(labelsFor('en')).flatMap((script) => Object.keys(script.data as object));
    for (const key of dataKeys.filter((k) => k !== 'key' && k !== 'prompt'))
      expect(site).not.toMatch(new RegExp(`\\.${key}(?![\\w-])`));
    const order = ['bloxguide-theme', '__bloxguideEarlyInput', 'gatsby-deferred-scripts'].map((s) =>
      site.indexOf(s),
    );
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
  });

  it('is the same text on every compile', () => {
    expect(compileHeadScripts(siteHeadScripts(labelsFor('en')), headFunctionSources())).toBe(site);
  });

  it('carries data that would close the script or break an old engine as escapes, in both forms', () => {
    const data = { key: '</script><script>alert(1)</script>\u2028', attribute: 'a', darkQuery: 'q' };
    const script = { ...themeBootScript(), data };
    for (const text of [inlineScript(script), compileHeadScripts([script], sources)]) {
      expect(text).not.toMatch(/<\/script/i);
      expect(text).not.toContain('\u2028');
    }
  });
});

describe('the compile step refuses what it cannot write into a page', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'head-functions-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['a value import', "import { x } from './x';\nexport function f(): number {\n  return x;\n}\n"],
    ['two functions', 'export function f(): void {}\nexport function g(): void {}\n'],
    ['no function', 'export const f = 1;\n'],
  ])('a file with %s, naming the file', (_case, text) => {
    fs.writeFileSync(path.join(dir, 'bad.ts'), text);
    expect(() => headFunctionSources(dir)).toThrow(/bad\.ts: a head script's file holds/);
  });

  it('a function that names `this`, `arguments` or itself, or is given the wrong number of arguments', () => {
    const withBoot = (text: string) => new Map([...sources, ['bootTheme', text]]);
    for (const body of ['this.x = d;', 'arguments[0];', 'bootTheme(d);'])
      expect(() =>
        compileHeadScripts([themeBootScript()], withBoot(`function bootTheme(d) {\n    ${body}\n}`)),
      ).toThrow(/bootTheme must be a plain function/);
    // what its comments say does not count
    expect(() =>
      compileHeadScripts([themeBootScript()], withBoot('function bootTheme(d) {\n    // this is fine\n}')),
    ).not.toThrow();
    expect(() => compileHeadScripts([themeBootScript()], withBoot('function bootTheme(d, e) {\n}'))).toThrow(
      /bootTheme takes 2 argument\(s\), its head script gives 1/,
    );
  });
});

describe('the swap in a page', () => {
  const readable = scriptTags(headScripts(labelsFor('en')));
  const swap = scriptSwap(siteHeadScripts(labelsFor('en')), sources);
  const page = (head: string) =>
    `<html><head><meta charset="utf-8">${head}<script>other()</script></head></html>`;

  it('replaces the run of readable head scripts, whatever compiled them, by the one compiled script', () => {
    expect(readable.split(`<script>${HEAD_SCRIPT_MARK}`)).toHaveLength(4);
    expect(withMinifiedScripts(page(readable), swap)).toBe(page(swap.minified));
    // a toolchain that wrote the functions differently: the same swap
    const other = scriptTags(headScripts(labelsFor('en')).map((s) => s.replace(/\s+/g, ' ')));
    expect(withMinifiedScripts(page(other), swap)).toBe(page(swap.minified));
  });

  it('leaves a page without them unchanged', () => {
    expect(withMinifiedScripts(page('<script>x()</script>'), swap)).toBe(page('<script>x()</script>'));
  });
});
