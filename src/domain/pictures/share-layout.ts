/**
 * The share picture of an article without a cover (og:image and twitter:image, drawn at build
 * time by src/node/share-pictures/): its size and format, the colour of its category, the font
 * of its title's script and where the title's lines break. Pure: widths are estimated from each
 * character's class, on the wide side, so that a line never runs past the picture.
 */

/** 1200 × 630, the large card of Open Graph and Twitter, in the format of the covers' share crop. */
export const SHARE_PICTURE = { width: 1200, height: 630, type: 'image/jpeg', quality: 80 } as const;

/** The title's box: left margin, width, and the band it is centred in (below the mark, above the footer). */
export const TITLE_BOX = { x: 80, width: 1040, top: 190, bottom: 540 } as const;

/**
 * Title sizes in px, largest first, each with the most lines it may take. A chat shows the
 * picture about 300 px wide (a quarter): the smallest, 56 px, is then 14 px, still readable.
 */
export const TITLE_SIZES: readonly { size: number; maxLines: number }[] = [
  { size: 84, maxLines: 2 },
  { size: 72, maxLines: 3 },
  { size: 64, maxLines: 4 },
  { size: 56, maxLines: 5 },
];

/** Line height as a multiple of the font size. */
export const LINE_HEIGHT = 1.2;

/**
 * The category colours (the first of each set in src/styles/_settings.scss `$category-colors`,
 * kept equal by tests/unit/domain/pictures/share-layout.test.ts), and the site's own for an
 * article filed under no category (`.cat-none`).
 */
export const CATEGORY_COLOURS: Readonly<Record<string, string>> = {
  gameplayTips: '#2563eb',
  userGeneratedContent: '#db2777',
  creativeInspiration: '#7c3aed',
  communityEngagement: '#059669',
  developmentResources: '#ea580c',
  platformFeatures: '#0891b2',
};
export const NO_CATEGORY_COLOUR = '#4f46e5';

/** The colour of a category key (null: no category). */
export const categoryColour = (key: string | null): string =>
  (key !== null ? CATEGORY_COLOURS[key] : undefined) ?? NO_CATEGORY_COLOUR;

/** The two font families the build ships (src/node/share-pictures/fonts.ts). */
export type ShareFont = 'Noto Sans' | 'Noto Sans KR';

/** Hangul (syllables, jamo, compatibility jamo), CJK ideographs and punctuation, full-width forms. */
const WIDE = /[\u1100-\u11ff\u2e80-\u303f\u3130-\u318f\u3200-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/**
 * The font of a text: Noto Sans KR when it holds Hangul or CJK letters (Noto Sans has none),
 * else Noto Sans, which has Latin with Turkish's letters, Cyrillic and Greek. The other family
 * follows as the fallback (src/node/share-pictures/svg.ts), so a Latin word in a Korean title
 * and a stray Hangul letter in an English one still have their glyphs.
 */
export const shareFont = (text: string): ShareFont => (WIDE.test(text) ? 'Noto Sans KR' : 'Noto Sans');

const NARROW = new Set([..."iljfI.,:;'!()[]{}\u0131\u0456\u0457"]);
const SEMI = new Set([...'rt']);
const BROAD = new Set([...'mwMWМмЖШЩЮЫжшщюыфФ@%&—…№']);

/**
 * The advance of one character in em of the bold fonts, on the wide side: each class's widest
 * glyph in Noto Sans and Noto Sans KR (checked against the fonts by
 * tests/unit/node/share-pictures/fonts.test.ts).
 */
export function advanceEm(ch: string): number {
  if (ch === ' ') return 0.27;
  if (WIDE.test(ch)) return 1.0;
  if (NARROW.has(ch)) return 0.4;
  if (SEMI.has(ch)) return 0.46;
  if (BROAD.has(ch)) return 1.08;
  if (/[0-9]/.test(ch)) return 0.6;
  if (ch !== ch.toLowerCase()) return 0.83; // capitals, Latin and Cyrillic
  return 0.7;
}

/** The width of a text at `size` px. */
export const textWidth = (text: string, size: number): number =>
  [...text].reduce((sum, ch) => sum + advanceEm(ch) * size, 0);

const ELLIPSIS = '…';

/** A word longer than a line, cut into pieces that fit (by characters: no hyphen is added). */
function splitLongWord(word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece !== '' && textWidth(piece + ch, size) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Greedy line breaks of `text` at spaces for lines of at most `width` px at `size` px; a word
 * longer than a line is cut by characters. Korean breaks at spaces too (between words), as
 * Korean text is set.
 */
export function breakLines(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text
    .trim()
    .split(/\s+/u)
    .filter((w) => w !== '')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else if (textWidth(word, size) <= width) lines.push(word);
    else lines.push(...splitLongWord(word, size, width));
  }
  return lines;
}

/** The last line shortened with an ellipsis until it fits `width`. */
function withEllipsis(line: string, size: number, width: number): string {
  const chars = [...line];
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}${ELLIPSIS}`, size) > width) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}

/** A title set in the title box. */
export interface TitleLayout {
  font: ShareFont;
  size: number;
  lines: string[];
  /** the baseline of each line, in px from the top */
  baselines: number[];
}

/**
 * The title in the title box: the largest size (TITLE_SIZES) at which it fits its lines; a title
 * that fits none is set at the smallest size, its last line ended with an ellipsis. The lines are
 * centred vertically in the box.
 */
export function layoutTitle(title: string): TitleLayout {
  const text = title.replace(/\s+/gu, ' ').trim();
  const font = shareFont(text);
  const smallest = TITLE_SIZES[TITLE_SIZES.length - 1] as { size: number; maxLines: number };
  let chosen: { size: number; lines: string[] } | null = null;
  for (const { size, maxLines } of TITLE_SIZES) {
    const lines = breakLines(text, size, TITLE_BOX.width);
    if (lines.length <= maxLines) {
      chosen = { size, lines };
      break;
    }
  }
  if (!chosen) {
    const lines = breakLines(text, smallest.size, TITLE_BOX.width).slice(0, smallest.maxLines);
    const last = lines.length - 1;
    lines[last] = withEllipsis(lines[last] ?? '', smallest.size, TITLE_BOX.width);
    chosen = { size: smallest.size, lines };
  }
  const lineHeight = chosen.size * LINE_HEIGHT;
  const block = lineHeight * chosen.lines.length;
  const top = TITLE_BOX.top + (TITLE_BOX.bottom - TITLE_BOX.top - block) / 2;
  // the baseline sits about 0.8 of the size below the line's top (Noto's ascent, half-leading)
  const baselines = chosen.lines.map((_, i) => Math.round(top + i * lineHeight + chosen.size * 0.95));
  return { font, size: chosen.size, lines: chosen.lines, baselines };
}

/** A label (category, site) cut with an ellipsis to `width` at `size`. */
export const fitLabel = (text: string, size: number, width: number): string =>
  textWidth(text, size) <= width ? text : withEllipsis(text, size, width);
