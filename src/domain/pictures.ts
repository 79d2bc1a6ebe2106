/**
 * Pictures of an article: the frontmatter `cover` (with `cover_alt`) and the pictures in its
 * body. Checks that each names a local file next to the article that exists, is a picture the
 * build resizes (sniffed from its first bytes, not trusted from its name), is at most 20 MB and
 * has alt text. Pure: the caller hands in what the disk knows about each file (`PictureFacts`).
 *
 * Accepted: PNG, JPEG, WebP and AVIF, the formats gatsby-plugin-sharp turns into responsive
 * AVIF/WebP sets. Refused with a reason:
 * - SVG: it is not resized into the srcset, and an SVG opened as "the original" runs in the
 *   site's origin with whatever script or external reference it carries; export it as PNG.
 * - GIF: recognised, but neither gatsby-transformer-sharp nor gatsby-remark-images processes it,
 *   so it would ship at full size without a reserved box; export a still as PNG or WebP.
 */
import { error, Problem, warning } from './problems';

/** The largest picture an editor may commit, in bytes (the issue's 20 MB, binary megabytes). */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** How many leading bytes `sniffPicture` needs to recognise every format. */
export const SNIFF_BYTES = 32;

export type PictureFormat = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'svg';

/** Formats the build resizes into AVIF/WebP sets with a reserved box. */
export const PROCESSED_FORMATS: readonly PictureFormat[] = ['png', 'jpeg', 'webp', 'avif'];

/** File name endings the image plugins pick up (they decide by name, then sharp reads the bytes). */
export const PROCESSED_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'webp', 'avif'];

/** What the caller knows about one file; `undefined` from the lookup means it does not exist. */
export interface PictureFacts {
  /** size in bytes */
  size: number;
  /** the first bytes of the file (at least SNIFF_BYTES when the file is that long) */
  head: Uint8Array;
}

export interface PictureCheckInput {
  /** the article's path as reported to editors, e.g. `content/articles/tips/obby.md` */
  file: string;
  frontmatter: Record<string, unknown>;
  body: string;
  /** lines of the file before the body (frontmatter and its `---` lines), so body lines are file lines */
  bodyLineOffset?: number;
  /**
   * The folder everything must stay inside, in the same terms as `file` (e.g. `content`);
   * a picture path that leaves it is refused. Default: the folder of `file`'s first segment.
   */
  root?: string;
  /** facts about a file, by its path in the same terms as `file`; `undefined` when missing */
  facts: (path: string) => PictureFacts | undefined;
}

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

/* Paths, posix style, without Node's path module (domain code also runs in the browser bundle). */

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
const isInside = (p: string, root: string): boolean =>
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

/* The checks. */

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const name = (p: string): string => p.slice(p.lastIndexOf('/') + 1);
const extension = (p: string): string => {
  const n = name(p);
  const at = n.lastIndexOf('.');
  return at <= 0 ? '' : n.slice(at + 1).toLowerCase();
};

const FORMAT_ADVICE: Record<'svg' | 'gif', string> = {
  svg: 'SVG is not resized into the responsive set and can carry scripts; export it as PNG (or WebP) and point to that file.',
  gif: 'GIF is not resized into the responsive set; export a still as PNG or WebP and point to that file.',
};

/** Problems with the file behind one local picture path. */
function fileProblems(
  input: PictureCheckInput,
  field: string,
  src: string,
  path: string,
  root: string,
): Problem[] {
  const { file } = input;
  const suggestion = `./images/${name(path) || 'picture.jpg'}`;
  if (!isInside(path, root))
    return [
      error(
        file,
        field,
        `"${src}" points outside the content folder (${root || '.'}); put the picture next to the article and write a path such as ${suggestion}.`,
      ),
    ];
  const facts = input.facts(path);
  if (!facts)
    return [
      error(
        file,
        field,
        `"${src}" not found: there is no file ${path}; add the picture there or correct the path (it is relative to the article's folder).`,
      ),
    ];
  const problems: Problem[] = [];
  const format = sniffPicture(facts.head);
  if (format === 'svg' || format === 'gif')
    problems.push(error(file, field, `"${src}" is ${format.toUpperCase()}: ${FORMAT_ADVICE[format]}`));
  else if (format === null)
    problems.push(
      error(
        file,
        field,
        `"${src}" is not a picture (its content is not PNG, JPEG, WebP or AVIF); export the picture in one of these formats.`,
      ),
    );
  else if (!PROCESSED_EXTENSIONS.includes(extension(path)))
    problems.push(
      error(
        file,
        field,
        `"${src}" holds a ${format.toUpperCase()} picture but its name ends in "${extension(path) || '(nothing)'}"; rename it to end in .${format === 'jpeg' ? 'jpg' : format} so the build resizes it.`,
      ),
    );
  if (facts.size > MAX_PICTURE_BYTES)
    problems.push(
      error(
        file,
        field,
        `"${src}" is ${megabytes(facts.size)}, over the 20 MB limit; resize it (2400 px wide is plenty) or compress it.`,
      ),
    );
  return problems;
}

/** Problems with where one picture path points (remote, site path, empty) or with its file. */
function pathProblems(
  input: PictureCheckInput,
  field: string,
  src: string,
  what: string,
  root: string,
): Problem[] {
  const target = resolvePicturePath(input.file, src);
  switch (target.kind) {
    case 'empty':
      return [
        error(input.file, field, `${what} has no path; write the file name, such as ./images/picture.jpg.`),
      ];
    case 'remote':
      return [
        error(
          input.file,
          field,
          `"${src}" is a remote address (${target.scheme}); pictures must be local files so the build can resize them and readers never load from another site. Save it next to the article and write ./images/name.jpg.`,
        ),
      ];
    case 'absolute':
      return [
        error(
          input.file,
          field,
          `"${src}" is a site path; put the picture next to the article and write a relative path such as ./images/${name(src) || 'picture.jpg'}, so the build resizes it.`,
        ),
      ];
    default:
      return fileProblems(input, field, src, target.path, root);
  }
}

/** Every picture problem of one article: its cover and the pictures in its body. */
export function checkArticlePictures(input: PictureCheckInput): Problem[] {
  const { file, frontmatter: fm } = input;
  const root = input.root ?? file.replace(/\\/g, '/').split('/')[0] ?? '';
  const rootDir = root === file ? '' : root;
  const problems: Problem[] = [];

  const { cover, cover_alt: coverAlt } = fm;
  if (cover !== undefined && cover !== null) {
    if (typeof cover !== 'string')
      problems.push(
        error(file, 'cover', 'must be a file path in quotes, such as `cover: ./images/cover.jpg`.'),
      );
    else {
      problems.push(...pathProblems(input, 'cover', cover, 'cover', rootDir));
      if (coverAlt === undefined || coverAlt === null)
        problems.push(
          error(
            file,
            'cover_alt',
            "is missing; describe the cover for readers who cannot see it, e.g. `cover_alt: 'A baseplate with stacked bricks'`.",
          ),
        );
      else if (typeof coverAlt !== 'string' || coverAlt.trim() === '')
        problems.push(
          error(
            file,
            'cover_alt',
            'is empty; describe what the cover shows in a short sentence (a picture without alt text is an accessibility failure).',
          ),
        );
    }
  } else if (coverAlt !== undefined && coverAlt !== null)
    problems.push(
      warning(
        file,
        'cover_alt',
        'is set but there is no `cover`; add `cover: ./images/name.jpg` or remove it.',
      ),
    );

  for (const ref of findBodyPictures(input.body, input.bodyLineOffset ?? 0)) {
    if (ref.kind === 'html') {
      const target = resolvePicturePath(file, ref.src);
      if (target.kind === 'local')
        problems.push(
          error(
            file,
            ref.field,
            `<img src="${ref.src}"> is raw HTML, which the build does not resize or copy; write it as ![what it shows](${ref.src}) instead.`,
          ),
        );
      else problems.push(...pathProblems(input, ref.field, ref.src, '<img>', rootDir));
    } else problems.push(...pathProblems(input, ref.field, ref.src, 'the picture', rootDir));
    if (ref.alt === null || ref.alt.trim() === '')
      problems.push(
        error(
          file,
          ref.field,
          `the picture "${ref.src}" has no alt text; describe what it shows between the brackets: ![a short description](${ref.src}).`,
        ),
      );
  }
  return problems;
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

/**
 * Sizes the build makes. Body pictures: at most the article column (46rem = 736 px) at 2×.
 * Covers: the hero fills the column (1071 px covers a 412 px phone at 2.6×), cards show a
 * thumbnail, and the share image is the 1200 × 630 crop Open Graph and Twitter cards expect.
 */
export const BODY_PICTURE = { maxWidth: 736, quality: 70 } as const;
export const COVER_SIZES = {
  heroWidths: [412, 736, 1071, 1472],
  cardWidth: 400,
  share: { width: 1200, height: 630 },
  quality: 68,
} as const;

/** A resized picture as pages render it: modern formats first, then the fallback. */
export interface ResponsiveImage {
  width: number;
  height: number;
  /** AVIF then WebP, as `<source>` elements */
  sources: { type: string; srcSet: string }[];
  fallback: { src: string; srcSet: string };
}

/** An article's cover as the pages use it (built by src/node/covers.ts from gatsby-plugin-image data). */
export interface CoverPictures {
  alt: string;
  /** the article's hero */
  hero: ResponsiveImage;
  /** the thumbnail on cards */
  card: ResponsiveImage;
  /** the 1200 × 630 share crop for og:image / twitter:image and the JSON-LD image */
  share: { src: string; width: number; height: number; type: string };
}

/** The `sizes` of each place a cover shows: the hero fills the article column (46rem). */
export const COVER_IMAGE_SIZES = {
  hero: '(min-width: 768px) 736px, 100vw',
  card: '(min-width: 992px) 300px, (min-width: 576px) 50vw, 100vw',
} as const;
