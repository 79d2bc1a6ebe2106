/**
 * The site's own TypeScript compiled by swc instead of Babel in the production builds (the browser
 * bundles and the server renderer). Gatsby sends every file of src/ through Babel with its preset
 * and plugins; in a CPU profile of a cold build Babel was 10.5 s of the browser bundles and 4.6 s
 * of the renderer, most of it our TypeScript (docs/performance.md, "What each technique buys").
 * swc does the same job (TypeScript and JSX out, syntax lowered to the same browsers) in a
 * twentieth of the time.
 *
 * Babel stays for what only Gatsby's Babel plugins do right:
 * - a file that names `graphql`, a static query, a Slice or a StaticImage (Gatsby replaces page and
 *   static queries by their hashes, and reads slices and static images, in Babel);
 * - a page template (imported by Gatsby's async-requires, whose Babel pass drops `config` and
 *   `getServerData` from the browser bundle), and any request with a resource query;
 * - every file outside src/: gatsby-browser.tsx and gatsby-ssr.tsx, Gatsby's own runtime under
 *   .cache/, and the packages Gatsby compiles;
 * - `gatsby develop`, whose fast refresh is a Babel plugin.
 *
 * The swc options mirror babel-preset-gatsby's: the same browser list (Node's own version for the
 * renderer), loose transforms, core-js 3.0 polyfills by usage with Gatsby's exclusions (for the
 * site's code both inject none: tests/unit/plugins/build-tuning/swc-site-code.test.ts compiles every such file
 * with both and compares their imports), and React's automatic JSX runtime.
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';

/** Words in a source file that need one of Gatsby's Babel plugins. */
const GATSBY_BABEL_WORDS = /\b(?:graphql|useStaticQuery|StaticQuery|Slice|StaticImage)\b/;

/** A module request as webpack hands it to a rule's `use` function. */
export interface ModuleRequest {
  resource: string;
  resourceQuery?: string;
  issuer?: string;
}

/**
 * Whether swc compiles this module: a TypeScript file of the site's src/ that needs none of
 * Gatsby's Babel plugins (above). `read` gives a file's text; only such a file is read.
 */
export function compilesWithSwc(
  root: string,
  request: ModuleRequest,
  read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8'),
): boolean {
  const { resource, resourceQuery, issuer } = request;
  if (resourceQuery) return false;
  if (issuer !== undefined && /async-requires/.test(issuer)) return false;
  if (!resource.startsWith(path.join(root, 'src') + path.sep)) return false;
  if (!/\.tsx?$/.test(resource) || resource.endsWith('.d.ts')) return false;
  return !GATSBY_BABEL_WORDS.test(read(resource));
}

/** The webpack stages this applies to: Gatsby's production compilations. */
export type ProductionStage = 'build-javascript' | 'build-html';

/**
 * The site's browsers as Gatsby reads them (its own module, an internal), or null when the
 * installed Gatsby has no such module: then the browser bundles stay with Babel.
 */
export function gatsbyBrowsersList(root: string): string[] | null {
  const gatsbyRequire = createRequire(path.join(root, 'node_modules/gatsby/package.json'));
  try {
    const { getBrowsersList } = gatsbyRequire('gatsby/dist/utils/browserslist') as {
      getBrowsersList?: (directory: string) => string[];
    };
    return typeof getBrowsersList === 'function' ? getBrowsersList(root) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** What babel-preset-gatsby compiles for in `stage`: the site's browsers, or this Node. */
function targetsFor(root: string, stage: ProductionStage): string[] | Record<string, string> {
  if (stage === 'build-html') return { node: process.versions.node };
  const browsers = gatsbyBrowsersList(root);
  if (!browsers)
    throw new Error("plugins/build-tuning/swc-site-code.ts: Gatsby's list of browsers was not found");
  return browsers;
}

/** The core-js modules babel-preset-gatsby never adds (the legacy browsers' polyfills). */
function gatsbyPolyfillExclusions(root: string): string[] {
  const presetRequire = createRequire(path.join(root, 'node_modules/babel-preset-gatsby/package.json'));
  return (
    presetRequire('gatsby-legacy-polyfills/dist/exclude') as { CORE_JS_POLYFILL_EXCLUDE_LIST: string[] }
  ).CORE_JS_POLYFILL_EXCLUDE_LIST;
}

/** swc's options for `file` in `stage`, as babel-preset-gatsby has them (above). */
export function swcOptions(root: string, stage: ProductionStage, file: string): object {
  return {
    swcrc: false,
    configFile: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic', development: false } },
      loose: true,
    },
    env: {
      targets: targetsFor(root, stage),
      mode: 'usage',
      coreJs: '3.0',
      exclude: gatsbyPolyfillExclusions(root),
    },
  };
}

/** A webpack rule, as far as this module reads one. */
interface Rule {
  test?: unknown;
  use?: unknown;
}

type UseFunction = (request: ModuleRequest) => unknown;

/** Gatsby's rule for JavaScript and TypeScript: the one whose `use` picks its Babel loader per module. */
const isGatsbyScriptRule = (rule: Rule): rule is Rule & { use: UseFunction } =>
  typeof rule.use === 'function' && rule.test instanceof RegExp && rule.test.test('page.tsx');

/**
 * Gatsby's webpack rules with its script rule sending the modules `compilesWithSwc` picks to
 * swc-loader; every other module keeps Gatsby's Babel loader. Throws when Gatsby's rule is not
 * found (an upgrade changed its shape): the build would silently be back to Babel otherwise.
 * Without Gatsby's list of browsers (`gatsbyBrowsersList`) the browser bundles' rules stay as
 * they are.
 */
export function withSwcForSiteCode(
  root: string,
  stage: ProductionStage,
  rules: readonly unknown[],
): unknown[] {
  if (stage === 'build-javascript' && !gatsbyBrowsersList(root)) return [...rules];
  const loader = createRequire(path.join(root, 'package.json')).resolve('swc-loader');
  // `sync`: compiled in webpack's thread, not on swc's thread pool (about 15 MB less peak memory
  // in the main process at 1,000 articles, the same time)
  const loaderFor = (file: string) => ({ loader, options: { ...swcOptions(root, stage, file), sync: true } });
  const ts = [loaderFor('module.ts')];
  const tsx = [loaderFor('module.tsx')];
  let found = false;
  const out = rules.map((rule) => {
    if (!isGatsbyScriptRule(rule as Rule)) return rule;
    found = true;
    const gatsbyUse = (rule as { use: UseFunction }).use;
    const use: UseFunction = (request) =>
      !compilesWithSwc(root, request) ? gatsbyUse(request) : request.resource.endsWith('.tsx') ? tsx : ts;
    return { ...(rule as object), use };
  });
  if (!found)
    throw new Error(
      "plugins/build-tuning/swc-site-code.ts: Gatsby's webpack rule for scripts (a `use` function whose test matches .tsx) was not found; a Gatsby upgrade changed it, so update withSwcForSiteCode",
    );
  return out;
}

/**
 * Webpack plugin: `withSwcForSiteCode` over the compiler's final rules, when webpack applies its
 * plugins (before it compiles the rules). Gatsby runs this plugin's onCreateWebpackConfig before
 * gatsby-plugin-typescript's, which adds a Babel rule of its own for `.ts`/`.tsx` files: rewired
 * in the hook, the site's TypeScript went through Babel as well (lower syntax, larger bundles).
 */
export class SwcForSiteCode {
  constructor(
    private readonly root: string,
    private readonly stage: ProductionStage,
  ) {}

  apply(compiler: { options: { module: { rules: unknown[] } } }): void {
    const { module } = compiler.options;
    module.rules = withSwcForSiteCode(this.root, this.stage, module.rules);
  }
}
