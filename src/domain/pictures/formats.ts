/**
 * Picture files: which formats the build takes, recognised from a file's first bytes (not
 * trusted from its name), and the size limit. Pure: the caller reads the bytes (`PictureFacts`).
 *
 * Accepted: PNG, JPEG, WebP and AVIF, the formats gatsby-plugin-sharp turns into responsive
 * AVIF/WebP sets. Refused with a reason:
 * - SVG: it is not resized into the srcset, and an SVG opened as "the original" runs in the
 *   site's origin with whatever script or external reference it carries; export it as PNG.
 * - GIF: recognised, but neither gatsby-transformer-sharp nor gatsby-remark-images processes it,
 *   so it would ship at full size without a reserved box; export a still as PNG or WebP.
 */

/** The largest picture an editor may commit, in bytes (the 20 MB, binary megabytes). */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** How many leading bytes `sniffPicture` needs to recognise every format. */
export const SNIFF_BYTES = 32;

export type PictureFormat = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'svg';

/** File name endings the image plugins pick up (they decide by name, then sharp reads the bytes). */
export const PROCESSED_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'webp', 'avif'];

/** What the caller knows about one file; `undefined` from the lookup means it does not exist. */
export interface PictureFacts {
  /** size in bytes */
  size: number;
  /** the first bytes of the file (at least SNIFF_BYTES when the file is that long) */
  head: Uint8Array;
}

const startsWith = (b: Uint8Array, bytes: number[], at = 0): boolean =>
  b.length >= at + bytes.length && bytes.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

/** The picture format of a file from its first bytes, or null when it is none of them. */
export function sniffPicture(head: Uint8Array): PictureFormat | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  // ISO base media: a box size, then `ftyp`, the major brand and the compatible brands
  if (ascii(head, 4, 8) === 'ftyp') {
    const size = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
    const end = Math.min(size > 8 ? size : head.length, head.length);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(head, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
    return null;
  }
  // SVG is text: an optional BOM, XML declaration, comments or doctype, then <svg
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<svg[\s>]/i.test(text) || (/^<(\?xml|!--|!doctype)/i.test(text) && /<svg[\s>]/i.test(text)))
    return 'svg';
  return null;
}
