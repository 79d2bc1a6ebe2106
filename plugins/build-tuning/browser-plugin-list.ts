/**
 * Gatsby's list of the plugins with browser code (`.cache/api-runner-browser-plugins.js`, written
 * at bootstrap), without the plugins whose browser module the build empties
 * (webpack-tuning.ts, and the site's in src/node/webpack.ts). Gatsby's runner skips a plugin that exports nothing, so such an entry
 * does nothing in the browser, but its options (gatsby-plugin-manifest's name, description and
 * colours; gatsby-remark-images' settings) still rode in app.js on every page: about 400 gzipped
 * bytes.
 */
import fs from 'fs';
import path from 'path';

/** The name of Gatsby's list. */
const LIST_NAME = 'api-runner-browser-plugins.js';

/** Where Gatsby writes the list, and where the build's version of it goes (beside it). */
export const browserPluginListFile = (root: string): string => path.join(root, '.cache', LIST_NAME);
export const usedBrowserPluginListFile = (root: string): string =>
  path.join(root, '.cache/api-runner-browser-plugins-used.js');

interface Entry {
  plugin: { required: string };
  options: unknown;
}

/**
 * The list's source without the entries whose module (a path relative to `dir`, the list's
 * folder) is one of `emptied` (absolute paths). Gatsby's file is evaluated with a `require` that
 * records the path instead of loading it, and written back in the same form.
 */
export function withoutEmptiedPlugins(source: string, dir: string, emptied: string[]): string {
  const module = { exports: [] as Entry[] };
  const record = (required: string): Entry['plugin'] => ({ required });
  new Function('module', 'require', source)(module, record);
  if (!Array.isArray(module.exports))
    throw new Error(`${path.join(dir, LIST_NAME)}: expected Gatsby's list of plugins`);
  const kept = module.exports.filter((e) => !emptied.includes(path.resolve(dir, e.plugin.required)));
  const entries = kept.map(
    (e) =>
      `  {\n    plugin: require(${JSON.stringify(e.plugin.required)}),\n    options: ${JSON.stringify(e.options)},\n  },\n`,
  );
  return `// ${LIST_NAME} without the plugins whose browser module the build empties (plugins/build-tuning/browser-plugin-list.ts)\nmodule.exports = [\n${entries.join('')}];\n`;
}

/**
 * Writes the build's list; returns the webpack aliases that put it in place of Gatsby's (Gatsby's
 * runner requires it without the extension, and webpack matches an alias on the request's path).
 */
export function writeUsedBrowserPluginList(root: string, emptied: string[]): Record<string, string> {
  const from = browserPluginListFile(root);
  const to = usedBrowserPluginListFile(root);
  fs.writeFileSync(to, withoutEmptiedPlugins(fs.readFileSync(from, 'utf8'), path.dirname(from), emptied));
  return { [from]: to, [from.replace(/\.js$/, '')]: to };
}
