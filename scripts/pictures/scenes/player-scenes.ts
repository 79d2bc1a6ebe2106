/**
 * Scenes of playing: the avatar editor, live events, account security, mobile play, speedruns, body scales, upgrades.
 * Each scene is an SVG string of the given size, drawn from primitives (../draw.ts).
 */
import {
  avatar,
  baseplate,
  box,
  type Box,
  boxes,
  type Iso,
  MONO,
  project,
  SANS,
  shade,
  svg,
  vGradient,
} from '../draw';
import { prng } from '../../lib/prng';
import {
  type Scene,
  GREEN,
  RED,
  BLUE,
  YELLOW,
  ORANGE,
  PURPLE,
  TEAL,
  OUTFITS,
  view,
  wall,
  tree,
} from './scene-palette';

/** A clothes rack, a mirror and three differently dressed avatars: the avatar editor. */
export const wardrobe: Scene = (width, height) => {
  const floorY = height * 0.86;
  const s = height * 0.085;
  const hangers = [RED, BLUE, YELLOW, GREEN, PURPLE, ORANGE, TEAL]
    .map((c, i) => {
      const x = width * 0.08 + i * width * 0.055;
      return `<path d="M${x + 30} ${height * 0.2}v14" stroke="#475569" stroke-width="4"/><path d="M${x} ${height * 0.2 + 34}l30 -18l30 18v${height * 0.2}h-60z" fill="${c}"/><rect x="${x}" y="${height * 0.2 + 34}" width="60" height="10" fill="${shade(c, -0.2)}"/>`;
    })
    .join('');
  const rack = `<rect x="${width * 0.06}" y="${height * 0.19}" width="${width * 0.41}" height="10" rx="5" fill="#64748b"/><rect x="${width * 0.065}" y="${height * 0.19}" width="10" height="${floorY - height * 0.19}" fill="#64748b"/><rect x="${width * 0.46}" y="${height * 0.19}" width="10" height="${floorY - height * 0.19}" fill="#64748b"/>`;
  const shelf = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${width * 0.09 + i * 120}" y="${height * 0.62}" width="90" height="46" rx="10" fill="${[RED, '#222a3a', '#ff7aa8'][i]}"/><rect x="${width * 0.09 + i * 120 - 8}" y="${height * 0.62 + 36}" width="106" height="12" rx="6" fill="${shade([RED, '#222a3a', '#ff7aa8'][i] as string, -0.2)}"/>`,
    )
    .join('');
  const mirror = `<rect x="${width * 0.55}" y="${height * 0.1}" width="${width * 0.4}" height="${height * 0.76}" rx="24" fill="#cfd8e3"/><rect x="${width * 0.565}" y="${height * 0.125}" width="${width * 0.37}" height="${height * 0.71}" rx="18" fill="#e8f1fb"/><path d="M${width * 0.6} ${height * 0.2}l90 -60M${width * 0.62} ${height * 0.28}l140 -95" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`;
  return svg(
    width,
    height,
    vGradient('wall', [
      [0, '#fde7c8'],
      [1, '#f6cfa0'],
    ]),
    `<rect width="${width}" height="${height}" fill="url(#wall)"/><rect y="${floorY}" width="${width}" height="${height - floorY}" fill="#b7794a"/>${rack}${hangers}${shelf}${mirror}${avatar(width * 0.64, floorY, s, OUTFITS.yellow, 'wave')}${avatar(width * 0.75, floorY, s * 1.1, OUTFITS.blue)}${avatar(width * 0.86, floorY, s * 0.95, OUTFITS.teal, 'cheer')}`,
  );
};

/** A stage with spotlights, a banner and a cheering crowd: live events. */
export const eventStage: Scene = (width, height) => {
  const stageTop = height * 0.52;
  const beams = [0.2, 0.5, 0.8]
    .map(
      (p, i) =>
        `<polygon points="${width * p - 20},0 ${width * p + 20},0 ${width * (0.3 + i * 0.2) + 160},${stageTop} ${width * (0.3 + i * 0.2) - 160},${stageTop}" fill="${[YELLOW, '#7dd3fc', '#f9a8d4'][i]}" fill-opacity="0.28"/>`,
    )
    .join('');
  const rng = prng(7);
  const crowd: string[] = [];
  const outfits = Object.values(OUTFITS);
  for (let row = 0; row < 3; row += 1)
    for (let i = 0; i < 9; i += 1) {
      const x = width * (0.06 + i * 0.11 + (row % 2) * 0.05) + rng() * 20;
      const y = height * (0.86 + row * 0.08);
      crowd.push(
        avatar(
          x,
          y,
          height * 0.05,
          outfits[(i + row) % outfits.length] as never,
          rng() > 0.5 ? 'cheer' : 'wave',
        ),
      );
    }
  return svg(
    width,
    height,
    vGradient('night', [
      [0, '#0b1026'],
      [1, '#2a1e5c'],
    ]),
    `<rect width="${width}" height="${height}" fill="url(#night)"/>${beams}<rect x="${width * 0.12}" y="${stageTop}" width="${width * 0.76}" height="${height * 0.12}" fill="#3b3f5c"/><rect x="${width * 0.12}" y="${stageTop}" width="${width * 0.76}" height="14" fill="#6366f1"/><rect x="${width * 0.3}" y="${height * 0.1}" width="${width * 0.4}" height="${height * 0.12}" rx="12" fill="${RED}"/><text x="${width / 2}" y="${height * 0.185}" font-family="${SANS}" font-weight="bold" font-size="${height * 0.065}" fill="#fff" text-anchor="middle">SUMMER EVENT</text>${avatar(width * 0.5, stageTop, height * 0.06, OUTFITS.yellow, 'cheer')}${avatar(width * 0.38, stageTop, height * 0.055, OUTFITS.purple, 'wave')}${avatar(width * 0.62, stageTop, height * 0.055, OUTFITS.green, 'wave')}${crowd.join('')}`,
  );
};

/** A shield with a padlock and a six-digit code: account security. */
export const lockShield: Scene = (width, height) => {
  const cx = width * 0.36;
  const cy = height * 0.5;
  const s = height * 0.34;
  const shield = `<path d="M${cx} ${cy - s}l${s * 0.85} ${s * 0.3}v${s * 0.55}c0 ${s * 0.6} -${s * 0.4} ${s * 0.95} -${s * 0.85} ${s * 1.15}c-${s * 0.45} -${s * 0.2} -${s * 0.85} -${s * 0.55} -${s * 0.85} -${s * 1.15}v-${s * 0.55}z" fill="#1d4ed8"/><path d="M${cx} ${cy - s * 0.82}l${s * 0.68} ${s * 0.24}v${s * 0.47}c0 ${s * 0.5} -${s * 0.32} ${s * 0.8} -${s * 0.68} ${s * 0.97}z" fill="#3b82f6"/>`;
  const lock = `<path d="M${cx - s * 0.22} ${cy - s * 0.05}v-${s * 0.14}a${s * 0.22} ${s * 0.22} 0 0 1 ${s * 0.44} 0v${s * 0.14}" stroke="#fff" stroke-width="${s * 0.08}" fill="none"/><rect x="${cx - s * 0.32}" y="${cy - s * 0.06}" width="${s * 0.64}" height="${s * 0.5}" rx="${s * 0.06}" fill="${YELLOW}"/><circle cx="${cx}" cy="${cy + s * 0.16}" r="${s * 0.07}" fill="#7c5800"/>`;
  const code = '482913'
    .split('')
    .map(
      (d, i) =>
        `<rect x="${width * 0.6 + i * 90}" y="${height * 0.42}" width="72" height="96" rx="14" fill="#fff"/><text x="${width * 0.6 + i * 90 + 36}" y="${height * 0.42 + 66}" font-family="${MONO}" font-weight="bold" font-size="48" fill="#0f172a" text-anchor="middle">${d}</text>`,
    )
    .join('');
  return svg(
    width,
    height,
    vGradient('bg', [
      [0, '#0f172a'],
      [1, '#1e3a8a'],
    ]),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${shield}${lock}<text x="${width * 0.6}" y="${height * 0.36}" font-family="${SANS}" font-size="${height * 0.045}" fill="#cbd5e1">2-Step Verification</text>${code}`,
  );
};

/** A phone in landscape with a small game scene, a thumbstick and a jump button: mobile play. */
export const phoneControls: Scene = (width, height) => {
  const px = width * 0.12;
  const py = height * 0.16;
  const pw = width * 0.76;
  const ph = height * 0.68;
  const v: Iso = { ox: px + pw / 2, oy: py + ph * 0.28, unit: ph / 14 };
  const inner = `${baseplate(v, 10, 10, GREEN)}${boxes(v, [...wall(2, 2, 5, 3, 'x', [RED]), ...tree(7, 6)])}`;
  return svg(
    width,
    height,
    `${vGradient('bg', [
      [0, '#fef3c7'],
      [1, '#fbcfe8'],
    ])}${vGradient('screen', [
      [0, '#7cc4ff'],
      [1, '#d9f0ff'],
    ])}<clipPath id="screen"><rect x="${px + 40}" y="${py + 24}" width="${pw - 80}" height="${ph - 48}" rx="18"/></clipPath>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="48" fill="#111827"/><rect x="${px + 40}" y="${py + 24}" width="${pw - 80}" height="${ph - 48}" rx="18" fill="url(#screen)"/><g clip-path="url(#screen)">${inner}</g><circle cx="${px + 170}" cy="${py + ph - 150}" r="80" fill="#fff" fill-opacity="0.35"/><circle cx="${px + 190}" cy="${py + ph - 160}" r="36" fill="#fff" fill-opacity="0.8"/><circle cx="${px + pw - 170}" cy="${py + ph - 150}" r="62" fill="#fff" fill-opacity="0.45"/><path d="M${px + pw - 196} ${py + ph - 138}l26 -34l26 34" stroke="#111827" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
};

/** An obby from above with a dashed route, a skip and a run timer: speedrunning. */
export const speedrunRoute: Scene = (width, height) => {
  const v = view(width, height, 18, 0.2);
  const rng = prng(3);
  const pads: Box[] = [];
  const route: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const x = 1 + i * 1.8;
    const y = 15 - i * 1.6 + (rng() - 0.5) * 2;
    const z = i * 0.5;
    pads.push({
      x,
      y,
      z,
      w: 1.6,
      d: 1.6,
      h: 0.5,
      color: [BLUE, YELLOW, GREEN, PURPLE][i % 4] as string,
      studs: true,
    });
    const [a, b] = project(v, x + 0.8, y + 0.8, z + 0.5);
    route.push(`${i === 0 ? 'M' : 'L'}${a.toFixed(1)} ${b.toFixed(1)}`);
  }
  return svg(
    width,
    height,
    vGradient('sky', [
      [0, '#0ea5e9'],
      [1, '#e0f2fe'],
    ]),
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${box(v, { x: 0, y: 0, z: -0.6, w: 18, d: 18, h: 0.6, color: '#ff5a1f', flat: true })}${boxes(v, pads)}<path d="${route.join('')}" stroke="#fff" stroke-width="8" stroke-dasharray="18 14" fill="none" stroke-linecap="round"/><rect x="${width * 0.05}" y="${height * 0.07}" width="${width * 0.26}" height="${height * 0.13}" rx="18" fill="#0f172a" fill-opacity="0.85"/><text x="${width * 0.18}" y="${height * 0.163}" font-family="${MONO}" font-weight="bold" font-size="${height * 0.07}" fill="#facc15" text-anchor="middle">00:42.17</text>`,
  );
};

/** Four avatars of different heights and widths on one line: body scales. */
export const bodyScales: Scene = (width, height) => {
  const floor = height * 0.88;
  const figures = [
    [0.18, 0.07, OUTFITS.green],
    [0.4, 0.085, OUTFITS.blue],
    [0.62, 0.1, OUTFITS.yellow],
    [0.84, 0.078, OUTFITS.purple],
  ] as const;
  return svg(
    width,
    height,
    '',
    `<rect width="${width}" height="${height}" fill="#f1f5f9"/>${[0.2, 0.4, 0.6]
      .map(
        (p) =>
          `<path d="M0 ${height * p}H${width}" stroke="#cbd5e1" stroke-width="2" stroke-dasharray="10 10"/>`,
      )
      .join('')}<rect y="${floor}" width="${width}" height="${height - floor}" fill="#94a3b8"/>${figures
      .map(([p, s, o]) => avatar(width * p, floor, height * s, o))
      .join('')}`,
  );
};

/** Income per upgrade, growing faster each step: compounding upgrades. */
export const upgradeChart: Scene = (width, height) => {
  const values = [1, 1.6, 2.6, 4.1, 6.5, 10.4];
  const max = 11;
  const bw = width * 0.1;
  const base = height * 0.85;
  const bars = values
    .map((val, i) => {
      const h = (val / max) * height * 0.7;
      const x = width * 0.1 + i * width * 0.14;
      return `<rect x="${x}" y="${base - h}" width="${bw}" height="${h}" rx="10" fill="${i < 3 ? '#60a5fa' : '#22c55e'}"/><text x="${x + bw / 2}" y="${base + height * 0.07}" font-family="${SANS}" font-size="${height * 0.04}" fill="#334155" text-anchor="middle">Lv ${i + 1}</text>`;
    })
    .join('');
  return svg(
    width,
    height,
    '',
    `<rect width="${width}" height="${height}" fill="#f8fafc"/><path d="M${width * 0.08} ${base}H${width * 0.94}" stroke="#334155" stroke-width="4"/>${bars}<text x="${width * 0.1}" y="${height * 0.1}" font-family="${SANS}" font-weight="bold" font-size="${height * 0.05}" fill="#0f172a">Income per second</text>`,
  );
};
