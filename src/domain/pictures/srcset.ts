/**
 * `srcset` values (img and source), read by the candidate rules of the HTML standard
 * (https://html.spec.whatwg.org/multipage/images.html#parse-a-srcset-attribute): a URL, then
 * descriptors up to a comma that is not inside parentheses. The article sanitiser checks each
 * candidate's URL on its own, since a browser may fetch any of them.
 */

export interface SrcsetCandidate {
  url: string;
  /** width descriptor (`480w`) */
  w?: number;
  /** height descriptor (`300h`, with a width only) */
  h?: number;
  /** density descriptor (`2x`) */
  d?: number;
}

const SPACE = /[ \t\n\r\f]/;
const INTEGER = /^\d+$/;
const FLOAT = /^-?(?:\d+|\d*\.\d+)(?:[eE][+-]?\d+)?$/;

/** The candidate a URL and its descriptors make, or null when the descriptors are invalid. */
function candidate(url: string, descriptors: string[]): SrcsetCandidate | null {
  const out: SrcsetCandidate = { url };
  for (const descriptor of descriptors) {
    const unit = descriptor.slice(-1);
    const number = descriptor.slice(0, -1);
    if (unit === 'w' && INTEGER.test(number) && out.w === undefined && out.d === undefined) {
      out.w = Number(number);
      if (out.w === 0) return null;
    } else if (unit === 'h' && INTEGER.test(number) && out.h === undefined && out.d === undefined) {
      out.h = Number(number);
      if (out.h === 0) return null;
    } else if (
      unit === 'x' &&
      FLOAT.test(number) &&
      out.w === undefined &&
      out.h === undefined &&
      out.d === undefined
    ) {
      out.d = Number(number);
      if (out.d < 0) return null;
    } else return null;
  }
  return out;
}

/** The candidates of a srcset value, in order; invalid ones are left out. */
export function parseSrcset(value: string): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  let pos = 0;
  const at = (): string => value.charAt(pos);
  for (;;) {
    while (pos < value.length && (SPACE.test(at()) || at() === ',')) pos += 1;
    if (pos >= value.length) return out;
    const start = pos;
    while (pos < value.length && !SPACE.test(at())) pos += 1;
    let url = value.slice(start, pos);
    const descriptors: string[] = [];
    if (url.endsWith(',')) {
      // "a.png," ends the candidate: no descriptors
      url = url.replace(/,+$/, '');
    } else {
      while (pos < value.length && SPACE.test(at())) pos += 1;
      let current = '';
      let inParens = false;
      for (; pos <= value.length; pos += 1) {
        const c = at();
        if (c === '') break;
        if (inParens) {
          current += c;
          if (c === ')') inParens = false;
        } else if (SPACE.test(c)) {
          if (current) descriptors.push(current);
          current = '';
        } else if (c === ',') {
          pos += 1;
          break;
        } else {
          current += c;
          if (c === '(') inParens = true;
        }
      }
      if (current) descriptors.push(current);
    }
    const found = candidate(url, descriptors);
    if (found) out.push(found);
  }
}

/** A srcset value from candidates, in the usual `url 480w, url 960w` form. */
export const formatSrcset = (candidates: readonly SrcsetCandidate[]): string =>
  candidates
    .map((c) => `${c.url}${c.w ? ` ${c.w}w` : ''}${c.h ? ` ${c.h}h` : ''}${c.d ? ` ${c.d}x` : ''}`)
    .join(', ');
