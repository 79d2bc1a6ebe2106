/**
 * V8's explicit compile hint on the browser bundles that run at once on every page. V8 compiles a
 * function lazily, on the main thread, the first time it is called, unless the script asks for
 * eager compilation; then the whole file is compiled on a background thread while it streams in.
 * The page's startup calls most of these files' functions (React DOM's hydration, Gatsby's
 * runtime, the page frame), so their lazy compiles were the largest part of the startup's long
 * tasks: 130-150 ms of function parsing and 80-90 ms of bytecode compiling on the main thread at
 * 4× CPU slowdown, 11-14 and 6-12 ms with the hint (docs/performance.md). Chromium 136+ reads
 * the hint; other engines see a comment.
 *
 * The comment must come first in the file, so the plugin adds it after minification (which drops
 * comments) and before webpack computes the files' content hashes and source maps.
 */

/** V8's magic comment: compile every function of this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The files that get it: the webpack runtime, the framework chunk (React) and the app chunk. */
export const wantsCompileHint = (file: string): boolean =>
  /^(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(file);

/** The parts of webpack's compiler the plugin uses (webpack is Gatsby's, reached through it). */
interface Compilation {
  hooks: {
    processAssets: {
      tap(options: { name: string; stage: number }, run: (assets: Record<string, unknown>) => void): void;
    };
  };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}
interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { ConcatSource: new (...parts: unknown[]) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

const NAME = 'CompileHintPlugin';

/** Webpack plugin: prepends COMPILE_HINT to every file `wantsCompileHint` names. */
export class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // just after the minifier (same stage), before the content hashes and source maps
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets))
            if (wantsCompileHint(file))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        },
      );
    });
  }
}
