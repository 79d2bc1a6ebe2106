/**
 * Guards the stitching part of patches/gatsby+5.16.1.patch: after rendering, Gatsby reads every
 * page, puts the slices' HTML (here its scripts slice) in place of their markers, and writes the
 * page again. It read and wrote pages as UTF-8 text: a 100 KB page decoded into a string of
 * two-byte characters and encoded again, most of the step's time (re-stitching 3,000 pages of
 * the 10,000-article build: 1.67-1.78 ms a page as text, 0.50-0.80 ms as bytes;
 * docs/performance.md). The patch reads and writes pages and slices as bytes (`latin1`, a
 * character a byte): the markers are ASCII, so splicing at them keeps every byte as it was.
 *
 * This runs the installed Gatsby's stitching on a page with a byte that is not UTF-8: read as
 * text it would come out as U+FFFD's three bytes, so the test fails when the patch is not applied.
 *
 * Which upgrade makes the patch unnecessary: none yet. 5.16.1 is Gatsby's latest release and its
 * dist/utils/slices/stitching.js still reads with `utf-8`; drop this part of the patch when a
 * release reads pages as bytes (this test then passes without it).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { stitchSliceForAPage } from 'gatsby/dist/utils/slices/stitching';

test("Gatsby's slice stitching keeps a page's bytes as they are", async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stitching-'));
  try {
    fs.mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true });
    fs.mkdirSync(path.join(publicDir, 'a'));
    const slice = Buffer.from('<script>window.label="Grüße – 🎮";</script>', 'utf8');
    fs.writeFileSync(path.join(publicDir, '_gatsby', 'slices', 'scripts.html'), slice);
    const before = Buffer.concat([
      Buffer.from('<html><body><p>caf', 'utf8'),
      Buffer.from([0xff]), // not UTF-8: text decoding would replace it
      Buffer.from('é – 🎮</p><slice-start id="scripts"></slice-start><slice-end id="scripts"></slice-end>'),
      Buffer.from('</body></html>'),
    ]);
    fs.writeFileSync(path.join(publicDir, 'a', 'index.html'), before);

    await stitchSliceForAPage({ pagePath: '/a/', publicDir });

    const after = fs.readFileSync(path.join(publicDir, 'a', 'index.html'));
    expect(
      after.equals(
        Buffer.concat([
          before.subarray(0, before.indexOf('<slice-start')),
          Buffer.from('<!-- slice-start id="scripts" -->'),
          slice,
          Buffer.from('<!-- slice-end id="scripts" --></body></html>'),
        ]),
      ),
    ).toBe(true);
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
});
