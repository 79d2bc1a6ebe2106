/**
 * A one-way digest of an article's name (a slug, a file), for the public /admin/config.js: the
 * editor refuses a slug a draft or a scheduled article has without the page naming that slug
 * (docs/editing.md, "Writing in the browser"). SHA-256 (FIPS 180-4), written here so that the
 * build (Node) and the editor's field checks (the browser, synchronously, where crypto.subtle
 * is asynchronous) compute the same digest with the same code. Pure.
 */

// plain arrays, no typed arrays: Babel would add a core-js polyfill for them and swc not
// (tests/unit/plugins/build-tuning/swc-site-code.test.ts holds the two equal)
const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
];

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** The SHA-256 digest of a text (its UTF-8 bytes), in hex. */
export function sha256Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // the message, a 1 bit, zeros, and its length in bits (64-bit big-endian): a multiple of 64 bytes
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const padded = [...bytes, 0x80, ...new Array<number>(length - bytes.length - 1).fill(0)];
  const bits = bytes.length * 8;
  const high = Math.floor(bits / 0x100000000);
  for (let i = 0; i < 4; i += 1) {
    padded[length - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
    padded[length - 4 + i] = (bits >>> (24 - 8 * i)) & 0xff;
  }
  const word = (at: number): number =>
    ((padded[at] << 24) | (padded[at + 1] << 16) | (padded[at + 2] << 8) | padded[at + 3]) >>> 0;
  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const w = new Array<number>(64).fill(0);
  for (let block = 0; block < length; block += 64) {
    for (let t = 0; t < 16; t += 1) w[t] = word(block + t * 4);
    for (let t = 16; t < 64; t += 1) {
      const s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >>> 3);
      const s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >>> 10);
      w[t] = (w[t - 16] + s0 + w[t - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let t = 0; t < 64; t += 1) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = (h[0] + a) >>> 0;
    h[1] = (h[1] + b) >>> 0;
    h[2] = (h[2] + c) >>> 0;
    h[3] = (h[3] + d) >>> 0;
    h[4] = (h[4] + e) >>> 0;
    h[5] = (h[5] + f) >>> 0;
    h[6] = (h[6] + g) >>> 0;
    h[7] = (h[7] + hh) >>> 0;
  }
  return h.map((x) => x.toString(16).padStart(8, '0')).join('');
}

/**
 * The digest /admin/config.js carries for a name of an unpublished article: 96 bits of the
 * SHA-256 of the name with the site's prefix. Only a guess of the exact name matches it.
 */
export const nameDigest = (name: string): string => sha256Hex(`bloxguide-name:${name}`).slice(0, 24);
