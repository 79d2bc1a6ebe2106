/**
 * Drops the CSS the site's markup can never use. Gatsby inlines the stylesheet into every page,
 * so every unused Bootstrap rule and custom property costs every page view (the target is at
 * most 12 KB gzipped).
 *
 * Which class names are in use comes from the sources that write them: the site's own code
 * (src/) and the react-bootstrap modules it imports. A class is kept when it appears there as a
 * word, or starts with a prefix that the code completes at run time (`cat-${key}` keeps every
 * `cat-…` class). Element, attribute and id selectors are never dropped: markdown and sponsored
 * HTML produce elements the sources never name.
 *
 * Custom properties are kept when a `var(--name)` in the remaining CSS or a source file refers
 * to them; the check repeats because one property often only feeds another.
 */
import fs from 'fs';
import path from 'path';
import type { AtRule, Container, Plugin, Root } from 'postcss';

export interface CssUsage {
  /** Every word (letters, digits, `_`, `-`) that occurs in the scanned sources. */
  readonly words: ReadonlySet<string>;
  /** Class prefixes completed at run time, e.g. `cat-` from `cat-${key}`. */
  readonly prefixes: readonly string[];
}

export interface PruneReport {
  selectorsRemoved: number;
  rulesRemoved: number;
  customPropertiesRemoved: number;
}

const WORD = /-?-?[A-Za-z_][\w-]*/g;
// a word ending in '-' right before a template substitution, or before `.concat(` (the
// compiled form of the same template literal)
const TEMPLATE_PREFIX = /([A-Za-z][\w-]*-)(?:\$\{|["']\.concat\()/g;

/** The words and template prefixes of some source texts. */
export function collectUsage(texts: Iterable<string>, extraPrefixes: readonly string[] = []): CssUsage {
  const words = new Set<string>();
  const prefixes = new Set<string>(extraPrefixes);
  for (const text of texts) {
    for (const m of text.matchAll(WORD)) words.add(m[0]);
    for (const m of text.matchAll(TEMPLATE_PREFIX)) prefixes.add(m[1]);
  }
  return { words, prefixes: [...prefixes].sort() };
}

/** Whether the markup can carry this class. */
function isClassUsed(name: string, usage: CssUsage): boolean {
  return usage.words.has(name) || usage.prefixes.some((p) => name.startsWith(p));
}

// functional pseudo-classes whose argument does not have to match for the selector to match
const NEGATING = /:not\((?:[^()]|\([^()]*\))*\)/g;
const LOGICAL = /:(?:is|where|has|matches)\(/;
const CLASS_IN_SELECTOR = /\.(-?[A-Za-z_][\w-]*)/g;

/** The class names a selector requires of the element (or its ancestors) to match. */
export function requiredClasses(selector: string): string[] | null {
  // selectors that combine alternatives are kept whole rather than reasoned about
  if (LOGICAL.test(selector)) return null;
  const withoutAttributes = selector.replace(/\[[^\]]*\]/g, '[]').replace(NEGATING, '');
  return [...withoutAttributes.matchAll(CLASS_IN_SELECTOR)].map((m) => m[1]);
}

/** Whether a selector can match markup written by the scanned sources. */
export function isSelectorUsed(selector: string, usage: CssUsage): boolean {
  const classes = requiredClasses(selector);
  return classes === null || classes.every((c) => isClassUsed(c, usage));
}

const inKeyframes = (node: { parent?: Container | undefined }): boolean => {
  for (let p = node.parent; p; p = (p as { parent?: Container }).parent)
    if (p.type === 'atrule' && /keyframes$/i.test((p as AtRule).name)) return true;
  return false;
};

function removeEmptyAtRules(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        removed = true;
      }
    });
  }
}

function pruneCustomProperties(root: Root, usage: CssUsage): number {
  let total = 0;
  for (;;) {
    const referenced = new Set<string>();
    root.walkDecls((d) => {
      for (const m of d.value.matchAll(/var\(\s*(--[\w-]+)/g)) referenced.add(m[1]);
    });
    let removed = 0;
    root.walkDecls((d) => {
      if (d.prop.startsWith('--') && !referenced.has(d.prop) && !usage.words.has(d.prop)) {
        d.remove();
        removed += 1;
      }
    });
    total += removed;
    if (removed === 0) return total;
  }
}

/** Removes, in place, the rules and custom properties the usage cannot reach. */
export function pruneCss(root: Root, usage: CssUsage): PruneReport {
  const report: PruneReport = { selectorsRemoved: 0, rulesRemoved: 0, customPropertiesRemoved: 0 };
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept = rule.selectors.filter((s) => isSelectorUsed(s, usage));
    report.selectorsRemoved += rule.selectors.length - kept.length;
    if (kept.length === 0) {
      rule.remove();
      report.rulesRemoved += 1;
    } else if (kept.length < rule.selectors.length) {
      rule.selectors = kept;
    }
  });
  report.customPropertiesRemoved = pruneCustomProperties(root, usage);
  root.walkRules((rule) => {
    if (!inKeyframes(rule) && rule.nodes.length === 0) rule.remove();
  });
  removeEmptyAtRules(root);
  return report;
}

/** The files under `dir` (recursively) whose names end with one of `extensions`. */
function listSourceFiles(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSourceFiles(full, extensions));
    else if (extensions.some((e) => entry.name.endsWith(e))) out.push(full);
  }
  return out.sort();
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

export interface SiteCssUsageOptions {
  /** Project root (the folder with src/ and node_modules/). */
  root: string;
}

// react-bootstrap builds these classes from its bsPrefix at run time (`${prefix}-menu`, `${prefix}-end`)
const REACT_BOOTSTRAP_PREFIXES = ['dropdown-', 'popover-', 'bs-popover-'];

/** Where the site's class names come from: src/ and the react-bootstrap modules src/ imports. */
export function siteCssSources({ root }: SiteCssUsageOptions): string[] {
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

/**
 * PostCSS plugin: prunes with the usage of the site's sources as they are at this compilation,
 * and declares those sources as dependencies, so that webpack's persistent cache recompiles the
 * stylesheet when a component starts using a class (not only when a .scss file changes).
 */
export function cssPrunePlugin(options: SiteCssUsageOptions): Plugin {
  return {
    postcssPlugin: 'site-css-prune',
    OnceExit(root, { result }) {
      const sources = siteCssSources(options);
      const usage = collectUsage(
        sources.map((f) => fs.readFileSync(f, 'utf8')),
        REACT_BOOTSTRAP_PREFIXES,
      );
      pruneCss(root, usage);
      const parent = root.source?.input.file;
      for (const file of sources)
        result.messages.push({ type: 'dependency', plugin: 'site-css-prune', file, parent });
      result.messages.push({
        type: 'dir-dependency',
        plugin: 'site-css-prune',
        dir: path.join(options.root, 'src'),
        parent,
      });
    },
  };
}
