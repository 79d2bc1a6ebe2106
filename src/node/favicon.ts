/**
 * /favicon.ico, rendered at build time from the same SVG as the manifest icons (no download, no
 * committed binary). Browsers and crawlers ask for /favicon.ico whatever the page links, and a
 * 404 there costs Lighthouse's best-practices score.
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import sharp from 'sharp';

/** The site icon; gatsby-plugin-manifest makes the linked favicon PNG/SVG from the same file. */
export const ICON_SOURCE = 'src/images/icon.svg';

/** Sizes in the .ico: tabs and bookmarks (16), taskbars and high-DPI tabs (32, 48). */
export const FAVICON_SIZES = [16, 32, 48] as const;

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An ICO file holding PNG images (allowed since Windows Vista and read by every current browser):
 * a 6-byte header, one 16-byte directory entry per image, then the PNG data.
 */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    if (!Number.isInteger(size) || size < 1 || size > 256)
      throw new Error(`favicon: an ICO image is 1-256 px square, not ${size}`);
    const at = HEADER_BYTES + ENTRY_BYTES * i;
    header.writeUInt8(size === 256 ? 0 : size, at); // width (0 means 256)
    header.writeUInt8(size === 256 ? 0 : size, at + 1); // height
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

/**
 * One square PNG of the SVG, rasterised the way gatsby-plugin-manifest does its icons (density
 * equal to the size, contained on a transparent background), so the .ico matches the linked icons.
 */
export const renderIconPng = (svg: Buffer, size: number): Promise<Buffer> =>
  sharp(svg, { density: Math.min(2400, Math.max(1, size)) })
    .resize({ width: size, height: size, fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer();

/** Write `<publicDir>/favicon.ico` from the SVG at `source`. */
export async function writeFavicon(source: string, publicDir: string): Promise<string> {
  const svg = fs.readFileSync(source);
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: await renderIconPng(svg, size) })),
  );
  const file = path.join(publicDir, 'favicon.ico');
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(file, encodeIco(images));
  return file;
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ reporter }) => {
  const source = path.resolve(ICON_SOURCE);
  if (!fs.existsSync(source)) {
    reporter.panicOnBuild(`favicon: ${ICON_SOURCE} is missing; restore the site icon (an SVG) there.`);
    return;
  }
  await writeFavicon(source, path.resolve('public'));
  reporter.info(`favicon: wrote /favicon.ico (${FAVICON_SIZES.join(', ')} px) from ${ICON_SOURCE}`);
};
