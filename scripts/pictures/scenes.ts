/**
 * The scenes of the site's pictures, each an SVG string of the given size: baseplates with
 * bricks, obstacle courses, a script editor, a wardrobe, a sunset build, an event stage and more.
 * Every scene is drawn here from primitives (./draw.ts); nothing is traced or downloaded.
 */
import {
  avatar,
  baseplate,
  box,
  Box,
  boxes,
  cloud,
  CodeLine,
  codeLines,
  esc,
  Iso,
  MONO,
  project,
  SANS,
  shade,
  svg,
  vGradient,
  windowFrame,
} from './draw';
import { prng } from '../lib/prng';

export type Scene = (width: number, height: number) => string;

const SKY = vGradient('sky', [
  [0, '#5aa9ff'],
  [1, '#cfe8ff'],
]);
const GREEN = '#3fa34d';
const RED = '#e5484d';
const BLUE = '#2f6fdf';
const YELLOW = '#f5b700';
const WHITE = '#f2f5fa';
const GREY = '#8a94a6';
const ORANGE = '#f07b24';
const PURPLE = '#7c4dda';
const TEAL = '#1aa39a';

const OUTFITS = {
  blue: { skin: '#f2c27b', shirt: BLUE, pants: '#27324a', hat: '#222a3a' },
  red: { skin: '#8d5a3b', shirt: RED, pants: '#394150', hat: '#1b1b1b' },
  green: { skin: '#f5d0a9', shirt: '#2ea44f', pants: '#3b3f8f' },
  yellow: { skin: '#c68b59', shirt: YELLOW, pants: '#6b3fa0', hat: '#ff7aa8' },
  purple: { skin: '#f2c27b', shirt: PURPLE, pants: '#202636' },
  teal: { skin: '#e0ac69', shirt: TEAL, pants: '#5b2a16', hat: '#f07b24' },
};

const view = (width: number, height: number, plate: number, top = 0.22): Iso => ({
  ox: width / 2,
  oy: height * top,
  unit: Math.min((width * 0.8) / (2 * plate * Math.cos(Math.PI / 6)), (height * 0.7) / plate),
});

/** A wall of bricks along x (or y) from (x, y), `len` long and `rows` high, in two colours. */
function wall(x: number, y: number, len: number, rows: number, along: 'x' | 'y', colors: string[]): Box[] {
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

function tree(x: number, y: number): Box[] {
  return [
    { x, y, z: 0, w: 1, d: 1, h: 2.4, color: '#8a5a2b' },
    { x: x - 1, y: y - 1, z: 2.4, w: 3, d: 3, h: 1.6, color: '#2e8b3a', studs: true },
    { x: x - 0.5, y: y - 0.5, z: 4, w: 2, d: 2, h: 1.2, color: '#37a046', studs: true },
  ];
}

/** A baseplate with a brick house going up, a tree and loose bricks: building habits. */
export const brickBaseplate: Scene = (width, height) => {
  const v = view(width, height, 16);
  const house = [
    ...wall(4, 4, 8, 4, 'x', [RED, shade(RED, 0.1)]),
    ...wall(4, 5, 7, 4, 'y', [WHITE, '#dfe6f0']),
    ...wall(11, 5, 3, 2, 'y', [RED]),
  ];
  const loose: Box[] = [
    { x: 2, y: 12, z: 0, w: 2, d: 1, h: 1.2, color: BLUE, studs: true },
    { x: 2, y: 13, z: 0, w: 2, d: 1, h: 1.2, color: YELLOW, studs: true },
    { x: 2.5, y: 12.5, z: 1.2, w: 2, d: 1, h: 1.2, color: GREEN, studs: true },
    { x: 13, y: 12, z: 0, w: 1, d: 2, h: 1.2, color: ORANGE, studs: true },
  ];
  return svg(
    width,
    height,
    SKY,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${cloud(width * 0.15, height * 0.13, 70)}${cloud(width * 0.82, height * 0.1, 90)}${baseplate(v, 16, 16, GREEN)}${boxes(v, [...house, ...tree(12, 11), ...loose])}`,
  );
};

/** Lava, floating platforms, a truss and a checkpoint: an obstacle course. */
export const obstacleCourse: Scene = (width, height) => {
  const v = view(width, height, 18, 0.3);
  const lava = box(v, { x: 0, y: 0, z: -0.6, w: 18, d: 18, h: 0.6, color: '#ff5a1f', flat: true });
  const platforms: Box[] = [
    { x: 1, y: 14, z: 0.5, w: 3, d: 3, h: 0.8, color: GREY, studs: true },
    { x: 5, y: 12, z: 1.2, w: 2, d: 2, h: 0.6, color: BLUE, studs: true },
    { x: 8, y: 10, z: 2, w: 2, d: 2, h: 0.6, color: YELLOW, studs: true },
    { x: 11, y: 8, z: 2.6, w: 1, d: 3, h: 0.6, color: PURPLE, studs: true },
    { x: 13, y: 4, z: 3.2, w: 3, d: 3, h: 0.8, color: GREEN, studs: true },
    { x: 14, y: 2, z: 4, w: 1, d: 1, h: 2.4, color: WHITE },
  ];
  // a truss: a lattice column the players climb
  const truss: string[] = [];
  const [tx1, ty1] = project(v, 4.5, 6, 0);
  const [, ty2] = project(v, 4.5, 6, 7);
  truss.push(
    `<g stroke="#c7ccd6" stroke-width="6" fill="none"><path d="M${tx1 - 22} ${ty1}V${ty2}M${tx1 + 22} ${ty1}V${ty2}"/>`,
  );
  for (let yy = ty1; yy > ty2 + 20; yy -= 44)
    truss.push(`<path d="M${tx1 - 22} ${yy}L${tx1 + 22} ${yy - 44}M${tx1 - 22} ${yy}H${tx1 + 22}"/>`);
  truss.push('</g>');
  const [fx, fy] = project(v, 14.5, 2.5, 6.4);
  const flag = `<path d="M${fx} ${fy}l70 22l-70 22z" fill="${RED}"/>`;
  const [ax, ay] = project(v, 9, 11, 2.6);
  return svg(
    width,
    height,
    `${vGradient('sky', [
      [0, '#3a7bd5'],
      [1, '#ffd6a5'],
    ])}`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${cloud(width * 0.2, height * 0.12, 80)}${lava}${boxes(v, platforms)}${truss.join('')}${flag}${avatar(ax, ay, v.unit * 0.7, OUTFITS.blue, 'cheer')}`,
  );
};

const KW = '#c792ea';
const FN = '#82aaff';
const STR = '#c3e88d';
const NUM = '#f78c6c';
const COM = '#7f8ea3';
const TXT = '#e2e8f0';

const TOUCH_SCRIPT: CodeLine[] = [
  [['-- A pad that changes colour when touched', COM]],
  [
    ['local ', KW],
    ['pad', TXT],
    [' = ', TXT],
    ['script', FN],
    ['.Parent', TXT],
  ],
  [
    ['local ', KW],
    ['debounce', TXT],
    [' = ', TXT],
    ['false', NUM],
  ],
  [],
  [
    ['pad', TXT],
    ['.Touched:', TXT],
    ['Connect', FN],
    ['(', TXT],
    ['function', KW],
    ['(hit)', TXT],
  ],
  [
    ['  if ', KW],
    ['debounce ', TXT],
    ['then return end', KW],
  ],
  [
    ['  local ', KW],
    ['humanoid', TXT],
    [' = hit.Parent:', TXT],
    ['FindFirstChild', FN],
    ['(', TXT],
    ['"Humanoid"', STR],
    [')', TXT],
  ],
  [
    ['  if ', KW],
    ['humanoid ', TXT],
    ['then', KW],
  ],
  [
    ['    debounce = ', TXT],
    ['true', NUM],
  ],
  [
    ['    pad.BrickColor = ', TXT],
    ['BrickColor', FN],
    ['.', TXT],
    ['new', FN],
    ['(', TXT],
    ['"Lime green"', STR],
    [')', TXT],
  ],
  [
    ['    task', TXT],
    ['.wait', FN],
    ['(', TXT],
    ['2', NUM],
    [')', TXT],
  ],
  [
    ['    debounce = ', TXT],
    ['false', NUM],
  ],
  [['  end', KW]],
  [
    ['end', KW],
    [')', TXT],
  ],
];

const TABLE_SCRIPT: CodeLine[] = [
  [['-- Arrays keep order, dictionaries name things', COM]],
  [
    ['local ', KW],
    ['coins', TXT],
    [' = { ', TXT],
    ['10', NUM],
    [', ', TXT],
    ['25', NUM],
    [', ', TXT],
    ['40', NUM],
    [' }', TXT],
  ],
  [
    ['local ', KW],
    ['player', TXT],
    [' = { name = ', TXT],
    ['"Nova"', STR],
    [', level = ', TXT],
    ['7', NUM],
    [' }', TXT],
  ],
  [],
  [
    ['for ', KW],
    ['i, amount ', TXT],
    ['in ', KW],
    ['ipairs', FN],
    ['(coins) ', TXT],
    ['do', KW],
  ],
  [
    ['  print', FN],
    ['(i, amount)', TXT],
  ],
  [['end', KW]],
  [
    ['for ', KW],
    ['key, value ', TXT],
    ['in ', KW],
    ['pairs', FN],
    ['(player) ', TXT],
    ['do', KW],
  ],
  [
    ['  print', FN],
    ['(key, value)', TXT],
  ],
  [['end', KW]],
];

const EDITOR = { bar: '#1e293b', bg: '#0f172a', text: '#cbd5e1' };

/** Studio-like explorer tree beside the editor. */
function explorer(x: number, y: number, w: number, h: number, items: string[]): string {
  const rows = items
    .map((item, i) => {
      const depth = item.match(/^ */)?.[0].length ?? 0;
      return `<rect x="${x + 16 + depth * 10}" y="${y + 58 + i * 34}" width="14" height="14" rx="3" fill="${[BLUE, YELLOW, GREEN, PURPLE][i % 4]}"/><text x="${x + 38 + depth * 10}" y="${y + 70 + i * 34}" font-family="${SANS}" font-size="17" fill="#334155">${esc(item.trim())}</text>`;
    })
    .join('');
  return `${windowFrame(x, y, w, h, 'Explorer', { bar: '#dbe3ee', bg: '#f8fafc', text: '#334155' })}${rows}`;
}

/** A script editor window with Luau code and the explorer: scripting. */
export const scriptEditor: Scene = (width, height) => {
  const ew = width * 0.64;
  const eh = height * 0.74;
  const ex = width * 0.05;
  const ey = height * 0.12;
  const size = Math.round(height / 36);
  return svg(
    width,
    height,
    vGradient('bg', [
      [0, '#1d4ed8'],
      [1, '#6d28d9'],
    ]),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${windowFrame(ex, ey, ew, eh, 'TouchPad.server.luau', EDITOR)}${codeLines(ex + size * 2.6, ey + 40 + size * 2.2, size, TOUCH_SCRIPT, '#64748b')}${explorer(width * 0.73, height * 0.2, width * 0.23, height * 0.6, ['Workspace', ' Baseplate', ' TouchPad', '  Script', 'Players', 'Lighting', 'ServerStorage'])}`,
  );
};

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

/** A brick house with lit windows and trim against a setting sun: lighting and detail. */
export const sunsetBuild: Scene = (width, height) => {
  const v = view(width, height, 16, 0.3);
  const walls = [
    ...wall(4, 4, 9, 5, 'x', ['#c2703d', '#b5652f']),
    ...wall(4, 5, 8, 5, 'y', ['#d9b48f', '#ccA27a'.toLowerCase()]),
  ];
  const roof: Box[] = [
    { x: 3.5, y: 3.5, z: 6, w: 10, d: 10, h: 0.6, color: '#3b2f4a' },
    { x: 5, y: 5, z: 6.6, w: 7, d: 7, h: 0.6, color: '#4a3b5c' },
    { x: 6.5, y: 6.5, z: 7.2, w: 4, d: 4, h: 0.6, color: '#5a4870' },
  ];
  const windows: string[] = [];
  for (const [x, z] of [
    [5.5, 1.5],
    [8.5, 1.5],
    [5.5, 3.8],
    [8.5, 3.8],
  ] as [number, number][]) {
    const [a, b] = project(v, x, 4, z);
    const [c, d] = project(v, x + 2, 4, z);
    const pts = `${a},${b} ${c},${d} ${c},${d - v.unit * 1.4} ${a},${b - v.unit * 1.4}`;
    windows.push(`<polygon points="${pts}" fill="#ffd36b"/>`);
  }
  // the windows sit on the far wall's face toward the viewer: x runs along y = 4 -> draw on the left face of the y=4 wall
  return svg(
    width,
    height,
    vGradient('sunset', [
      [0, '#2b1d55'],
      [0.45, '#c2457a'],
      [0.75, '#ff9a4d'],
      [1, '#ffd27a'],
    ]),
    `<rect width="${width}" height="${height}" fill="url(#sunset)"/><circle cx="${width * 0.8}" cy="${height * 0.52}" r="${height * 0.16}" fill="#ffe3a3"/>${cloud(width * 0.2, height * 0.2, 90, '#f7a6b8', 0.5)}${baseplate(v, 16, 16, '#4b6b3c')}${boxes(v, [...walls, ...roof, ...tree(14, 12)])}${windows.join('')}`,
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

/** Conveyors, droppers, ore and coins: a tycoon. */
export const tycoonFactory: Scene = (width, height) => {
  const v = view(width, height, 16, 0.24);
  const parts: Box[] = [];
  for (let i = 0; i < 3; i += 1) {
    parts.push({ x: 2, y: 3 + i * 4, z: 0, w: 12, d: 2, h: 0.8, color: '#3f4654' });
    parts.push({
      x: 2 + i,
      y: 3 + i * 4,
      z: 2.6,
      w: 2,
      d: 2,
      h: 1.6,
      color: [BLUE, PURPLE, TEAL][i] as string,
    });
    parts.push({ x: 2.6 + i, y: 3.6 + i * 4, z: 0.8, w: 0.8, d: 0.8, h: 1.8, color: '#9aa3b2' });
    for (let k = 0; k < 4; k += 1)
      parts.push({
        x: 5 + k * 2.4 + i,
        y: 3.5 + i * 4,
        z: 0.8,
        w: 0.8,
        d: 0.8,
        h: 0.8,
        color: [YELLOW, '#cfd6e1', '#4fd1c5'][i] as string,
      });
  }
  parts.push({ x: 14.5, y: 2, z: 0, w: 1.4, d: 12, h: 2, color: '#2e8b57', studs: true });
  const coins: string[] = [];
  for (let i = 0; i < 6; i += 1)
    coins.push(
      `<ellipse cx="${width * 0.88}" cy="${height * 0.9 - i * 16}" rx="60" ry="20" fill="#d49a00"/><ellipse cx="${width * 0.88}" cy="${height * 0.9 - i * 16 - 6}" rx="60" ry="20" fill="${YELLOW}"/>`,
    );
  return svg(
    width,
    height,
    SKY,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${baseplate(v, 16, 16, '#6b7280')}${boxes(v, parts)}${coins.join('')}<rect x="${width * 0.04}" y="${height * 0.06}" width="${width * 0.22}" height="${height * 0.1}" rx="16" fill="#166534"/><text x="${width * 0.15}" y="${height * 0.125}" font-family="${SANS}" font-weight="bold" font-size="${height * 0.045}" fill="#fff" text-anchor="middle">$ 12,480 /s</text>`,
  );
};

/** An editor with table code beside the table drawn as labelled boxes: Luau tables. */
export const tableEditor: Scene = (width, height) => {
  const size = Math.round(height / 34);
  const cells = (x: number, y: number, labels: string[], colour: string): string =>
    labels
      .map(
        (l, i) =>
          `<rect x="${x}" y="${y + i * 64}" width="220" height="54" rx="10" fill="${colour}"/><text x="${x + 110}" y="${y + i * 64 + 35}" font-family="${MONO}" font-size="22" fill="#fff" text-anchor="middle">${esc(l)}</text>`,
      )
      .join('');
  return svg(
    width,
    height,
    vGradient('bg', [
      [0, '#0e7490'],
      [1, '#1d4ed8'],
    ]),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${windowFrame(width * 0.04, height * 0.12, width * 0.58, height * 0.72, 'Tables.luau', EDITOR)}${codeLines(width * 0.04 + size * 2.6, height * 0.12 + 40 + size * 2.2, size, TABLE_SCRIPT, '#64748b')}${cells(width * 0.68, height * 0.16, ['[1] = 10', '[2] = 25', '[3] = 40'], '#f97316')}${cells(width * 0.68, height * 0.56, ['name = "Nova"', 'level = 7'], '#7c3aed')}`,
  );
};

/** A client and a server window with events passing between them: RemoteEvents. */
export const clientServer: Scene = (width, height) => {
  const panel = (x: number, title: string, colour: string): string =>
    `${windowFrame(x, height * 0.2, width * 0.3, height * 0.56, title, { bar: colour, bg: '#f8fafc', text: '#fff' })}${avatar(x + width * 0.15, height * 0.68, height * 0.06, title === 'Client' ? OUTFITS.blue : OUTFITS.red)}`;
  const arrows = [0.36, 0.5]
    .map(
      (p, i) =>
        `<path d="M${i === 0 ? width * 0.37 : width * 0.63} ${height * p}H${i === 0 ? width * 0.6 : width * 0.4}" stroke="#fff" stroke-width="10" stroke-linecap="round"/><path d="M${i === 0 ? width * 0.6 : width * 0.4} ${height * p}l${i === 0 ? -30 : 30} -22v44z" fill="#fff"/>`,
    )
    .join('');
  const packets = [0.44, 0.5, 0.56]
    .map(
      (p) =>
        `<rect x="${width * p - 24}" y="${height * 0.58}" width="48" height="34" rx="6" fill="${YELLOW}"/><path d="M${width * p - 24} ${height * 0.58 + 4}l24 16l24 -16" stroke="#b45309" stroke-width="4" fill="none"/>`,
    )
    .join('');
  return svg(
    width,
    height,
    vGradient('bg', [
      [0, '#312e81'],
      [1, '#0f766e'],
    ]),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${panel(width * 0.05, 'Client', BLUE)}${panel(width * 0.65, 'Server', '#b91c1c')}${arrows}${packets}<text x="${width / 2}" y="${height * 0.3}" font-family="${MONO}" font-size="${height * 0.035}" fill="#fff" text-anchor="middle">FireServer()</text><text x="${width / 2}" y="${height * 0.47}" font-family="${MONO}" font-size="${height * 0.035}" fill="#fff" text-anchor="middle">FireClient()</text>`,
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

/** A player, a server and a stuttering path with a ghost where the player snaps back: lag. */
export const networkLag: Scene = (width, height) => {
  const serverRack = (x: number, y: number): string =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${x}" y="${y + i * 70}" width="220" height="60" rx="10" fill="#334155"/><circle cx="${x + 30}" cy="${y + i * 70 + 30}" r="8" fill="${i === 2 ? '#f87171' : '#4ade80'}"/><rect x="${x + 60}" y="${y + i * 70 + 24}" width="130" height="12" rx="6" fill="#64748b"/>`,
      )
      .join('');
  const wave: string[] = [];
  for (let i = 0; i <= 12; i += 1)
    wave.push(
      `${i === 0 ? 'M' : 'L'}${width * 0.3 + i * width * 0.035} ${height * 0.45 + (i % 2 === 0 ? -30 : 30)}`,
    );
  return svg(
    width,
    height,
    vGradient('bg', [
      [0, '#1e1b4b'],
      [1, '#4338ca'],
    ]),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${serverRack(width * 0.78, height * 0.22)}<path d="${wave.join('')}" stroke="#facc15" stroke-width="8" fill="none" stroke-dasharray="30 16"/><g opacity="0.35">${avatar(width * 0.24, height * 0.8, height * 0.08, OUTFITS.green)}</g>${avatar(width * 0.14, height * 0.8, height * 0.08, OUTFITS.green, 'wave')}<text x="${width * 0.55}" y="${height * 0.3}" font-family="${MONO}" font-size="${height * 0.05}" fill="#fff" text-anchor="middle">ping 320 ms</text>`,
  );
};

/** Three avatars building one tower together, each with a coloured selection: Team Create. */
export const teamBuild: Scene = (width, height) => {
  const v = view(width, height, 16, 0.26);
  const tower: Box[] = [];
  for (let z = 0; z < 6; z += 1)
    for (const [x, y] of [
      [6, 6],
      [8, 6],
      [6, 8],
      [8, 8],
    ] as [number, number][])
      if (z < 5 || x === 6)
        tower.push({
          x,
          y,
          z: z * 1.2,
          w: 2,
          d: 2,
          h: 1.2,
          color: [BLUE, WHITE, YELLOW][z % 3] as string,
          studs: true,
        });
  const sel = (x: number, y: number, z: number, colour: string): string => {
    const pts = [
      [x, y, z],
      [x + 2, y, z],
      [x + 2, y + 2, z],
      [x, y + 2, z],
    ]
      .map(([a, b, c]) =>
        project(v, a as number, b as number, c as number)
          .map((n) => n.toFixed(1))
          .join(','),
      )
      .join(' ');
    return `<polygon points="${pts}" fill="none" stroke="${colour}" stroke-width="6"/>`;
  };
  const [a1, b1] = project(v, 2, 12, 0);
  const [a2, b2] = project(v, 13, 4, 0);
  const [a3, b3] = project(v, 12, 13, 0);
  return svg(
    width,
    height,
    SKY,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${cloud(width * 0.15, height * 0.12, 80)}${baseplate(v, 16, 16, GREEN)}${boxes(v, tower)}${sel(6, 6, 7.2, RED)}${sel(8, 8, 6, '#22c55e')}${avatar(a1, b1, v.unit * 0.85, OUTFITS.red, 'wave')}${avatar(a2, b2, v.unit * 0.85, OUTFITS.green, 'cheer')}${avatar(a3, b3, v.unit * 0.85, OUTFITS.purple)}`,
  );
};

/* Inline pictures: smaller scenes that explain one step of an article. */

/** Bricks lined up on the grid with a one-stud move arrow: snapping to the grid. */
export const gridSnap: Scene = (width, height) => {
  const v = view(width, height, 10, 0.18);
  const [a, b] = project(v, 3, 6.5, 1.2);
  const [c, d] = project(v, 6, 6.5, 1.2);
  return svg(
    width,
    height,
    '',
    `<rect width="${width}" height="${height}" fill="#e8eef7"/>${baseplate(v, 10, 10, '#9aa3b2')}${boxes(v, [
      { x: 1, y: 2, z: 0, w: 4, d: 2, h: 1.2, color: BLUE, studs: true },
      { x: 1, y: 4, z: 0, w: 2, d: 2, h: 1.2, color: YELLOW, studs: true },
      { x: 6, y: 6, z: 0, w: 2, d: 1, h: 1.2, color: RED, studs: true },
    ])}<path d="M${a} ${b}L${c} ${d}" stroke="#0f172a" stroke-width="6" stroke-dasharray="14 10"/><path d="M${c} ${d}l-34 -4l18 -26z" fill="#0f172a"/><rect x="${width * 0.06}" y="${height * 0.82}" width="${width * 0.38}" height="${height * 0.1}" rx="12" fill="#0f172a"/><text x="${width * 0.25}" y="${height * 0.885}" font-family="${SANS}" font-size="${height * 0.045}" fill="#fff" text-anchor="middle">Move: 1 stud</text>`,
  );
};

/** An avatar on a truss with the flick marked by an arc: truss flicks. */
export const trussFlick: Scene = (width, height) => {
  const x = width * 0.4;
  const bars: string[] = [];
  for (let y = height * 0.95; y > height * 0.1; y -= 60)
    bars.push(`<path d="M${x - 40} ${y}L${x + 40} ${y - 60}M${x - 40} ${y}H${x + 40}"/>`);
  return svg(
    width,
    height,
    SKY,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/><g stroke="#94a3b8" stroke-width="10" fill="none"><path d="M${x - 40} ${height}V${height * 0.08}M${x + 40} ${height}V${height * 0.08}"/>${bars.join('')}</g><rect x="${width * 0.62}" y="${height * 0.3}" width="${width * 0.3}" height="40" rx="6" fill="${GREEN}"/>${avatar(x + 95, height * 0.62, height * 0.07, OUTFITS.blue, 'cheer')}<path d="M${x + 120} ${height * 0.22}q${width * 0.12} -${height * 0.15} ${width * 0.28} ${height * 0.06}" stroke="#0f172a" stroke-width="7" stroke-dasharray="16 12" fill="none"/><path d="M${x + width * 0.28 + 120} ${height * 0.28}l-34 -10l24 -26z" fill="#0f172a"/>`,
  );
};

/** A glowing pad on a baseplate, an avatar stepping on it and the Touched event: a touch pad. */
export const touchPad: Scene = (width, height) => {
  const v = view(width, height, 10, 0.2);
  const [ax, ay] = project(v, 5, 5, 0.5);
  return svg(
    width,
    height,
    SKY,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${baseplate(v, 10, 10, GREEN)}${boxes(v, [{ x: 3, y: 3, z: 0, w: 4, d: 4, h: 0.5, color: '#7ee787', flat: true }])}${avatar(ax, ay, v.unit * 0.6, OUTFITS.red, 'wave')}<rect x="${width * 0.58}" y="${height * 0.08}" width="${width * 0.36}" height="${height * 0.14}" rx="16" fill="#0f172a"/><text x="${width * 0.76}" y="${height * 0.17}" font-family="${MONO}" font-size="${height * 0.045}" fill="#7ee787" text-anchor="middle">pad.Touched</text>`,
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

/** The same wall plain on the left and trimmed and lit on the right: detail tricks. */
export const beforeAfter: Scene = (width, height) => {
  const half = width / 2;
  const vl: Iso = { ox: half * 0.5, oy: height * 0.42, unit: height / 18 };
  const vr: Iso = { ox: half * 1.5, oy: height * 0.42, unit: height / 18 };
  const plain = boxes(vl, [{ x: 0, y: 0, z: 0, w: 6, d: 5, h: 5, color: '#b0b7c3' }]);
  const detailed = boxes(vr, [
    { x: 0, y: 0, z: 0, w: 6, d: 5, h: 5, color: '#c2703d' },
    { x: -0.2, y: -0.2, z: 0, w: 6.4, d: 5.4, h: 0.5, color: '#6b7280' },
    { x: -0.2, y: -0.2, z: 5, w: 6.4, d: 5.4, h: 0.4, color: '#f2f5fa' },
    { x: 5.9, y: 1.5, z: 1, w: 0.3, d: 2, h: 2.2, color: '#ffd36b', flat: true },
  ]);
  return svg(
    width,
    height,
    '',
    `<rect width="${half}" height="${height}" fill="#e2e8f0"/><rect x="${half}" width="${half}" height="${height}" fill="#fde9d2"/>${plain}${detailed}<text x="${half * 0.5}" y="${height * 0.93}" font-family="${SANS}" font-size="${height * 0.05}" fill="#0f172a" text-anchor="middle">Before</text><text x="${half * 1.5}" y="${height * 0.93}" font-family="${SANS}" font-size="${height * 0.05}" fill="#0f172a" text-anchor="middle">After</text>`,
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
