/**
 * The share pictures' fonts (src/node/share-pictures/fonts.ts, woff.ts): the npm packages' WOFF
 * files unpack into fonts fontconfig reads; every letter of the site's titles and of Turkish,
 * Russian and Korean has a glyph in the font the layout picks for it (or its fallback); and the
 * layout's width estimates (src/domain/pictures/share-layout.ts) are never narrower than those
 * glyphs, so that no line of a picture runs past its edge.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { prepareContent } from '../../../../src/domain/content/model';
import { advanceEm, shareFont, type ShareFont } from '../../../../src/domain/pictures/share-layout';
import { readContent } from '../../../../src/node/content/read-content';
import { fontVersions, prepareFonts } from '../../../../src/node/share-pictures/fonts';
import { woffToSfnt } from '../../../../src/node/share-pictures/woff';
import { fontMetrics } from '../../../support/font-tables';
import { repoRoot } from '../../../support/paths';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'share-fonts-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const config = prepareFonts(repoRoot, work, fontVersions(repoRoot));
const fontDir = path.join(path.dirname(config), 'files');
const files = fs.readdirSync(fontDir);
const family = (f: string): ShareFont => (f.startsWith('noto-sans-kr-') ? 'Noto Sans KR' : 'Noto Sans');
const metrics = files.map((f) => ({
  family: family(f),
  m: fontMetrics(fs.readFileSync(path.join(fontDir, f))),
}));

/** The advance of `ch` in em in a family (its first subset file that has it), or null. */
function advanceIn(font: ShareFont, ch: string): number | null {
  for (const { family: f, m } of metrics) {
    if (f !== font) continue;
    const a = m.advance(ch);
    if (a !== null) return a;
  }
  return null;
}

const TURKISH = 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZabcçdefgğhıijklmnoöprsştuüvyzÂâÎîÛû';
const RUSSIAN = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const HANGUL = Array.from({ length: 11172 }, (_, i) => String.fromCharCode(0xac00 + i)).join('');
const PUNCTUATION = '–—‘’“”…«»№';

describe('the shipped fonts', () => {
  it('unpack from the packages: a fontconfig file naming only their folder, Noto Sans and Noto Sans KR', () => {
    const text = fs.readFileSync(config, 'utf8');
    expect([...text.matchAll(/<dir>([^<]+)<\/dir>/g)].map((m) => m[1])).toEqual([fontDir]);
    expect(new Set(files.map(family))).toEqual(new Set(['Noto Sans', 'Noto Sans KR']));
    for (const f of files) expect(fs.readFileSync(path.join(fontDir, f)).readUInt32BE(0)).toBe(0x00010000);
  });

  it('are unpacked once per version: a second call keeps the files', () => {
    const before = fs.statSync(path.join(fontDir, files[0] as string)).mtimeMs;
    expect(prepareFonts(repoRoot, work, fontVersions(repoRoot))).toBe(config);
    expect(fs.statSync(path.join(fontDir, files[0] as string)).mtimeMs).toBe(before);
  });

  it('refuse a file that is not WOFF 1.0, naming it', () => {
    expect(() =>
      woffToSfnt(Buffer.from('wOF2 and more bytes than a header has, padded out to 44+'), 'x.woff2'),
    ).toThrow(/x\.woff2: not a WOFF 1\.0 file/);
  });
});

describe('every letter has a glyph in the font the layout picks, or its fallback', () => {
  const titles = prepareContent(readContent(path.join(repoRoot, 'content'), repoRoot)).content.articles.map(
    (a) => a.title,
  );
  it.each([
    ['the shipped articles’ titles', titles.join(' ')],
    ['Turkish', TURKISH],
    ['Russian', RUSSIAN],
    ['Korean (every Hangul syllable)', HANGUL],
    ['ASCII and punctuation', ASCII + PUNCTUATION],
  ])('%s', (_name, text) => {
    const font = shareFont(text);
    const other: ShareFont = font === 'Noto Sans' ? 'Noto Sans KR' : 'Noto Sans';
    const missing = [...new Set(text)].filter(
      (ch) => ch.trim() !== '' && advanceIn(font, ch) === null && advanceIn(other, ch) === null,
    );
    expect(missing).toEqual([]);
  });
});

describe("the layout's width estimates", () => {
  it.each([
    ['ASCII', ASCII],
    ['Turkish', TURKISH],
    ['Russian', RUSSIAN],
    ['Korean', HANGUL],
    ['punctuation', PUNCTUATION],
  ])('are at least the glyphs’ advances in either font: %s', (_name, text) => {
    const narrower = [...new Set(text)].flatMap((ch) => {
      const widest = Math.max(advanceIn('Noto Sans', ch) ?? 0, advanceIn('Noto Sans KR', ch) ?? 0);
      return advanceEm(ch) + 1e-9 < widest ? [`${ch} ${advanceEm(ch)} < ${widest.toFixed(3)}`] : [];
    });
    expect(narrower).toEqual([]);
  });
});
