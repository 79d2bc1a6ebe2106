/**
 * The service worker's precache revisions after the post-build steps
 * (src/node/post-build/precache-revisions.ts): each entry with a revision gets the md5 of its
 * final file, as workbox computes it; entries without one (hashed names) stay as they are.
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  APP_SHELL_ENTRY,
  fileRevision,
  syncPrecacheRevisions,
  withRevisions,
} from '../../../../src/node/post-build/precache-revisions';

/** sw.js as gatsby-plugin-offline (workbox 4) writes it, with the given revisions. */
const swWith = (shell: string, manifest: string): string => `importScripts("workbox-v4.3.1/workbox-sw.js");
self.__precacheManifest = [
  {
    "url": "app-0123456789abcdef0123.js"
  },
  {
    "url": "${APP_SHELL_ENTRY}",
    "revision": "${shell}"
  },
  {
    "url": "manifest.webmanifest",
    "revision": "${manifest}"
  }
].concat(self.__precacheManifest || []);
workbox.precaching.precacheAndRoute(self.__precacheManifest, {});
`;

const md5 = (text: string): string => crypto.createHash('md5').update(text).digest('hex');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
  fs.mkdirSync(path.join(dir, path.dirname(APP_SHELL_ENTRY)), { recursive: true });
  fs.writeFileSync(
    path.join(dir, APP_SHELL_ENTRY),
    '<html><head><meta http-equiv="Content-Security-Policy">',
  );
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"BloxGuide"}');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('withRevisions', () => {
  it('sets every revision and nothing else', () => {
    const revisions: Record<string, string> = {
      [APP_SHELL_ENTRY]: 'a'.repeat(32),
      'manifest.webmanifest': 'b'.repeat(32),
    };
    expect(withRevisions(swWith('0'.repeat(32), '1'.repeat(32)), (url) => revisions[url]!)).toBe(
      swWith('a'.repeat(32), 'b'.repeat(32)),
    );
  });

  it("refuses a worker whose manifest has no app shell entry (the plugin's format changed)", () =>
    expect(() => withRevisions('self.__precacheManifest = [];', () => 'x')).toThrow(
      /sw\.js: no precache entry with a revision for offline-plugin-app-shell-fallback\/index\.html/,
    ));
});

describe('fileRevision', () => {
  it("is the md5 of the file's bytes, as workbox's", () =>
    expect(fileRevision(dir)('manifest.webmanifest')).toBe(md5('{"name":"BloxGuide"}')));

  it('names a missing file', () =>
    expect(() => fileRevision(dir)('gone.html')).toThrow(/names gone\.html, which is not in/));
});

describe('syncPrecacheRevisions', () => {
  it("gives sw.js the final files' revisions, once", () => {
    // what the plugin computed before the policy step rewrote the shell
    fs.writeFileSync(path.join(dir, 'sw.js'), swWith(md5('<html><head>'), md5('{"name":"BloxGuide"}')));
    expect(syncPrecacheRevisions(dir)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8')).toBe(
      swWith(md5('<html><head><meta http-equiv="Content-Security-Policy">'), md5('{"name":"BloxGuide"}')),
    );
    expect(syncPrecacheRevisions(dir)).toBe(false);
  });

  it('does nothing in a build without a service worker', () =>
    expect(syncPrecacheRevisions(dir)).toBe(false));
});
