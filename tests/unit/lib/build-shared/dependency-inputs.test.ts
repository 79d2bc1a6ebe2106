/**
 * What the build is made with (lib/build-shared/inputs.ts), the inputs of the build's
 * record (src/node/build-inputs.ts) and of webpack's cache fingerprint
 * (tests/unit/plugins/build-tuning/fingerprint-dependencies.test.ts).
 */
import fs from 'fs';
import path from 'path';
import { buildDependencyInputs } from '../../../../lib/build-shared/inputs';
import { freshBuildInputsSiteEachTest } from '../../../support/build-inputs-site';

const site = freshBuildInputsSiteEachTest();
const { ownNodeModules } = site;

const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

describe('the inputs', () => {
  beforeEach(() => ownNodeModules('{"lockfileVersion":3,"packages":{}}\n'));

  it("covers npm's installed tree, the lockfile, every patch (not the patches' README), the compiled gatsby files, the local plugins and the settings", () => {
    expect(Object.keys(buildDependencyInputs(site.root(), env))).toEqual([
      'node_modules/.package-lock.json',
      'package-lock.json',
      'patches/gatsby+5.16.1.patch',
      'patches/micromark+2.11.4.patch',
      '.cache/compiled/gatsby-config.js',
      '.cache/compiled/gatsby-node.js',
      'plugins/local-plugin/index.js',
      'plugins/local-plugin/package.json',
      'node',
      'NODE_ENV',
      'BUILD_SOURCE_MAPS',
    ]);
    expect(buildDependencyInputs(site.root(), env)['node']).toBe(process.version);
  });

  it('names a missing file as missing, and a site without patches or plugins still has one', () => {
    fs.rmSync(path.join(site.root(), 'patches'), { recursive: true });
    fs.rmSync(path.join(site.root(), 'plugins'), { recursive: true });
    fs.rmSync(path.join(site.root(), '.cache/compiled/gatsby-node.js'));
    const inputs = buildDependencyInputs(site.root(), env);
    expect(inputs['.cache/compiled/gatsby-node.js']).toBe('missing');
    expect(Object.keys(inputs).filter((k) => k.startsWith('patches') || k.startsWith('plugins'))).toEqual([]);
  });
});
