/**
 * The picture checks of one article: the frontmatter `cover` (with `cover_alt`) and the pictures
 * in its body. Each must name a local file next to the article that exists, is a picture the build
 * resizes (src/domain/pictures/formats.ts), is at most 20 MB and has alt text; every problem names
 * the file, the field and what to do. Pure: the caller hands in what the disk knows (`facts`).
 */
import { MAX_PICTURE_BYTES, PictureFacts, PROCESSED_EXTENSIONS, sniffPicture } from './formats';
import { findBodyPictures, isInside, resolvePicturePath } from './paths';
import { error, Problem, warning } from '../content/problems';

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

/**
 * The cover's frontmatter without its file: a path as text, and its alt text (missing or empty is
 * an error). The build runs it in checkArticlePictures; the web editor at the cover_alt field.
 */
export function coverProblems(file: string, fm: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const { cover, cover_alt: coverAlt } = fm;
  if (cover !== undefined && cover !== null) {
    if (typeof cover !== 'string')
      problems.push(
        error(file, 'cover', 'must be a file path in quotes, such as `cover: ./images/cover.jpg`.'),
      );
    else {
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
  return problems;
}

/** Every picture problem of one article: its cover and the pictures in its body. */
export function checkArticlePictures(input: PictureCheckInput): Problem[] {
  const { file, frontmatter: fm } = input;
  const root = input.root ?? file.replace(/\\/g, '/').split('/')[0] ?? '';
  const rootDir = root === file ? '' : root;
  const problems: Problem[] = [];

  const { cover } = fm;
  if (typeof cover === 'string') problems.push(...pathProblems(input, 'cover', cover, 'cover', rootDir));
  problems.push(...coverProblems(file, fm));

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
