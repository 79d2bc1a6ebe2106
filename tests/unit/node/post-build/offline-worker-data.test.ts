/**
 * What the build writes into sw.js for the worker's own code (src/node/post-build/offline-worker-data.ts):
 * the offline page's texts in the build's locale and the chunk lists, in place of the marker that
 * src/service-worker/offline-fallback.js holds; a sw.js without the marker fails the build.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import vm from 'vm';
import { LOCALES } from '../../../../src/domain/locales/shapes';
import { OFFLINE_PAGE_TEXT } from '../../../../src/domain/locales/offline-page';
import {
  OFFLINE_DATA_MARKER,
  offlineWorkerData,
  withOfflineWorkerData,
  writeOfflineWorkerData,
} from '../../../../src/node/post-build/offline-worker-data';

const appended = fs.readFileSync(
  path.join(__dirname, '../../../../src/service-worker/offline-fallback.js'),
  'utf8',
);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-data-'));
  fs.writeFileSync(
    path.join(dir, 'webpack.stats.json'),
    JSON.stringify({
      assetsByChunkName: {
        app: [
          'webpack-runtime-0123456789abcdef0123.js',
          'app-0123456789abcdef0123.js',
          'app-0123456789abcdef0123.js.map',
        ],
        'component---src-templates-article-tsx': [
          '4333787131e5906ca8a4486a37f2abc096507fda-17afe0d4d363308eacfb.js',
          'component---src-templates-article-tsx-02e3d263e86687d2568c.js',
        ],
      },
    }),
  );
  for (const f of [
    'app-0123456789abcdef0123.js',
    '322-9b447cdf14efd38d28d4.js',
    'styles.eaa9bb0686b63c6a6295.css',
    'sw.js',
    'idb-keyval-3.2.0-iife.min.js',
  ])
    fs.writeFileSync(path.join(dir, f), f === 'sw.js' ? `workbox.x();\n${appended}` : '');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('every locale has every text of the offline page', () => {
  for (const locale of LOCALES)
    for (const key of Object.keys(OFFLINE_PAGE_TEXT.en) as (keyof (typeof OFFLINE_PAGE_TEXT)['en'])[])
      expect(OFFLINE_PAGE_TEXT[locale][key].trim()).not.toBe('');
});

it('the appended worker script holds the marker the build replaces', () => {
  expect(appended).toContain(OFFLINE_DATA_MARKER);
});

it('reads the chunks of every page component (no source maps) and every hashed script of public/', () => {
  const data = offlineWorkerData(dir, 'ru');
  expect(data.text).toEqual(OFFLINE_PAGE_TEXT.ru);
  expect(data.chunks.app).toEqual([
    '/webpack-runtime-0123456789abcdef0123.js',
    '/app-0123456789abcdef0123.js',
  ]);
  expect(data.chunks['component---src-templates-article-tsx']).toHaveLength(2);
  expect(data.scripts).toEqual([
    '/322-9b447cdf14efd38d28d4.js',
    '/app-0123456789abcdef0123.js',
    '/styles.eaa9bb0686b63c6a6295.css',
  ]);
});

it('writes the data into sw.js as a JavaScript value the worker reads', () => {
  expect(writeOfflineWorkerData(dir, 'ko')).toBe(true);
  const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  expect(sw).not.toContain(OFFLINE_DATA_MARKER);
  const line = sw.split('\n').find((l) => l.startsWith('const OFFLINE_DATA = ')) ?? '';
  const value = vm.runInNewContext(`(${line.slice('const OFFLINE_DATA = '.length).replace(/;$/, '')})`) as {
    text: { title: string };
  };
  expect(value.text.title).toBe(OFFLINE_PAGE_TEXT.ko.title);
});

it('keeps "<" inert and fails, naming the file to fix, when sw.js has no marker', () => {
  const data = { ...offlineWorkerData(dir, 'en'), text: { ...OFFLINE_PAGE_TEXT.en, title: '</script><b>' } };
  expect(withOfflineWorkerData(OFFLINE_DATA_MARKER, data)).not.toContain('<');
  expect(() => withOfflineWorkerData('workbox.x();', data)).toThrow(/offline-fallback\.js/);
});

it('does nothing without a service worker', () => {
  fs.rmSync(path.join(dir, 'sw.js'));
  expect(writeOfflineWorkerData(dir, 'en')).toBe(false);
});
