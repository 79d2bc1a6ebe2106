/**
 * The one list of emptied browser modules and the one source-map switch
 * (lib/build-shared/browser-bundles.ts), which the site's webpack adjustments, the build tuning's
 * and the inputs of webpack's caches read.
 */
import path from 'path';
import {
  emptiedBrowserModules,
  SOURCE_MAPS_ENV,
  wantsSourceMaps,
} from '../../../../lib/build-shared/browser-bundles';
import { buildDependencyInputs } from '../../../../lib/build-shared/inputs';
import { repoRoot } from '../../../support/paths';

const relative = (files: string[]): string[] => files.map((f) => path.relative(repoRoot, f));

test('lists each emptied module once, by who empties it, where it is installed', () => {
  expect(relative(emptiedBrowserModules(repoRoot, 'site'))).toEqual([
    'node_modules/gatsby-remark-images/gatsby-browser.js',
  ]);
  expect(relative(emptiedBrowserModules(repoRoot, 'tuning'))).toEqual([
    'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
    'node_modules/gatsby-plugin-manifest/gatsby-browser.js',
  ]);
  expect(emptiedBrowserModules(repoRoot).sort()).toEqual(
    [...emptiedBrowserModules(repoRoot, 'site'), ...emptiedBrowserModules(repoRoot, 'tuning')].sort(),
  );
  // a module that is not installed (a Gatsby release that moved it) is left out
  expect(emptiedBrowserModules(path.join(repoRoot, 'no-such-site'))).toEqual([]);
});

test('writes source maps only when asked for, and a change of the switch is an input of the caches', () => {
  expect(SOURCE_MAPS_ENV).toBe('BUILD_SOURCE_MAPS');
  expect([undefined, '', '0', 'true', '1'].map((v) => wantsSourceMaps({ [SOURCE_MAPS_ENV]: v }))).toEqual([
    false,
    false,
    false,
    false,
    true,
  ]);
  const inputs = (value: string): Record<string, string> =>
    buildDependencyInputs(path.join(repoRoot, 'no-such-site'), { [SOURCE_MAPS_ENV]: value });
  expect(inputs('1')[SOURCE_MAPS_ENV]).toBe('1');
  expect(inputs('')).not.toEqual(inputs('1'));
});
