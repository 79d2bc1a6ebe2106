/**
 * The bundles every page runs at once carry V8's compile hint as their first line, so Chromium
 * compiles them on a background thread while they stream in instead of function by function on
 * the main thread (plugins/build-tuning/compile-hints.ts); the other scripts do not. And app.js carries no
 * options of a plugin whose browser module the build empties (plugins/build-tuning/browser-plugin-list.ts).
 */
import fs from 'fs';
import path from 'path';
import { COMPILE_HINT, wantsCompileHint } from '../../plugins/build-tuning/compile-hints';
import { currentScripts, publicDir } from './helpers';

const scripts = currentScripts();
const read = (file: string): string => fs.readFileSync(path.join(publicDir, file), 'utf8');

describe('compile hints', () => {
  it('open the webpack runtime, the framework and the app bundle of this build', () => {
    const hinted = scripts.filter(wantsCompileHint);
    expect(hinted.map((f) => f.replace(/-[0-9a-f]+\.js$/, '')).sort()).toEqual([
      'app',
      'framework',
      'webpack-runtime',
    ]);
    for (const file of hinted) expect(read(file).startsWith(COMPILE_HINT)).toBe(true);
  });

  it('are in no other script', () => {
    const others = scripts.filter((f) => !wantsCompileHint(f) && read(f).includes(COMPILE_HINT.trim()));
    expect(others).toEqual([]);
  });
});

describe('the browser plugin list in app.js', () => {
  it('has no options of gatsby-plugin-manifest or gatsby-remark-images', () => {
    const app = read(scripts.find((f) => f.startsWith('app-')) as string);
    expect(app).toContain('webpackChunk');
    for (const option of ['short_name', 'theme_color_in_head', 'showCaptions', 'withAvif'])
      expect(app).not.toContain(option);
  });
});
