/**
 * Guards the snapshot part of patches/gatsby+5.16.1.patch: before and after compiling gatsby-config.ts
 * and gatsby-node.ts, Parcel compares the whole project folder with a snapshot of it to find
 * changed inputs, and on Linux that means reading every folder of the project twice. Gatsby's
 * output (public, .cache) and node_modules are never inputs of that compile, yet they held most of
 * the files: with the 10,000-article build's public/ and this project's node_modules the
 * "compile gatsby files" step spent 4-5 s crawling them on every build. The patch leaves them out
 * of the snapshot. This runs the installed Gatsby's own Parcel set-up on a small site that has all
 * three folders, and reads the snapshot Parcel wrote, so it fails when the patch is not applied.
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.1 is Gatsby's latest release; its
 * Parcel (2.8.3) ignores only its cache folder and .git/.hg, and Gatsby passes no file system of
 * its own. Drop this part when a release's dist/utils/parcel/compile-gatsby-files.js leaves the
 * output folders out of Parcel's snapshot (this test then passes without it).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { runParcel, PARCEL_CACHE_DIR } from 'gatsby/dist/utils/parcel/compile-gatsby-files';
import { writeFileIn } from '../../../support/files';

jest.setTimeout(60_000);

test("Gatsby's Parcel step leaves public, .cache and node_modules out of its snapshot of the site", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'parcel-snapshot-'));
  try {
    writeFileIn(site, 'package.json', '{ "name": "parcel-snapshot-check", "private": true }');
    // Parcel takes the folder with the lockfile as the project's root, as in a real site
    writeFileIn(site, 'package-lock.json', '{ "lockfileVersion": 3, "packages": {} }');
    writeFileIn(
      site,
      'src/greeting.ts',
      'export const greeting = (name: string): string => `hello ${name}`;\n',
    );
    writeFileIn(
      site,
      'gatsby-node.ts',
      "import { greeting } from './src/greeting';\n" +
        'export function onPreInit(reporter: { info(text: string): void }): void {\n' +
        "  reporter.info(greeting('build'));\n" +
        '}\n',
    );
    writeFileIn(site, 'public/articles/one/index.html', '<!doctype html><title>one</title>');
    writeFileIn(site, 'node_modules/some-package/index.js', 'module.exports = 1;\n');
    writeFileIn(site, '.cache/caches/some-plugin/entry.json', '{}');

    await runParcel(site).catch((e: { diagnostics?: unknown }) => {
      throw new Error(JSON.stringify(e.diagnostics ?? e).slice(0, 3000));
    });

    const cacheDir = path.join(site, PARCEL_CACHE_DIR);
    const snapshots = fs.readdirSync(cacheDir).filter((f) => f.endsWith('.txt'));
    expect(snapshots).toHaveLength(1);
    const snapshot = fs.readFileSync(path.join(cacheDir, snapshots[0]), 'utf8');
    // the inputs are in it: the snapshot is the one that tells Parcel what changed
    expect(snapshot).toContain(path.join(site, 'gatsby-node.ts'));
    expect(snapshot).toContain(path.join(site, 'src', 'greeting.ts'));
    for (const left of ['public', 'node_modules', '.cache'])
      expect(snapshot).not.toContain(path.join(site, left));
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
