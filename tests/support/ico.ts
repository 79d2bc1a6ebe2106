/** Reads the directory of an .ico file, independently of the encoder under test. */
export interface IcoEntry {
  width: number;
  height: number;
  bitsPerPixel: number;
  data: Buffer;
}

/** The images of an ICO file; throws when the header or an entry is out of bounds. */
export function readIco(file: Buffer): IcoEntry[] {
  if (file.length < 6 || file.readUInt16LE(0) !== 0 || file.readUInt16LE(2) !== 1)
    throw new Error('not an ICO file (reserved 0, type 1)');
  const count = file.readUInt16LE(4);
  const entries: IcoEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = 6 + 16 * i;
    const size = file.readUInt32LE(at + 8);
    const offset = file.readUInt32LE(at + 12);
    if (offset + size > file.length) throw new Error(`ICO entry ${i} runs past the end of the file`);
    entries.push({
      width: file.readUInt8(at) || 256,
      height: file.readUInt8(at + 1) || 256,
      bitsPerPixel: file.readUInt16LE(at + 6),
      data: file.subarray(offset, offset + size),
    });
  }
  return entries;
}
