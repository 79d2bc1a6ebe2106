/**
 * webpack's compilation hash without the stylesheet's child compilation. Gatsby's
 * mini-css-extract-plugin (1.x) compiles the stylesheet in a child compilation, and webpack folds
 * every child compilation's hash into the browser compilation's hash; but a build that takes the
 * stylesheet from webpack's persistent cache runs no child compilation, so its hash differed from
 * the cold build's with the same bundles. The hash is in the scripts slice of every page, and
 * Gatsby re-stitches, and the policy step re-reads, every page when it changes: the first rebuild
 * after a cold build paid for all pages. The stylesheet still counts: its text is the extracted
 * CSS module's, whose hash is in the compilation's, cold or cached.
 *
 * The plugin's `experimentalUseImportModule` (no child compilation at all) gave the same hash but
 * is left alone: builds with it can wait forever (webpack/mini-css-extract-plugin#886, open), and
 * one CI run did hang in the first fixture build after it was turned on.
 */

/** The child compilations mini-css-extract-plugin makes: `mini-css-extract-plugin <request>`. */
const isStylesheetChild = (name: string | undefined): boolean =>
  (name ?? '').startsWith('mini-css-extract-plugin ');

/** The parts of webpack's compiler the plugin uses (webpack is Gatsby's, reached through it). */
interface Compilation {
  children: { name?: string }[];
  hooks: {
    beforeHash: { tap(name: string, run: () => void): void };
    afterHash: { tap(name: string, run: () => void): void };
  };
}
interface Compiler {
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

const NAME = 'StylesheetOutOfHashPlugin';

/** Keeps the stylesheet's child compilations out of the compilation hash (see above). */
export class StylesheetOutOfHashPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let all: Compilation['children'] = [];
      compilation.hooks.beforeHash.tap(NAME, () => {
        all = compilation.children;
        compilation.children = all.filter((child) => !isStylesheetChild(child.name));
      });
      // the children are back for everything after hashing (stats, summaries)
      compilation.hooks.afterHash.tap(NAME, () => {
        const added = compilation.children.filter((child) => !all.includes(child));
        compilation.children = [...all, ...added];
      });
    });
  }
}
