/**
 * What the service worker's own code (src/service-worker/offline-fallback.js) needs from the
 * build, written into public/sw.js in place of its marker:
 * - the offline page's texts in the build's locale (src/domain/locales/offline-page.ts);
 * - the script and style files of every page component (webpack's chunks, from
 *   webpack.stats.json), so that the worker keeps the files the first page ran on without the page
 *   telling it (no code added to the page);
 * - every other hashed script of the build (lazy chunks), which the worker keeps only when the
 *   browser already holds them in its HTTP cache (fetched by the page before the worker took
 *   control): never a download the reader did not make;
 * - the path prefixes it leaves to the network (src/domain/hosting/cache-policy.ts).
 */
import fs from 'fs';
import path from 'path';
import { HASHED_ASSET, SERVICE_WORKER_EXCLUDED_PATHS } from '../../domain/hosting/cache-policy';
import type { Locale } from '../../domain/locales/shapes';
import { OFFLINE_PAGE_TEXT, type OfflinePageText } from '../../domain/locales/offline-page';

/** The marker in offline-fallback.js that the build replaces (a valid expression on its own). */
export const OFFLINE_DATA_MARKER =
  '/* offline-worker-data */ { text: null, chunks: {}, scripts: [], excluded: [] }';

export interface OfflineWorkerData {
  text: OfflinePageText;
  /** page component (and `app`) → its files, as site paths */
  chunks: Record<string, string[]>;
  /** every hashed script and style of public/'s root, as site paths */
  scripts: string[];
  /** path prefixes the worker leaves to the network (SERVICE_WORKER_EXCLUDED_PATHS) */
  excluded: string[];
}

/**
 * A hashed file's place in the list with its content hash set aside (`app-0123….js` → `app.js`),
 * and every numbered chunk (`554-0123….js`) first, in one group: chunk numbers, like hashes, differ
 * between builds of the same pages (e.g. without the build tuning), so the list's order does not.
 */
const nameOrder = (file: string): string =>
  file.replace(/^\d+-[0-9a-f]{20}(\.(?:js|css))$/, '\u0000$1').replace(/-[0-9a-f]{20}(\.(?:js|css))$/, '$1');

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The data from a built public/ and the build's locale. */
export function offlineWorkerData(publicDir: string, locale: Locale): OfflineWorkerData {
  const statsFile = path.join(publicDir, 'webpack.stats.json');
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as {
    assetsByChunkName?: Record<string, string[]>;
  };
  if (!stats.assetsByChunkName)
    throw new Error(
      `${statsFile}: no assetsByChunkName (src/node/post-build/offline-worker-data.ts reads Gatsby's webpack stats)`,
    );
  const chunks = Object.fromEntries(
    Object.entries(stats.assetsByChunkName).map(([name, files]) => [
      name,
      files.filter((f) => HASHED_ASSET.test(f) && !f.endsWith('.map')).map((f) => `/${f}`),
    ]),
  );
  const scripts = fs
    .readdirSync(publicDir)
    .filter((f) => HASHED_ASSET.test(f) && /\.(?:js|css)$/.test(f))
    .sort((a, b) => byCodePoint(nameOrder(a), nameOrder(b)) || byCodePoint(a, b))
    .map((f) => `/${f}`);
  return { text: OFFLINE_PAGE_TEXT[locale], chunks, scripts, excluded: [...SERVICE_WORKER_EXCLUDED_PATHS] };
}

/** `sw` with the marker replaced by `data`; throws when sw.js has no marker (the appended script changed). */
export function withOfflineWorkerData(sw: string, data: OfflineWorkerData): string {
  if (!sw.includes(OFFLINE_DATA_MARKER))
    throw new Error(
      `sw.js: no "${OFFLINE_DATA_MARKER}" to replace; src/service-worker/offline-fallback.js must hold it (gatsby-plugin-offline appendScript)`,
    );
  // JSON is a JavaScript expression; "<" escaped keeps it inert anywhere
  return sw.replace(OFFLINE_DATA_MARKER, () => JSON.stringify(data).replace(/</g, '\\u003c'));
}

/**
 * Writes the data into public/sw.js (nothing to do without a service worker). gatsby-plugin-offline
 * writes sw.js afresh in every build, so the marker is always there to replace.
 */
export function writeOfflineWorkerData(publicDir: string, locale: Locale): boolean {
  const swFile = path.join(publicDir, 'sw.js');
  if (!fs.existsSync(swFile)) return false;
  const sw = fs.readFileSync(swFile, 'utf8');
  fs.writeFileSync(swFile, withOfflineWorkerData(sw, offlineWorkerData(publicDir, locale)));
  return true;
}
