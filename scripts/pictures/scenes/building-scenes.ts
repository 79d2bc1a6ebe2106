/**
 * Scenes of building: baseplates with bricks, an obstacle course, a sunset build, a tycoon, a shared tower, the grid, a truss, detail before and after.
 * Each scene is an SVG string of the given size, drawn from primitives (../draw.ts).
 */
import {
  avatar,
  baseplate,
  box,
  type Box,
  boxes,
  cloud,
  type Iso,
  project,
  SANS,
  shade,
  svg,
  vGradient,
} from '../draw';
import {
  type Scene,
  SKY,
  GREEN,
  RED,
  BLUE,
  YELLOW,
  WHITE,
  GREY,
  ORANGE,
  PURPLE,
  TEAL,
  OUTFITS,
  view,
  wall,
  tree,
} from './scene-palette';

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
