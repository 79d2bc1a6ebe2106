/**
 * Drawing primitives for the site's original pictures (scripts/pictures/make-pictures.ts): an isometric
 * projection for bricks on a baseplate, blocky avatars, windows and text, all as SVG strings.
 * Flat colours and few gradients keep the rendered JPEGs small.
 */

/** Escape text for an SVG text node or attribute. */
export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

/** A hex colour mixed toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return `#${channels
    .map((c) => Math.round(c + (target - c) * a))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** An isometric view: grid units to pixels, origin at (ox, oy), `unit` pixels per stud. */
export interface Iso {
  ox: number;
  oy: number;
  unit: number;
}

const COS30 = Math.cos(Math.PI / 6);

/** Project a grid point (x to the lower right, y to the lower left, z up) onto the picture. */
export function project(v: Iso, x: number, y: number, z: number): [number, number] {
  return [v.ox + (x - y) * v.unit * COS30, v.oy + (x + y) * v.unit * 0.5 - z * v.unit];
}

const points = (v: Iso, corners: [number, number, number][]): string =>
  corners
    .map(([x, y, z]) => project(v, x, y, z))
    .map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`)
    .join(' ');

/** A box in grid units. */
export interface Box {
  x: number;
  y: number;
  z: number;
  w: number;
  d: number;
  h: number;
  color: string;
  /** studs on the top face, one per grid cell (classic bricks) */
  studs?: boolean;
  /** a glow or emissive part: lighter side faces */
  flat?: boolean;
}

function studs(v: Iso, b: Box): string {
  const out: string[] = [];
  const r = v.unit * 0.3;
  for (let i = 0; i < Math.floor(b.w); i += 1)
    for (let j = 0; j < Math.floor(b.d); j += 1) {
      const [cx, cy] = project(v, b.x + i + 0.5, b.y + j + 0.5, b.z + b.h);
      const lift = v.unit * 0.16;
      out.push(
        `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(r * COS30 * 1.4).toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" fill="${shade(b.color, -0.25)}"/>`,
        `<ellipse cx="${cx.toFixed(1)}" cy="${(cy - lift).toFixed(1)}" rx="${(r * COS30 * 1.4).toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" fill="${shade(b.color, 0.22)}"/>`,
      );
    }
  return out.join('');
}

/** One box: top, right (x+w) and left (y+d) faces, lit from the upper left. */
export function box(v: Iso, b: Box): string {
  const { x, y, z, w, d, h, color } = b;
  const top = points(v, [
    [x, y, z + h],
    [x + w, y, z + h],
    [x + w, y + d, z + h],
    [x, y + d, z + h],
  ]);
  const right = points(v, [
    [x + w, y, z],
    [x + w, y + d, z],
    [x + w, y + d, z + h],
    [x + w, y, z + h],
  ]);
  const left = points(v, [
    [x, y + d, z],
    [x + w, y + d, z],
    [x + w, y + d, z + h],
    [x, y + d, z + h],
  ]);
  return [
    `<polygon points="${top}" fill="${shade(color, 0.12)}"/>`,
    `<polygon points="${right}" fill="${shade(color, b.flat ? -0.05 : -0.22)}"/>`,
    `<polygon points="${left}" fill="${shade(color, b.flat ? -0.12 : -0.38)}"/>`,
    b.studs ? studs(v, b) : '',
  ].join('');
}

/** Boxes drawn back to front, so nearer ones cover farther ones. */
export function boxes(v: Iso, list: Box[]): string {
  return [...list]
    .sort((a, b) => a.x + a.y + a.z - (b.x + b.y + b.z) || a.z - b.z)
    .map((b) => box(v, b))
    .join('');
}

/** A flat baseplate of w × d studs with its grid lines (no studs: thousands of them weigh). */
export function baseplate(v: Iso, w: number, d: number, color: string): string {
  const plate = box(v, { x: 0, y: 0, z: -0.4, w, d, h: 0.4, color });
  const lines: string[] = [];
  for (let i = 1; i < w; i += 1) {
    const [a, b] = project(v, i, 0, 0);
    const [c, e] = project(v, i, d, 0);
    lines.push(`M${a.toFixed(1)} ${b.toFixed(1)}L${c.toFixed(1)} ${e.toFixed(1)}`);
  }
  for (let j = 1; j < d; j += 1) {
    const [a, b] = project(v, 0, j, 0);
    const [c, e] = project(v, w, j, 0);
    lines.push(`M${a.toFixed(1)} ${b.toFixed(1)}L${c.toFixed(1)} ${e.toFixed(1)}`);
  }
  return `${plate}<path d="${lines.join('')}" stroke="${shade(color, -0.18)}" stroke-width="1.5" fill="none"/>`;
}

/** A vertical gradient from `from` (top) to `to` (bottom), defined under `id`. */
export const vGradient = (id: string, stops: [number, string][]): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

/** The SVG document around a scene. */
export const svg = (width: number, height: number, defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

/** Colours of one blocky avatar. */
export interface Outfit {
  skin: string;
  shirt: string;
  pants: string;
  /** optional hat or hair block colour */
  hat?: string;
  /** a face: eyes and a smile */
  face?: boolean;
}

/**
 * A blocky avatar seen from the front, feet at (x, y), `s` pixels per body unit (the figure is
 * 5 units tall). `pose` lifts one arm (waving or cheering) or both.
 */
export function avatar(
  x: number,
  y: number,
  s: number,
  o: Outfit,
  pose: 'stand' | 'wave' | 'cheer' = 'stand',
): string {
  const legW = s * 0.95;
  const torsoW = s * 2;
  const left = x - torsoW / 2;
  const parts: string[] = [];
  const rect = (rx: number, ry: number, w: number, h: number, fill: string, r = s * 0.12): void => {
    parts.push(
      `<rect x="${rx.toFixed(1)}" y="${ry.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${r.toFixed(1)}" fill="${fill}"/>`,
    );
  };
  // legs
  rect(left + s * 0.05, y - s * 2, legW, s * 2, o.pants);
  rect(left + torsoW - legW - s * 0.05, y - s * 2, legW, s * 2, shade(o.pants, -0.12));
  // torso
  rect(left, y - s * 4, torsoW, s * 2.05, o.shirt);
  // arms: straight down, or raised above the shoulder
  const arm = (side: -1 | 1, raised: boolean): void => {
    const ax = side < 0 ? left - s * 0.95 : left + torsoW + s * 0.03;
    if (raised) rect(ax, y - s * 5.9, s * 0.92, s * 2, shade(o.skin, -0.05));
    else rect(ax, y - s * 4, s * 0.92, s * 2, side < 0 ? o.shirt : shade(o.shirt, -0.1));
    if (!raised) rect(ax, y - s * 2.35, s * 0.92, s * 0.4, o.skin);
  };
  arm(-1, pose === 'cheer');
  arm(1, pose === 'wave' || pose === 'cheer');
  // head
  const headW = s * 1.25;
  rect(x - headW / 2, y - s * 5.3, headW, s * 1.25, o.skin, s * 0.3);
  if (o.hat) rect(x - headW / 2 - s * 0.05, y - s * 5.5, headW + s * 0.1, s * 0.45, o.hat, s * 0.15);
  if (o.face !== false) {
    parts.push(
      `<circle cx="${(x - s * 0.25).toFixed(1)}" cy="${(y - s * 4.75).toFixed(1)}" r="${(s * 0.09).toFixed(1)}" fill="#1b2230"/>`,
      `<circle cx="${(x + s * 0.25).toFixed(1)}" cy="${(y - s * 4.75).toFixed(1)}" r="${(s * 0.09).toFixed(1)}" fill="#1b2230"/>`,
      `<path d="M${(x - s * 0.28).toFixed(1)} ${(y - s * 4.5).toFixed(1)}q${(s * 0.28).toFixed(1)} ${(s * 0.22).toFixed(1)} ${(s * 0.56).toFixed(1)} 0" stroke="#1b2230" stroke-width="${(s * 0.07).toFixed(1)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

/** A desktop-style window with a title bar; `body` is drawn inside at the content origin. */
export function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  title: string,
  theme: { bar: string; bg: string; text: string },
): string {
  const dots = ['#ff5f57', '#febc2e', '#28c840']
    .map((c, i) => `<circle cx="${x + 24 + i * 22}" cy="${y + 20}" r="7" fill="${c}"/>`)
    .join('');
  return [
    `<rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="14" fill="#000" fill-opacity="0.25"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${theme.bg}"/>`,
    `<path d="M${x} ${y + 14}a14 14 0 0 1 14 -14h${w - 28}a14 14 0 0 1 14 14v26h-${w}z" fill="${theme.bar}"/>`,
    dots,
    `<text x="${x + w / 2}" y="${y + 26}" font-family="${SANS}" font-size="16" fill="${theme.text}" text-anchor="middle">${esc(title)}</text>`,
  ].join('');
}

/** One line of code as coloured spans: [text, colour] pairs. */
export type CodeLine = [string, string][];

/** Lines of monospaced code with line numbers, at (x, y) with `size` px glyphs. */
export function codeLines(x: number, y: number, size: number, lines: CodeLine[], gutter: string): string {
  const lh = size * 1.55;
  return lines
    .map((spans, i) => {
      const ty = y + i * lh;
      const num = `<text x="${x}" y="${ty}" font-family="${MONO}" font-size="${size}" fill="${gutter}" text-anchor="end">${i + 1}</text>`;
      const tspans = spans.map(([text, colour]) => `<tspan fill="${colour}">${esc(text)}</tspan>`).join('');
      // preserve: the spaces between spans are part of the code
      return `${num}<text x="${x + size * 1.4}" y="${ty}" font-family="${MONO}" font-size="${size}" xml:space="preserve">${tspans}</text>`;
    })
    .join('');
}

/** Soft clouds: a few overlapping ellipses. */
export function cloud(x: number, y: number, s: number, fill = '#ffffff', opacity = 0.85): string {
  return `<g fill="${fill}" fill-opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${s}" ry="${s * 0.42}"/><ellipse cx="${x + s * 0.6}" cy="${y - s * 0.2}" rx="${s * 0.6}" ry="${s * 0.45}"/><ellipse cx="${x - s * 0.55}" cy="${y + s * 0.05}" rx="${s * 0.55}" ry="${s * 0.3}"/></g>`;
}
