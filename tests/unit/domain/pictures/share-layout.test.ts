/**
 * The share picture's layout (src/domain/pictures/share-layout.ts): the font of each script, the
 * line breaks of long and short titles in the four site languages, the size chosen, the ellipsis
 * of a title that fits nowhere, and the category colours equal to the stylesheet's. That the
 * width estimates are never narrower than the shipped fonts' glyphs is
 * tests/unit/node/share-pictures/fonts.test.ts.
 */
import fs from 'fs';
import path from 'path';
import fc from 'fast-check';
import {
  breakLines,
  CATEGORY_COLOURS,
  categoryColour,
  layoutTitle,
  NO_CATEGORY_COLOUR,
  shareFont,
  textWidth,
  TITLE_BOX,
  TITLE_SIZES,
} from '../../../../src/domain/pictures/share-layout';
import { TAXONOMY } from '../../../../src/domain/listings/taxonomy';
import { repoRoot } from '../../../support/paths';

const LONG =
  'How to Design a Tower Defense Map That Players Keep Coming Back To, Even After the Hundredth Wave and the Final Boss';

describe('shareFont: the font of a title by its script', () => {
  it.each([
    ['Build Your First Obby', 'Noto Sans'],
    ['İlk Oyununu Yayınla: Güvenlik Ayarları ve Ödüller', 'Noto Sans'],
    ['Первые шаги в Roblox Studio', 'Noto Sans'],
    ['초보자를 위한 오비 만들기', 'Noto Sans KR'],
    ['Roblox Studio 시작하기', 'Noto Sans KR'],
    ['ㅋㅋ', 'Noto Sans KR'],
    ['日本語', 'Noto Sans KR'],
  ])('%s → %s', (title, font) => {
    expect(shareFont(title)).toBe(font);
  });
});

describe('breakLines', () => {
  it('breaks a long English title at spaces, every line within the width, no word lost or cut', () => {
    const lines = breakLines(LONG, 72, TITLE_BOX.width);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 72)).toBeLessThanOrEqual(TITLE_BOX.width);
    expect(lines.join(' ')).toBe(LONG);
    // greedy: the next line's first word would not have fitted
    for (let i = 0; i + 1 < lines.length; i += 1)
      expect(textWidth(`${lines[i]} ${lines[i + 1]?.split(' ')[0]}`, 72)).toBeGreaterThan(TITLE_BOX.width);
  });

  it('breaks Korean at the spaces between words', () => {
    const title = '초보자를 위한 오비 만들기: 체크포인트와 함정 설정 가이드 완벽 정리';
    const lines = breakLines(title, 84, TITLE_BOX.width);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(title);
    for (const line of lines) expect(textWidth(line, 84)).toBeLessThanOrEqual(TITLE_BOX.width);
  });

  it('cuts a word longer than a line by characters, and keeps every character', () => {
    const word = '가'.repeat(30);
    const lines = breakLines(word, 64, TITLE_BOX.width);
    expect(lines).toEqual(['가'.repeat(16), '가'.repeat(14)]);
  });

  it('has no line for an empty or blank title', () => {
    expect(breakLines('  ', 64, 100)).toEqual([]);
  });
});

describe('layoutTitle', () => {
  it('sets a short title large, on one line, centred in the title box', () => {
    const l = layoutTitle('Avatar');
    expect(l).toMatchObject({ font: 'Noto Sans', size: TITLE_SIZES[0]?.size, lines: ['Avatar'] });
    const middle = (TITLE_BOX.top + TITLE_BOX.bottom) / 2;
    expect(Math.abs((l.baselines[0] ?? 0) - l.size * 0.95 + (l.size * 1.2) / 2 - middle)).toBeLessThan(2);
  });

  it('sets a long title smaller, on more lines, all inside the box', () => {
    const l = layoutTitle(LONG);
    expect(l.size).toBeLessThan(TITLE_SIZES[0]?.size ?? 0);
    expect(l.lines.join(' ')).toBe(LONG);
    expect(l.baselines[0]).toBeGreaterThan(TITLE_BOX.top + l.size * 0.7);
    expect(l.baselines[l.baselines.length - 1]).toBeLessThanOrEqual(TITLE_BOX.bottom);
  });

  it('ends a title that fits at no size with an ellipsis, at the smallest size, on its most lines', () => {
    const l = layoutTitle(`${LONG} ${LONG} ${LONG}`);
    const smallest = TITLE_SIZES[TITLE_SIZES.length - 1];
    expect(l.size).toBe(smallest?.size);
    expect(l.lines).toHaveLength(smallest?.maxLines ?? 0);
    expect(l.lines[l.lines.length - 1]).toMatch(/…$/);
    for (const line of l.lines) expect(textWidth(line, l.size)).toBeLessThanOrEqual(TITLE_BOX.width);
  });

  it('sets Korean, Russian and Turkish titles in their font', () => {
    expect(layoutTitle('로블록스 스튜디오에서 첫 번째 게임 만들기').font).toBe('Noto Sans KR');
    expect(layoutTitle('Первые шаги в Roblox Studio').font).toBe('Noto Sans');
    expect(layoutTitle('Güvenlik Ayarları').font).toBe('Noto Sans');
  });

  it('keeps any title in the box: lines within the width and within the chosen size’s count', () => {
    const word = fc.stringOf(fc.constantFrom(...'aWmİıЖщ가힣 .:-1'), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 25 }), (words) => {
        const l = layoutTitle(words.join(' '));
        const allowed = TITLE_SIZES.find((s) => s.size === l.size)?.maxLines ?? 0;
        expect(l.lines.length).toBeLessThanOrEqual(allowed);
        for (const line of l.lines) expect(textWidth(line, l.size)).toBeLessThanOrEqual(TITLE_BOX.width);
        expect(l.baselines[l.baselines.length - 1] ?? 0).toBeLessThanOrEqual(TITLE_BOX.bottom);
      }),
    );
  });
});

describe('category colours', () => {
  it("are the stylesheet's first colour of each category (src/styles/_settings.scss)", () => {
    const scss = fs.readFileSync(path.join(repoRoot, 'src/styles/_settings.scss'), 'utf8');
    const block = /\$category-colors:\s*\(([\s\S]*?)\n\);/.exec(scss)?.[1] ?? '';
    const fromScss = Object.fromEntries(
      [...block.matchAll(/'(\w+)':\s*\(\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]?.toLowerCase()]),
    );
    expect(Object.keys(fromScss)).toHaveLength(TAXONOMY.length);
    expect(CATEGORY_COLOURS).toEqual(fromScss);
  });

  it('has one for every category, and the site colour for none', () => {
    for (const c of TAXONOMY) expect(categoryColour(c.key)).toBe(CATEGORY_COLOURS[c.key]);
    expect(categoryColour(null)).toBe(NO_CATEGORY_COLOUR);
    expect(categoryColour('unknown')).toBe(NO_CATEGORY_COLOUR);
  });
});
