/**
 * Guards the unminified-output part of patches/gatsby+5.16.1.patch: Gatsby compiles gatsby-config.ts and
 * gatsby-node.ts (with the build code they import) with Parcel in production mode, and Parcel then
 * runs terser over the output, code that only Node ever requires. Minifying it was a third of the
 * "compile gatsby files" step on every build (2.6 s of terser in a 7.2 s step, a CPU profile of a
 * cold build). The patch turns the optimizer off for Gatsby's target. This runs the installed
 * Gatsby's own Parcel set-up on a small file, so it fails when the patch is not applied.
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.1 is Gatsby's latest release and its
 * source still builds the target without `optimize: false`; drop this part of the patch when a
 * release's dist/utils/parcel/compile-gatsby-files.js has it (this test then passes without it).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { runParcel } from 'gatsby/dist/utils/parcel/compile-gatsby-files';

jest.setTimeout(60_000);

test("Gatsby's Parcel step writes the compiled gatsby files unminified", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'parcel-target-'));
  try {
    fs.writeFileSync(path.join(site, 'package.json'), '{ "name": "parcel-target-check", "private": true }');
    // Parcel takes the folder with the lockfile as the project's root, as in a real site
    fs.writeFileSync(path.join(site, 'package-lock.json'), '{ "lockfileVersion": 3, "packages": {} }');
    fs.writeFileSync(
      path.join(site, 'gatsby-node.ts'),
      'export function onPreInit(reporterOfTheBuild: { info(text: string): void }): void {\n' +
        '  reporterOfTheBuild.info("compiled by Gatsby\'s Parcel step");\n' +
        '}\n',
    );
    const [bundle] = await runParcel(site).catch((e: { diagnostics?: unknown }) => {
      throw new Error(JSON.stringify(e.diagnostics ?? e).slice(0, 3000));
    });
    const compiled = fs.readFileSync(bundle.filePath, 'utf8');
    // terser renames a function's parameters and joins the lines; unminified, both stay
    expect(compiled).toContain('compiled by Gatsby');
    expect(compiled).toContain('reporterOfTheBuild');
    expect(compiled.split('\n').length).toBeGreaterThan(3);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
