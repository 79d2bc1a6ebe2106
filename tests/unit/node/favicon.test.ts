/** /favicon.ico: the ICO container and the images rendered from the site icon (src/node/favicon.ts). */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { encodeIco, FAVICON_SIZES, ICON_SOURCE, writeFavicon } from '../../../src/node/favicon';
import { readIco } from '../../support/ico';
import { repoRoot } from '../../support/paths';

const root = repoRoot;

describe('encodeIco', () => {
  const a = Buffer.from('first image');
  const b = Buffer.from('second, longer image');

  it('writes the header, one directory entry per image and the data at the stated offsets', () => {
    const ico = encodeIco([
      { size: 16, png: a },
      { size: 32, png: b },
    ]);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect(ico.length).toBe(6 + 2 * 16 + a.length + b.length);
    const entries = readIco(ico);
    expect(entries.map((e) => [e.width, e.height, e.bitsPerPixel])).toEqual([
      [16, 16, 32],
      [32, 32, 32],
    ]);
    expect(entries[0].data.equals(a)).toBe(true);
    expect(entries[1].data.equals(b)).toBe(true);
  });

  it('writes 256 px as 0, as the format requires', () => {
    const ico = encodeIco([{ size: 256, png: a }]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(readIco(ico)[0].width).toBe(256);
  });

  it.each([0, 257, 1.5])('rejects a %s px image', (size) =>
    expect(() => encodeIco([{ size, png: a }])).toThrow(/1-256 px/),
  );
});

describe('writeFavicon', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('renders the site icon at 16, 32 and 48 px as PNG images in favicon.ico', async () => {
    const file = await writeFavicon(path.join(root, ICON_SOURCE), dir);
    expect(file).toBe(path.join(dir, 'favicon.ico'));
    const entries = readIco(fs.readFileSync(file));
    expect(entries.map((e) => e.width)).toEqual([...FAVICON_SIZES]);
    for (const entry of entries) {
      const meta = await sharp(entry.data).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
        'png',
        entry.width,
        entry.width,
        true,
      ]);
      // not a blank square: the icon's colours are there
      const { channels } = await sharp(entry.data).stats();
      expect(channels[3].max).toBe(255);
    }
  });
});
