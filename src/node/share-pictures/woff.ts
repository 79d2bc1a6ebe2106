/**
 * WOFF (1.0) to the plain font file it wraps: the npm font packages ship WOFF and WOFF2 only,
 * and the fontconfig in sharp's libvips reads plain TrueType/OpenType files. A WOFF file is the
 * font's tables, each compressed with zlib when that made it smaller
 * (https://www.w3.org/TR/WOFF/#OverallStructure); unpacking them and writing the font's table
 * directory again gives the original font.
 */
import zlib from 'zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** The font (TrueType or OpenType) of a WOFF 1.0 file; throws, naming `name`, on anything else. */
export function woffToSfnt(woff: Buffer, name = 'font'): Buffer {
  if (woff.length < WOFF_HEADER || woff.toString('latin1', 0, 4) !== 'wOFF')
    throw new Error(`${name}: not a WOFF 1.0 file (no "wOFF" signature)`);
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? zlib.inflateSync(raw) : raw;
    if (data.length !== original) throw new Error(`${name}: a table does not unpack to its stated size`);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
  });
  // the table directory's search fields (the OpenType spec's formulas)
  let selector = 0;
  while (2 ** (selector + 1) <= count) selector += 1;
  const head = Buffer.alloc(SFNT_HEADER + SFNT_ENTRY * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(16 * 2 ** selector, 6);
  head.writeUInt16BE(selector, 8);
  head.writeUInt16BE(count * 16 - 16 * 2 ** selector, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    t.tag.copy(head, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const pad = (4 - (t.data.length % 4)) % 4;
    parts.push(t.data, Buffer.alloc(pad));
    offset += t.data.length + pad;
  });
  return Buffer.concat(parts);
}
