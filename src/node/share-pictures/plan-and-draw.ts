/**
 * The share pictures of the articles without a cover: planned in createPages (each picture's
 * address comes from what it shows, so the pages can name it at once), drawn meanwhile in a
 * child process of lower priority (src/node/share-pictures/draw-process.cjs), and put into
 * public/ after the build. A picture is drawn once: the cache (`.cache/share-pictures/`) keeps it
 * under the hash of its SVG (title, category, site name, mark, layout), the locale, the renderer's
 * and the fonts' versions, so a rebuild draws only the pictures whose title, category or locale
 * changed. Under `gatsby develop` no picture is drawn: the pages keep the site's share picture.
 */
import { ChildProcess, fork } from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { SHARE_PICTURE } from '../../domain/pictures/share-layout';
import { sharePicturePath } from '../../domain/listings/routes';
import { fontVersions, prepareFonts } from './fonts';
import { markContent, sharePictureSvg, type ShareFacts } from './svg';

/** An article's share picture as its page's head names it. */
export interface SharePicture {
  src: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** One article's picture to be. */
export interface ShareRequest extends ShareFacts {
  id: number;
  /** the article's file, for an error */
  file: string;
}

/** What a drawing run did. */
export interface DrawReport {
  drawn: number;
  cached: number;
  /** wall time from the plan to the last picture in public/, and the drawing process's CPU time */
  seconds: number;
  drawSeconds: number;
}

/** The drawing's own version: change it when the design changes in a way the SVG does not show. */
const DESIGN_VERSION = 'share-picture 1';
const ICON = 'src/images/icon.svg';
const PROCESS = 'src/node/share-pictures/draw-process.cjs';
/** Pictures handed to the drawing process ahead of the one it is drawing. */
const IN_FLIGHT = 4;
/** Below the build's own work: the drawing takes what the build leaves of the CPUs. */
const PRIORITY = 10;

interface Planned {
  key: string;
  name: string;
  facts: ShareRequest;
  file: string;
}

const cacheDirOf = (root: string): string => path.join(root, '.cache', 'share-pictures');

/** The renderer's version (sharp pins its libvips, and so librsvg, pango and fontconfig). */
function rendererVersion(root: string): string {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'sharp', 'package.json'), 'utf8'),
  ) as { version: string };
  return `sharp@${version}`;
}

/**
 * The pictures of `requests` (the articles without a cover): their addresses now, by article id,
 * and `draw`, which draws the missing ones into `cacheDir` and puts every one into `publicDir`.
 */
export function planSharePictures(
  root: string,
  requests: readonly ShareRequest[],
  locale: string,
  cacheDir = cacheDirOf(root),
): { pictures: Map<number, SharePicture>; draw: (publicDir: string) => Promise<DrawReport> } {
  const started = Date.now();
  const versions = `${DESIGN_VERSION}; ${rendererVersion(root)}; ${fontVersions(root)}; locale ${locale}`;
  const mark = markContent(fs.readFileSync(path.join(root, ICON), 'utf8'));
  const pictures = new Map<number, SharePicture>();
  const planned = new Map<string, Planned>();
  for (const r of requests) {
    const svg = sharePictureSvg(r, mark);
    const key = crypto.createHash('sha256').update(versions).update('\n').update(svg).digest('hex');
    const name = key.slice(0, 20);
    if (!planned.has(key))
      planned.set(key, { key, name, facts: r, file: path.join(cacheDir, 'pictures', `${name}.jpg`) });
    pictures.set(r.id, { src: sharePicturePath(name), ...dimensions, alt: r.title });
  }
  const draw = async (publicDir: string): Promise<DrawReport> => {
    const missing = [...planned.values()].filter((p) => !fs.existsSync(p.file));
    let drawSeconds = 0;
    if (missing.length > 0) {
      fs.mkdirSync(path.join(cacheDir, 'pictures'), { recursive: true });
      const config = prepareFonts(root, cacheDir, versions);
      drawSeconds = await drawInChild(root, config, missing, (p) => sharePictureSvg(p.facts, mark));
    }
    const outDir = path.join(publicDir, sharePicturePath('x').replace(/^\/|x\.jpg$/g, ''));
    fs.mkdirSync(outDir, { recursive: true });
    const now = new Date();
    for (const p of planned.values()) placeInPublic(p.file, path.join(outDir, `${p.name}.jpg`), now);
    return {
      drawn: missing.length,
      cached: planned.size - missing.length,
      seconds: (Date.now() - started) / 1000,
      drawSeconds,
    };
  };
  return { pictures, draw };
}

const dimensions = { width: SHARE_PICTURE.width, height: SHARE_PICTURE.height, type: SHARE_PICTURE.type };

/**
 * The cached picture at `target` in public/: a hard link (no copy of 50,000 files), or a copy
 * across file systems; one already there gets this build's time, so the pruning step
 * (src/node/post-build/prune-stale.ts) counts it as this build's without reading the pages.
 */
function placeInPublic(cached: string, target: string, now: Date): void {
  if (fs.existsSync(target)) {
    fs.utimesSync(target, now, now);
    return;
  }
  try {
    fs.linkSync(cached, target);
  } catch {
    fs.copyFileSync(cached, target);
  }
  fs.utimesSync(target, now, now);
}

/** Draws `missing` in one child process; resolves with the CPU seconds the child used. */
function drawInChild(
  root: string,
  fontConfig: string,
  missing: readonly Planned[],
  svgOf: (p: Planned) => string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(path.join(root, PROCESS), [], {
      cwd: root,
      env: { ...process.env, FONTCONFIG_FILE: fontConfig, FONTCONFIG_PATH: path.dirname(fontConfig) },
      // the drawing's memory is its own: no inspector or heap flags of the parent
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, PRIORITY);
    } catch {
      // not allowed here: the drawing runs at the build's priority
    }
    let next = 0;
    let done = 0;
    let failed = false;
    const send = (): void => {
      const p = missing[next];
      if (p === undefined) return;
      child.send({ id: next, svg: svgOf(p), file: p.file, quality: SHARE_PICTURE.quality });
      next += 1;
    };
    let cpuSeconds = 0;
    child.on('message', (m: { id: number; ok: boolean; error?: string; cpu: number }) => {
      cpuSeconds = m.cpu;
      if (!m.ok && !failed) {
        failed = true;
        const p = missing[m.id];
        child.kill();
        reject(new Error(`${p?.facts.file}: its share picture could not be drawn: ${m.error}`));
        return;
      }
      done += 1;
      if (done === missing.length) {
        child.disconnect();
      } else send();
    });
    child.on('error', (e) => {
      if (!failed) reject(e);
      failed = true;
    });
    child.on('exit', (code, signal) => {
      if (failed) return;
      if (done < missing.length) {
        reject(
          new Error(
            `the share pictures' drawing process stopped (${signal ?? `exit code ${code}`}) after ${done} of ${missing.length}`,
          ),
        );
        return;
      }
      resolve(cpuSeconds);
    });
    for (let i = 0; i < IN_FLIGHT; i += 1) send();
  });
}
