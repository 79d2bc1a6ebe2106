/**
 * Drops the CSS the site's markup can never use. Gatsby inlines the stylesheet into every page,
 * so every unused Bootstrap rule and custom property costs every page view (the target is at
 * most 12 KB gzipped). PurgeCSS does the pruning; this file says what the markup is made from:
 *
 * - content: the site's own code (src/) and the react-bootstrap modules it imports;
 * - classes the code completes at run time (`cat-${key}`, react-bootstrap's `${prefix}-menu`),
 *   and classes only generated HTML carries (code blocks from markdown, highlighted code);
 * - element, attribute and id selectors always count as used: markdown and sponsored HTML
 *   produce elements and attributes the sources never name;
 * - custom properties stay while a kept rule or a source file refers to them;
 * - except for the elements of NEVER_RENDERED_ELEMENTS, which no page can contain.
 */
import fs from 'fs';
import path from 'path';
import purgeCssPlugin, { ExtractorResultDetailed, UserDefinedOptions } from '@fullhuman/postcss-purgecss';
import type { Plugin, Root } from 'postcss';
import { filesUnder } from '../files/walk';

// react-bootstrap builds these classes from its bsPrefix at run time (`${prefix}-menu`, `${prefix}-end`)
const REACT_BOOTSTRAP_PREFIXES = ['dropdown-', 'popover-', 'bs-popover-'];

// Prism's token classes (`.token.keyword`), for highlighted code blocks
const PRISM_TOKENS = [
  'token',
  ...['comment', 'prolog', 'doctype', 'cdata', 'punctuation', 'namespace', 'property', 'tag'],
  ...['boolean', 'number', 'constant', 'symbol', 'deleted', 'selector', 'attr-name', 'string'],
  ...['char', 'builtin', 'inserted', 'operator', 'entity', 'url', 'variable', 'atrule'],
  ...['attr-value', 'function', 'class-name', 'keyword', 'regex', 'important', 'bold', 'italic'],
];

/**
 * Classes kept with every selector they appear in: `cat-*` (one per category key, written as
 * `cat-${key}`), markdown's `language-*` on code blocks, and Prism's tokens.
 */
export const GREEDY_SAFELIST: readonly RegExp[] = [
  /^cat-/,
  /^language-/,
  new RegExp(`^(${PRISM_TOKENS.join('|')})$`),
];

// a word ending in '-' right before a template substitution, or before `.concat(` (the
// compiled form of the same template literal)
const TEMPLATE_PREFIX = /([A-Za-z][\w-]*-)(?:\$\{|["']\.concat\()/g;

/** The class prefixes that source texts complete at run time (`author-avatar-` from `author-avatar-${size}`). */
export function templatePrefixes(texts: Iterable<string>): string[] {
  const prefixes = new Set<string>(REACT_BOOTSTRAP_PREFIXES);
  for (const text of texts) for (const m of text.matchAll(TEMPLATE_PREFIX)) prefixes.add(m[1]);
  return [...prefixes].sort();
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every element, id and attribute a stylesheet's selectors name, as PurgeCSS extractor output:
 * given as content, they make PurgeCSS judge selectors by their classes alone.
 */
export function nonClassSelectors(css: Root): ExtractorResultDetailed {
  const tags = new Set<string>();
  const ids = new Set<string>();
  const names = new Set<string>();
  const values = new Set<string>();
  css.walkRules((rule) => {
    const attributeFree = rule.selector.replace(
      /\[\s*([\w-]+)\s*(?:[~|^$*]?=\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]+))\s*[is]?\s*)?\]/g,
      (_m, name: string, dq?: string, sq?: string, bare?: string) => {
        names.add(name);
        const value = dq ?? sq ?? bare;
        if (value !== undefined) values.add(value);
        return ' ';
      },
    );
    for (const m of attributeFree.matchAll(/#(-?[A-Za-z_][\w-]*)/g)) ids.add(m[1]);
    for (const m of attributeFree.matchAll(/(?:^|[\s>+~,(])([A-Za-z][\w-]*)/g)) tags.add(m[1]);
  });
  return {
    tags: [...tags],
    ids: [...ids],
    attributes: { names: [...names], values: [...values] },
    classes: [],
    undetermined: [],
  };
}

/** The files under `dir` (recursively) whose names end with one of `extensions`. */
function listSourceFiles(dir: string, extensions: readonly string[]): string[] {
  return filesUnder(dir)
    .filter((f) => extensions.some((e) => f.endsWith(e)))
    .map((f) => path.join(dir, f));
}

/** The module files an entry file of an ES-module package imports, transitively (relative imports only). */
export function moduleClosure(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), m[1]);
      visit(target.endsWith('.js') ? target : `${target}.js`);
    }
  };
  entries.forEach(visit);
  return [...seen].sort();
}

export interface SiteCssOptions {
  /** Project root (the folder with src/ and node_modules/). */
  root: string;
}

/** Where the site's class names come from: src/ and the react-bootstrap modules src/ imports. */
export function siteCssSources({ root }: SiteCssOptions): string[] {
  const own = listSourceFiles(path.join(root, 'src'), ['.ts', '.tsx', '.js']);
  const esm = path.join(root, 'node_modules/react-bootstrap/esm');
  const entries = new Set<string>();
  for (const file of own) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/['"]react-bootstrap\/([A-Za-z]+)['"]/g))
      entries.add(path.join(esm, `${m[1]}.js`));
  }
  return [...own, ...moduleClosure([...entries])];
}

const NON_CLASS = 'non-class-selectors';

/**
 * Elements no page can contain: the site has no forms, and neither the article allow-list
 * (src/domain/html/allow-list.ts) nor the sponsored one (src/domain/sponsored/sanitizer.ts) lets
 * them through. Their selectors go even though element selectors otherwise count as used. The
 * reason is Bootstrap's `legend + *`: a sibling rule whose subject is every element makes
 * Chromium restyle a whole container each time a child is added to it (measured in a trace: the
 * search panel restyled all its rows for every step of rows added, 943 elements instead of 126).
 */
export const NEVER_RENDERED_ELEMENTS: readonly string[] = ['legend'];

const NEVER_RENDERED = new RegExp(`(?:^|[\\s>+~,(])(?:${NEVER_RENDERED_ELEMENTS.join('|')})(?![\\w-])`);

/** Drops every selector that names an element of NEVER_RENDERED_ELEMENTS, and a rule left without any. */
function dropNeverRendered(css: Root): void {
  css.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => !NEVER_RENDERED.test(s));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
}

/** The PurgeCSS options for a stylesheet (`css`) and the source files its markup comes from. */
export function purgeOptions(css: Root, sources: readonly string[]): UserDefinedOptions {
  const texts = sources.map((f) => fs.readFileSync(f, 'utf8'));
  const kept = nonClassSelectors(css);
  return {
    content: [...sources, { raw: '', extension: NON_CLASS }],
    extractors: [{ extensions: [NON_CLASS], extractor: () => kept }],
    safelist: {
      standard: templatePrefixes(texts).map((p) => new RegExp(`^${escapeRegExp(p)}`)),
      greedy: [...GREEDY_SAFELIST],
      // a custom property a component sets or reads (`style={{ '--avatar-hue': … }}`)
      variables: [...new Set(texts.flatMap((t) => t.match(/--[A-Za-z][\w-]*/g) ?? []))],
    },
    variables: true,
  };
}

/**
 * PostCSS plugin: PurgeCSS with the site's sources as they are at this compilation. It declares
 * those sources as dependencies, so that webpack's persistent cache recompiles the stylesheet
 * when a component starts using a class (not only when a .scss file changes).
 */
export function cssPrunePlugin(options: SiteCssOptions): Plugin {
  return {
    postcssPlugin: 'site-css-prune',
    async OnceExit(css, helpers) {
      const sources = siteCssSources(options);
      const purge = purgeCssPlugin(purgeOptions(css, sources)) as Plugin;
      await purge.OnceExit?.(css, helpers);
      dropNeverRendered(css);
      const parent = css.source?.input.file;
      for (const file of sources)
        helpers.result.messages.push({ type: 'dependency', plugin: 'site-css-prune', file, parent });
      helpers.result.messages.push({
        type: 'dir-dependency',
        plugin: 'site-css-prune',
        dir: path.join(options.root, 'src'),
        parent,
      });
    },
  };
}
