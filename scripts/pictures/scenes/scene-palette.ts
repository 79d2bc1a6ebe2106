/**
 * What the scenes of the site's pictures share: the sky, the colours, the avatars' outfits, the
 * view, walls and trees. Every scene is drawn from primitives (../draw.ts); nothing is traced or
 * downloaded.
 */
import { type Box, type Iso, vGradient } from '../draw';

export type Scene = (width: number, height: number) => string;

export const SKY = vGradient('sky', [
  [0, '#5aa9ff'],
  [1, '#cfe8ff'],
]);

export const GREEN = '#3fa34d';

export const RED = '#e5484d';

export const BLUE = '#2f6fdf';

export const YELLOW = '#f5b700';

export const WHITE = '#f2f5fa';

export const GREY = '#8a94a6';

export const ORANGE = '#f07b24';

export const PURPLE = '#7c4dda';

export const TEAL = '#1aa39a';

export const OUTFITS = {
  blue: { skin: '#f2c27b', shirt: BLUE, pants: '#27324a', hat: '#222a3a' },
  red: { skin: '#8d5a3b', shirt: RED, pants: '#394150', hat: '#1b1b1b' },
  green: { skin: '#f5d0a9', shirt: '#2ea44f', pants: '#3b3f8f' },
  yellow: { skin: '#c68b59', shirt: YELLOW, pants: '#6b3fa0', hat: '#ff7aa8' },
  purple: { skin: '#f2c27b', shirt: PURPLE, pants: '#202636' },
  teal: { skin: '#e0ac69', shirt: TEAL, pants: '#5b2a16', hat: '#f07b24' },
};

export const view = (width: number, height: number, plate: number, top = 0.22): Iso => ({
  ox: width / 2,
  oy: height * top,
  unit: Math.min((width * 0.8) / (2 * plate * Math.cos(Math.PI / 6)), (height * 0.7) / plate),
});

/** A wall of bricks along x (or y) from (x, y), `len` long and `rows` high, in two colours. */
export function wall(
  x: number,
  y: number,
  len: number,
  rows: number,
  along: 'x' | 'y',
  colors: string[],
): Box[] {
  const out: Box[] = [];
  for (let r = 0; r < rows; r += 1) {
    const offset = r % 2 === 0 ? 0 : 1;
    for (let i = -offset; i < len; i += 2) {
      const start = Math.max(0, i);
      const size = Math.min(i + 2, len) - start;
      if (size <= 0) continue;
      const color = colors[(r + Math.floor(i / 2) + 8) % colors.length] as string;
      out.push(
        along === 'x'
          ? { x: x + start, y, z: r * 1.2, w: size, d: 1, h: 1.2, color, studs: r === rows - 1 }
          : { x, y: y + start, z: r * 1.2, w: 1, d: size, h: 1.2, color, studs: r === rows - 1 },
      );
    }
  }
  return out;
}

export function tree(x: number, y: number): Box[] {
  return [
    { x, y, z: 0, w: 1, d: 1, h: 2.4, color: '#8a5a2b' },
    { x: x - 1, y: y - 1, z: 2.4, w: 3, d: 3, h: 1.6, color: '#2e8b3a', studs: true },
    { x: x - 0.5, y: y - 0.5, z: 4, w: 2, d: 2, h: 1.2, color: '#37a046', studs: true },
  ];
}
