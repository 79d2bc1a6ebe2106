/**
 * The SVG of an article's share picture: the category's colour, the site's mark
 * (src/images/icon.svg) and name at the top, the title set by src/domain/pictures/share-layout.ts,
 * and the category's name at the foot. The drawing process turns it into the JPEG.
 */
import {
  categoryColour,
  fitLabel,
  layoutTitle,
  SHARE_PICTURE,
  shareFont,
  TITLE_BOX,
  type ShareFont,
} from '../../domain/pictures/share-layout';

/** What a share picture shows. */
export interface ShareFacts {
  title: string;
  /** the article's first category's key and name (null: filed under none) */
  categoryKey: string | null;
  categoryTitle: string | null;
  siteTitle: string;
}

/** Whether XML 1.0 allows a character (control characters but tab and line ends, U+FFFE/FFFF do not). */
const xmlAllows = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff
  );
};

const escapeXml = (text: string): string =>
  [...text]
    .filter(xmlAllows)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** The family list of a text: its own font first, the other one for any letter it lacks. */
const families = (font: ShareFont): string =>
  font === 'Noto Sans KR' ? "'Noto Sans KR', 'Noto Sans'" : "'Noto Sans', 'Noto Sans KR'";

/** The mark's drawing without its `<svg>` element, to be placed with a transform. */
export function markContent(iconSvg: string): { body: string; size: number } {
  const open = /<svg\b[^>]*>/.exec(iconSvg);
  const viewBox = open ? /viewBox="0 0 (\d+(?:\.\d+)?) \d+(?:\.\d+)?"/.exec(open[0]) : null;
  const close = iconSvg.lastIndexOf('</svg>');
  if (!open || !viewBox || close < 0)
    throw new Error('share pictures: src/images/icon.svg has no square viewBox "0 0 N N"');
  const body = iconSvg.slice(open.index + open[0].length, close).replace(/<!--[\s\S]*?-->/g, '');
  return { body, size: Number(viewBox[1]) };
}

const MARK = { x: 80, y: 52, size: 96 } as const;
const FOOT = { height: 80, text: 32 } as const;

/** The picture's SVG. */
export function sharePictureSvg(facts: ShareFacts, mark: { body: string; size: number }): string {
  const { width, height } = SHARE_PICTURE;
  const colour = categoryColour(facts.categoryKey);
  const title = layoutTitle(facts.title);
  const site = fitLabel(facts.siteTitle, 44, TITLE_BOX.width - MARK.size - 32);
  const category = facts.categoryTitle ? fitLabel(facts.categoryTitle, FOOT.text, TITLE_BOX.width - 40) : '';
  const footTop = height - FOOT.height;
  const lines = title.lines
    .map((line, i) => `<tspan x="${TITLE_BOX.x}" y="${title.baselines[i]}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="${colour}"/>
<rect width="${width}" height="${height}" fill="url(#shade)"/>
<rect y="${footTop}" width="${width}" height="${FOOT.height}" fill="#0b1530" fill-opacity="0.55"/>
${category ? `<rect x="${TITLE_BOX.x}" y="${footTop + 26}" width="28" height="28" rx="6" fill="${colour}" stroke="#fff" stroke-width="3"/>` : ''}
<rect x="${MARK.x - 6}" y="${MARK.y - 6}" width="${MARK.size + 12}" height="${MARK.size + 12}" rx="${(MARK.size + 12) * 0.1875}" fill="#fff"/>
<g transform="translate(${MARK.x} ${MARK.y}) scale(${MARK.size / mark.size})">${mark.body}</g>
<text x="${MARK.x + MARK.size + 28}" y="${MARK.y + 64}" font-family="${families(shareFont(site))}" font-size="44" font-weight="700" fill="#fff">${escapeXml(site)}</text>
<text font-family="${families(title.font)}" font-size="${title.size}" font-weight="700" fill="#fff">${lines}</text>
<text x="${TITLE_BOX.x + 44}" y="${footTop + 52}" font-family="${families(shareFont(category))}" font-size="${FOOT.text}" font-weight="700" fill="#fff">${escapeXml(category)}</text>
</svg>`;
}
