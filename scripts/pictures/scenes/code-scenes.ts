/**
 * Scenes of scripting: the script editor with Luau code, tables, client and server, lag, a touch pad.
 * Each scene is an SVG string of the given size, drawn from primitives (../draw.ts).
 */
import {
  avatar,
  baseplate,
  boxes,
  type CodeLine,
  codeLines,
  esc,
  MONO,
  project,
  SANS,
  svg,
  vGradient,
  windowFrame,
} from '../draw';
import { type Scene, SKY, GREEN, BLUE, YELLOW, PURPLE, OUTFITS, view } from './scene-palette';

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
