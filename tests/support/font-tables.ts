/**
 * Reads what the share pictures' tests ask of a TrueType/OpenType font: which characters it has
 * a glyph for (the `cmap` table, formats 4 and 12) and each glyph's advance in em (`hmtx`, with
 * `hhea` and `head`). https://learn.microsoft.com/typography/opentype/spec/
 */

interface Tables {
  [tag: string]: { offset: number; length: number };
}

function tablesOf(font: Buffer): Tables {
  const count = font.readUInt16BE(4);
  const out: Tables = {};
  for (let i = 0; i < count; i += 1) {
    const at = 12 + 16 * i;
    out[font.toString('latin1', at, at + 4)] = {
      offset: font.readUInt32BE(at + 8),
      length: font.readUInt32BE(at + 12),
    };
  }
  return out;
}

/** A font's character map and advances: `advance(ch)` is null when the font has no glyph for it. */
export function fontMetrics(font: Buffer): { advance: (ch: string) => number | null } {
  const t = tablesOf(font);
  const need = (tag: string): { offset: number; length: number } => {
    const table = t[tag];
    if (!table) throw new Error(`the font has no ${tag} table`);
    return table;
  };
  const unitsPerEm = font.readUInt16BE(need('head').offset + 18);
  const metrics = font.readUInt16BE(need('hhea').offset + 34);
  const hmtx = need('hmtx').offset;
  const cmap = need('cmap').offset;
  const records = Array.from({ length: font.readUInt16BE(cmap + 2) }, (_, i) => ({
    platform: font.readUInt16BE(cmap + 4 + 8 * i),
    encoding: font.readUInt16BE(cmap + 6 + 8 * i),
    at: cmap + font.readUInt32BE(cmap + 8 + 8 * i),
  }));
  const sub =
    records.find((r) => font.readUInt16BE(r.at) === 12) ??
    records.find((r) => r.platform === 3 && r.encoding === 1) ??
    records.find((r) => r.platform === 0);
  if (!sub) throw new Error('the font has no Unicode cmap');
  const format = font.readUInt16BE(sub.at);
  let glyphOf: (code: number) => number;
  if (format === 12) {
    const groups = font.readUInt32BE(sub.at + 12);
    glyphOf = (code) => {
      for (let g = 0; g < groups; g += 1) {
        const at = sub.at + 16 + 12 * g;
        const start = font.readUInt32BE(at);
        const end = font.readUInt32BE(at + 4);
        if (code >= start && code <= end) return font.readUInt32BE(at + 8) + (code - start);
      }
      return 0;
    };
  } else if (format === 4) {
    const segs = font.readUInt16BE(sub.at + 6) / 2;
    const ends = sub.at + 14;
    const starts = ends + 2 * segs + 2;
    const deltas = starts + 2 * segs;
    const ranges = deltas + 2 * segs;
    glyphOf = (code) => {
      if (code > 0xffff) return 0;
      for (let s = 0; s < segs; s += 1) {
        if (code > font.readUInt16BE(ends + 2 * s)) continue;
        const start = font.readUInt16BE(starts + 2 * s);
        if (code < start) return 0;
        const delta = font.readInt16BE(deltas + 2 * s);
        const range = font.readUInt16BE(ranges + 2 * s);
        if (range === 0) return (code + delta) & 0xffff;
        const glyph = font.readUInt16BE(ranges + 2 * s + range + 2 * (code - start));
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  } else throw new Error(`cmap format ${format} is not read here`);
  return {
    advance: (ch) => {
      const glyph = glyphOf(ch.codePointAt(0) ?? 0);
      if (glyph === 0) return null;
      const index = Math.min(glyph, metrics - 1);
      return font.readUInt16BE(hmtx + 4 * index) / unitsPerEm;
    },
  };
}
