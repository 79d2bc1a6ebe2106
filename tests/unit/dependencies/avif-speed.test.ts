/**
 * Guards: upgrades of gatsby-plugin-sharp and gatsby-remark-images (it requires their internal
 * modules, and the patches in patches/ are written against the installed versions).
 *
 * The AVIF encoder speed (src/domain/pictures/sizes.ts AVIF_SPEED) reaches sharp. Unpatched,
 * gatsby-plugin-sharp drops `avifOptions.speed` and gatsby-remark-images refuses it, so sharp
 * encodes at its slowest default; patches/ fixes both and `npm install` applies them
 * (`postinstall: patch-package`). These tests fail when the patches are not applied.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { testPluginOptionsSchema } from 'gatsby-plugin-utils';
import { AVIF_QUALITY, AVIF_SPEED } from '../../../src/domain/pictures/sizes';
import { remarkPlugins } from '../../../src/node/remark-plugins';
import { COVER, processFile } from './sharp-process-file';

/* eslint-disable @typescript-eslint/no-require-imports -- the plugins' internal modules ship no types */
const { createTransformObject } = require('gatsby-plugin-sharp/plugin-options') as {
  createTransformObject(args: Record<string, unknown>): Record<string, unknown>;
};
const remarkImagesNode = require('gatsby-remark-images/gatsby-node') as {
  pluginOptionsSchema: Parameters<typeof testPluginOptionsSchema>[0];
};
/* eslint-enable @typescript-eslint/no-require-imports */

describe('AVIF encoder speed', () => {
  it('is a speed sharp accepts (0 to 9), faster than its default of 5', () => {
    expect(Number.isInteger(AVIF_SPEED)).toBe(true);
    expect(AVIF_SPEED).toBeGreaterThan(5);
    expect(AVIF_SPEED).toBeLessThanOrEqual(9);
  });

  it('stays in the transform of an AVIF output and only there', () => {
    expect(createTransformObject({ width: 400, toFormat: 'avif', speed: AVIF_SPEED })).toMatchObject({
      speed: AVIF_SPEED,
    });
    expect(createTransformObject({ width: 400, toFormat: 'webp', speed: AVIF_SPEED })).not.toHaveProperty(
      'speed',
    );
  });

  it('changes what sharp encodes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avif-speed-'));
    try {
      const out = (name: string): string => path.join(dir, name);
      const args = { width: 400, toFormat: 'avif', quality: 68 };
      await processFile(COVER, [
        { outputPath: out('default.avif'), args },
        { outputPath: out('fast.avif'), args: { ...args, speed: 9 } },
      ]);
      const slow = fs.readFileSync(out('default.avif'));
      const fast = fs.readFileSync(out('fast.avif'));
      // speed 9 is sharp's effort 0: a visibly larger file than the default effort 4
      expect(fast.length).toBeGreaterThan(slow.length * 1.3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is accepted by gatsby-remark-images and set for body pictures', async () => {
    const { isValid, errors } = await testPluginOptionsSchema(remarkImagesNode.pluginOptionsSchema, {
      withAvif: { speed: AVIF_SPEED, quality: AVIF_QUALITY },
    });
    expect(errors).toEqual([]);
    expect(isValid).toBe(true);
    const images = remarkPlugins.find((p) => typeof p !== 'string' && p.resolve === 'gatsby-remark-images');
    expect(typeof images === 'object' && images.options?.withAvif).toEqual({
      speed: AVIF_SPEED,
      quality: AVIF_QUALITY,
    });
  });
});
