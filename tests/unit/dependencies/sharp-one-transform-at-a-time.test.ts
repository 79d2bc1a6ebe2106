/**
 * Guard for patches/gatsby-plugin-sharp+*.patch (process-file.js): a picture's transforms are
 * encoded one after another. Gatsby's worker queue runs cpu count - 1 pictures at once and sets
 * sharp to one thread per encode, so that picture work leaves the build's main thread a core;
 * unpatched, the plugin starts all of a picture's transforms at once (a cover's 19: every width in
 * AVIF, WebP and JPEG), up to libuv's four threads, and on a 2-core machine they took the main
 * thread's core during bootstrap and webpack. No upstream change yet (gatsby-plugin-sharp 5.16.0
 * is the latest); the patch can go when an upgrade encodes one transform at a time, and this test
 * then passes without it.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { COVER, processFile } from './sharp-process-file';

/* eslint-disable @typescript-eslint/no-require-imports -- the plugin's internal module and sharp's prototype have no types for this */
const sharp = require('sharp') as { prototype: { toBuffer: (...args: unknown[]) => Promise<Buffer> } };
/* eslint-enable @typescript-eslint/no-require-imports */

describe("gatsby-plugin-sharp's processFile", () => {
  const original = sharp.prototype.toBuffer;
  afterEach(() => {
    sharp.prototype.toBuffer = original;
  });

  it("encodes a picture's transforms one at a time, and writes every one", async () => {
    let running = 0;
    let most = 0;
    sharp.prototype.toBuffer = async function (this: unknown, ...args: unknown[]): Promise<Buffer> {
      running += 1;
      most = Math.max(most, running);
      try {
        return await original.apply(this, args);
      } finally {
        running -= 1;
      }
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sharp-sequential-'));
    const transforms = [
      { width: 200, toFormat: 'jpg' },
      { width: 200, toFormat: 'webp' },
      { width: 400, toFormat: 'jpg' },
      { width: 400, toFormat: 'webp' },
    ].map((args, i) => ({
      outputPath: path.join(dir, `${i}.${args.toFormat}`),
      args: { ...args, quality: 50 },
    }));
    try {
      await processFile(COVER, transforms, {});
      expect(most).toBe(1);
      for (const t of transforms) expect(fs.statSync(t.outputPath).size).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
