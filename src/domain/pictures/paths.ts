/**
 * Where an article's pictures are: the paths as written (cover and body), resolved against the
 * article's folder, posix style without Node's path module (domain code also runs in the browser
 * bundle), and the pictures a markdown body holds, found the way markdown reads them.
 */

/** A picture reference found in an article: where, which path as written, and its alt text. */
export interface PictureRef {
  /** `cover` or `body line N` */
  field: string;
  src: string;
  alt: string | null;
  /** the caption (markdown title), if any */
  title: string | null;
  /** `markdown` for `![alt](src)` and reference images, `html` for a raw `<img>` */
  kind: 'cover' | 'markdown' | 'html';
}

function normalize(p: string): string {
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else out.push('..');
    } else out.push(part);
  }
  return (p.startsWith('/') ? '/' : '') + out.join('/');
}

const dirname = (p: string): string => {
  const at = p.lastIndexOf('/');
  return at < 0 ? '' : p.slice(0, at);
};

/** `true` for a path that is inside (or is) `root`. */
export const isInside = (p: string, root: string): boolean =>
  root === '' ? !p.startsWith('..') && !p.startsWith('/') : p === root || p.startsWith(`${root}/`);

const REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Where a picture path points: a remote address, a site path, or a file next to the article. */
export type PictureTarget =
  | { kind: 'remote'; scheme: string }
  | { kind: 'absolute' }
  | { kind: 'empty' }
  | { kind: 'local'; path: string };

/** Resolve a picture path as written in `articleFile` (relative to the article's folder). */
export function resolvePicturePath(articleFile: string, src: string): PictureTarget {
  const written = src.trim().replace(/^<(.*)>$/, '$1');
  if (written === '') return { kind: 'empty' };
  const remote = REMOTE.exec(written);
  if (remote) return { kind: 'remote', scheme: remote[0].startsWith('//') ? '//' : remote[0] };
  if (written.startsWith('/')) return { kind: 'absolute' };
  let decoded = written.replace(/[?#].*$/, '');
  try {
    decoded = decodeURI(decoded);
  } catch {
    // a stray % stays as written; the file lookup then reports it missing
  }
  const dir = dirname(articleFile.replace(/\\/g, '/'));
  return { kind: 'local', path: normalize(dir ? `${dir}/${decoded}` : decoded) };
}

/* Finding the pictures of a body. */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const INLINE_IMAGE =
  /!\[((?:\\.|[^\]\\])*)\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\((?:\\.|[^)\\])*\)))?\s*\)/g;
const REFERENCE_IMAGE = /!\[((?:\\.|[^\]\\])*)\]\[([^\]]*)\]/g;
const DEFINITION = /^ {0,3}\[([^\]]+)\]:\s*(<[^>\n]*>|\S+)(?:\s+("[^"]*"|'[^']*'|\([^)]*\)))?\s*$/;
const HTML_IMG = /<img\b[^>]*>/gi;

const unquote = (t: string | undefined): string | null => (t ? t.slice(1, -1) : null);
const unescape = (t: string): string => t.replace(/\\(.)/g, '$1');
const label = (t: string): string => t.trim().replace(/\s+/g, ' ').toLowerCase();

/** An attribute of a raw HTML tag, or null when it is absent. */
function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  if (!m) return new RegExp(`\\s${name}(?=[\\s/>])`, 'i').test(tag) ? '' : null;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

/** Blank out inline code spans so that pictures written as code are not taken for pictures. */
const withoutCodeSpans = (line: string): string =>
  line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (m) => ' '.repeat(m.length));

/** Every picture in a markdown body, in order, with its line (offset by `lineOffset`). */
export function findBodyPictures(body: string, lineOffset = 0): PictureRef[] {
  // every picture is written `![` or `<img`: most bodies hold neither
  if (!body.includes('![') && !/<img/i.test(body)) return [];
  const lines = body.split(/\r?\n/);
  const definitions = new Map<string, { src: string; title: string | null }>();
  const prose: { text: string; line: number }[] = [];
  let fence: string | null = null;
  lines.forEach((raw, i) => {
    const open = FENCE.exec(raw);
    if (fence) {
      if (
        open &&
        open[1]?.[0] === fence[0] &&
        (open[1]?.length ?? 0) >= fence.length &&
        raw.trim() === open[1]
      )
        fence = null;
      return;
    }
    if (open) {
      fence = open[1] ?? null;
      return;
    }
    // indented code (4 spaces after a blank line) is rare in articles; treated as prose
    // most lines hold no picture and no link definition: skip the expressions for them
    if (!raw.includes('[') && !/<img/i.test(raw)) return;
    const def = DEFINITION.exec(raw);
    if (def) {
      const key = label(def[1] ?? '');
      if (!definitions.has(key))
        definitions.set(key, { src: (def[2] ?? '').replace(/^<(.*)>$/, '$1'), title: unquote(def[3]) });
      return;
    }
    prose.push({ text: withoutCodeSpans(raw), line: i + 1 + lineOffset });
  });

  const refs: PictureRef[] = [];
  for (const { text, line } of prose) {
    const found: { at: number; ref: PictureRef }[] = [];
    const field = `body line ${line}`;
    for (const m of text.matchAll(INLINE_IMAGE)) {
      if (m.index > 0 && text[m.index - 1] === '\\') continue;
      found.push({
        at: m.index,
        ref: {
          field,
          src: (m[2] ?? '').replace(/^<(.*)>$/, '$1'),
          alt: unescape(m[1] ?? ''),
          title: unquote(m[3]),
          kind: 'markdown',
        },
      });
    }
    for (const m of text.matchAll(REFERENCE_IMAGE)) {
      if (m.index > 0 && text[m.index - 1] === '\\') continue;
      const def = definitions.get(label(m[2] || m[1] || ''));
      if (!def) continue; // not a picture for markdown either: it prints as text
      found.push({
        at: m.index,
        ref: { field, src: def.src, alt: unescape(m[1] ?? ''), title: def.title, kind: 'markdown' },
      });
    }
    for (const m of text.matchAll(HTML_IMG)) {
      found.push({
        at: m.index,
        ref: {
          field,
          src: attribute(m[0], 'src') ?? '',
          alt: attribute(m[0], 'alt'),
          title: attribute(m[0], 'title'),
          kind: 'html',
        },
      });
    }
    refs.push(...found.sort((a, b) => a.at - b.at).map((f) => f.ref));
  }
  return refs;
}

/** The local files an article's pictures point to (for copying and watching), without duplicates. */
export function localPicturePaths(file: string, fm: Record<string, unknown>, body: string): string[] {
  const out = new Set<string>();
  const add = (src: unknown): void => {
    if (typeof src !== 'string') return;
    const t = resolvePicturePath(file, src);
    if (t.kind === 'local') out.add(t.path);
  };
  add(fm.cover);
  for (const ref of findBodyPictures(body)) if (ref.kind === 'markdown') add(ref.src);
  return [...out];
}
