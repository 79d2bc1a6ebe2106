/**
 * What the production build leaves out of the browser bundles, in one list and one switch, read
 * by the site's webpack adjustments (src/node/webpack.ts), the build tuning's
 * (plugins/build-tuning/webpack-tuning.ts) and the inputs of webpack's caches (./inputs.ts).
 */
import fs from 'fs';
import path from 'path';

/**
 * Source maps of the browser bundles are written only when this is "1" with the build tuning
 * (docs/performance.md, "What each technique buys"); without it Gatsby writes them always.
 */
export const SOURCE_MAPS_ENV = 'BUILD_SOURCE_MAPS';

/** Whether a production build writes public/*.js.map: only when asked for. */
export const wantsSourceMaps = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env[SOURCE_MAPS_ENV] === '1';

/** Who empties a module: the site (a page needs it gone) or the build tuning (bytes only). */
export type EmptiedBy = 'site' | 'tuning';

/**
 * Plugin browser modules that are replaced by empty modules in the production browser build
 * (Gatsby's plugin runner skips a plugin that exports no handler), relative to the site:
 * - gatsby-remark-images' (the site): its onRouteUpdate hides every body picture until it has
 *   loaded and then fades it in over 0.5 s. With `disableBgImage` there is no placeholder to fade
 *   from, so the pictures appear as they load, like the cover and the card thumbnails (the
 *   reserved box still keeps the layout from shifting).
 * - Gatsby's internal Partytown plugin (the tuning): its onInitialClientRender returns at once
 *   outside `gatsby develop` (production pages get the Partytown snippet from server rendering),
 *   yet it pulls in gatsby-script and the snippet code. (A module of Gatsby's internals: when a
 *   Gatsby release moves it, it is left out.)
 * - gatsby-plugin-manifest's (the tuning): its onRouteUpdate only swaps the manifest link of
 *   localised manifests, which the site does not have (its body is compiled away, its imports are not).
 */
const EMPTIED: readonly { file: string; by: EmptiedBy }[] = [
  { file: 'node_modules/gatsby-remark-images/gatsby-browser.js', by: 'site' },
  { file: 'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js', by: 'tuning' },
  { file: 'node_modules/gatsby-plugin-manifest/gatsby-browser.js', by: 'tuning' },
];

/** The emptied modules of the site at `root` (those `by` empties, or all), absolute, that exist. */
export const emptiedBrowserModules = (root: string, by?: EmptiedBy): string[] =>
  EMPTIED.filter((m) => by === undefined || m.by === by)
    .map((m) => path.join(root, m.file))
    .filter((file) => fs.existsSync(file));
