/**
 * Draws the default share image (static/og-default.png, 1200×630, the size Open Graph and Twitter
 * large cards expect) and the publisher logo of the structured data (static/publisher-logo.png,
 * 512×512) from SVG with sharp. Run once after changing the design or the site title, and commit
 * both PNGs: `npx tsx scripts/pictures/make-share-image.ts`.
 */
import path from 'path';
import sharp from 'sharp';
import { PUBLISHER_LOGO, SHARE_IMAGE, siteTagline } from '../../src/domain/seo/titles';
import { PUBLISHER_LOGO_PATH } from '../../src/domain/listings/routes';
import { siteConfig } from '../../src/site-config';

const staticDir = path.resolve(__dirname, '../..', 'static');
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An isometric building block with its top-left-front corner at (x, y) and edge `s`. */
function cube(x: number, y: number, s: number, top: string, left: string, right: string): string {
  const h = s / 2;
  const pts = (p: number[][]): string => p.map(([a, b]) => `${a},${b}`).join(' ');
  return [
    `<polygon points="${pts([
      [x, y],
      [x + s, y - h],
      [x + 2 * s, y],
      [x + s, y + h],
    ])}" fill="${top}"/>`,
    `<polygon points="${pts([
      [x, y],
      [x + s, y + h],
      [x + s, y + h + s],
      [x, y + s],
    ])}" fill="${left}"/>`,
    `<polygon points="${pts([
      [x + s, y + h],
      [x + 2 * s, y],
      [x + 2 * s, y + s],
      [x + s, y + h + s],
    ])}" fill="${right}"/>`,
  ].join('');
}

const BLUE = ['#8fb8ff', '#1f6feb', '#1553b8'] as const;
const YELLOW = ['#ffe27a', '#f5b700', '#c99200'] as const;
const GREEN = ['#9be7a8', '#2ea44f', '#217a3a'] as const;
const WHITE = ['#ffffff', '#dfe8f7', '#b9c8e3'] as const;

/** A small stack of blocks: the site's mark, drawn in a box of `size` at (x, y). */
function blockStack(x: number, y: number, size: number): string {
  const s = size / 4;
  return [
    cube(x, y + 2.5 * s, s, ...BLUE),
    cube(x + 2 * s, y + 2.5 * s, s, ...GREEN),
    cube(x + s, y + 2 * s, s, ...WHITE),
    cube(x + s, y + s, s, ...YELLOW),
  ].join('');
}

function shareImageSvg(title: string, tagline: string): string {
  const { width, height } = SHARE_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b2e6b"/>
      <stop offset="1" stop-color="#1f6feb"/>
    </linearGradient>
    <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
      <path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="2"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#grid)"/>
  <g>${blockStack(760, 120, 360)}</g>
  <text x="80" y="270" font-family="${FONT}" font-size="112" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  <rect x="84" y="304" width="180" height="12" rx="6" fill="#f5b700"/>
  <text font-family="${FONT}" font-size="38" fill="#e6efff">
    ${wrap(tagline, 30)
      .map((line, i) => `<tspan x="80" y="${390 + i * 52}">${escapeXml(line)}</tspan>`)
      .join('')}
  </text>
</svg>`;
}

function logoSvg(): string {
  const { width, height } = PUBLISHER_LOGO;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" rx="96" fill="#0b2e6b"/>
  <g>${blockStack(56, 40, 400)}</g>
</svg>`;
}

/** Greedy word wrap to lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

async function main(): Promise<void> {
  const { title, locale, defaultImage } = siteConfig;
  // the tagline without the "{site}: " lead, which the big title already says
  const tagline = siteTagline(locale, title).replace(`${title}: `, '');
  const share = path.join(staticDir, defaultImage);
  await sharp(Buffer.from(shareImageSvg(title, tagline)))
    .png({ compressionLevel: 9 })
    .toFile(share);
  const logo = path.join(staticDir, PUBLISHER_LOGO_PATH);
  await sharp(Buffer.from(logoSvg())).png({ compressionLevel: 9 }).toFile(logo);
  console.log(`wrote ${path.relative(process.cwd(), share)} and ${path.relative(process.cwd(), logo)}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
