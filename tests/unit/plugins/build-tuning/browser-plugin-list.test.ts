/**
 * Gatsby's list of browser plugins without the ones whose browser module the build empties
 * (plugins/build-tuning/browser-plugin-list.ts): their options no longer ride in app.js.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  browserPluginListFile,
  usedBrowserPluginListFile,
  withoutEmptiedPlugins,
  writeUsedBrowserPluginList,
} from '../../../../plugins/build-tuning/browser-plugin-list';

const root = '/site';
const dir = path.join(root, '.cache');
const manifest = path.join(root, 'node_modules/gatsby-plugin-manifest/gatsby-browser.js');

/** The list as Gatsby writes it (gatsby/dist/services/initialize.js). */
const gatsbyList = `module.exports = [{
      plugin: require('../node_modules/gatsby-plugin-manifest/gatsby-browser.js'),
      options: {"plugins":[],"name":"BloxGuide","description":"Guides, tips \\"and\\" stories"},
    },{
      plugin: require('../node_modules/gatsby-plugin-offline/gatsby-browser.js'),
      options: {"plugins":[],"workboxConfig":{"runtimeCaching":[{"urlPattern":{},"handler":"CacheFirst"}]}},
    },{
      plugin: require('../gatsby-browser.tsx'),
      options: {"plugins":[]},
    }]
`;

/** What a list's source gives Gatsby's runner: the required paths and the options, in order. */
function entries(source: string): { required: string; options: unknown }[] {
  const module = { exports: [] as { plugin: string; options: unknown }[] };
  new Function('module', 'require', source)(module, (p: string) => p);
  return module.exports.map((e) => ({ required: e.plugin, options: e.options }));
}

describe('withoutEmptiedPlugins', () => {
  it('drops the emptied plugins and keeps the others, in order, with their options', () => {
    const out = withoutEmptiedPlugins(gatsbyList, dir, [manifest]);
    expect(entries(out)).toEqual([entries(gatsbyList)[1], entries(gatsbyList)[2]]);
    expect(out).not.toContain('BloxGuide');
  });

  it('keeps the whole list when nothing is emptied', () => {
    expect(entries(withoutEmptiedPlugins(gatsbyList, dir, []))).toEqual(entries(gatsbyList));
  });

  it('names the file when it is not the list it expects', () => {
    expect(() => withoutEmptiedPlugins('module.exports = {}', dir, [])).toThrow(
      'api-runner-browser-plugins.js',
    );
  });
});

describe('writeUsedBrowserPluginList', () => {
  it("writes the build's list beside Gatsby's and aliases Gatsby's (with and without .js) to it", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-list-'));
    try {
      fs.mkdirSync(path.join(tmp, '.cache'));
      fs.writeFileSync(browserPluginListFile(tmp), gatsbyList);
      const alias = writeUsedBrowserPluginList(tmp, [
        path.join(tmp, 'node_modules/gatsby-plugin-manifest/gatsby-browser.js'),
      ]);
      const used = usedBrowserPluginListFile(tmp);
      expect(alias).toEqual({
        [browserPluginListFile(tmp)]: used,
        [browserPluginListFile(tmp).replace(/\.js$/, '')]: used,
      });
      expect(entries(fs.readFileSync(used, 'utf8')).map((e) => e.required)).toEqual([
        '../node_modules/gatsby-plugin-offline/gatsby-browser.js',
        '../gatsby-browser.tsx',
      ]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
