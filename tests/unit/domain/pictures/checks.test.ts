/**
 * Picture rules (src/domain/pictures/: formats.ts, paths.ts, checks.ts): format sniffing from real bytes, path resolution, the
 * pictures found in a body, and every problem an article's cover or body pictures can have, each
 * naming the file, the field (`cover`, `cover_alt` or `body line N`) and what to do.
 */
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { checkArticlePictures, PictureCheckInput } from '../../../../src/domain/pictures/checks';
import {
  MAX_PICTURE_BYTES,
  PictureFacts,
  sniffPicture,
  SNIFF_BYTES,
} from '../../../../src/domain/pictures/formats';
import {
  findBodyPictures,
  localPicturePaths,
  resolvePicturePath,
} from '../../../../src/domain/pictures/paths';
import { Problem } from '../../../../src/domain/content/problems';
import { filesUnder } from '../../../../src/node/files/walk';
import { repoRoot } from '../../../support/paths';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

/** The first bytes of a real file of each format, encoded by sharp here. */
const real: Record<string, Uint8Array> = {};
beforeAll(async () => {
  const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#3fa34d' } });
  const heads = {
    png: await base.clone().png().toBuffer(),
    jpeg: await base.clone().jpeg().toBuffer(),
    webp: await base.clone().webp().toBuffer(),
    avif: await base.clone().avif().toBuffer(),
    gif: await base.clone().gif().toBuffer(),
  };
  for (const [k, b] of Object.entries(heads)) real[k] = new Uint8Array(b.subarray(0, SNIFF_BYTES));
});

describe('sniffPicture', () => {
  it.each(['png', 'jpeg', 'webp', 'avif', 'gif'])(
    'recognises a real %s file from its first bytes',
    (format) => {
      expect(sniffPicture(real[format] as Uint8Array)).toBe(format);
    },
  );

  it('recognises the committed pictures of the real articles', () => {
    const dir = path.join(repoRoot, 'content/articles');
    const files = filesUnder(dir).filter((f) => /\.(jpe?g|png)$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(18);
    for (const f of files) {
      const head = new Uint8Array(fs.readFileSync(path.join(dir, f)).subarray(0, SNIFF_BYTES));
      expect([f, sniffPicture(head)]).toEqual([f, f.endsWith('.png') ? 'png' : 'jpeg']);
    }
  });

  it.each([
    ['an SVG element', '<svg xmlns="http://www.w3.org/2000/svg" width="1">'],
    ['an XML declaration before it', '<?xml version="1.0"?>\n<svg viewBox="0 0 1 1">'],
    ['a BOM and spaces before it', '\uFEFF  \n<svg>'],
    ['a comment before it', '<!-- drawn by hand --><svg >'],
  ])('recognises SVG with %s', (_, text) => {
    expect(sniffPicture(new TextEncoder().encode(text))).toBe('svg');
  });

  it.each([
    ['text', bytes('hello, this is not a picture')],
    ['HTML', bytes('<!doctype html><html><body>')],
    ['an XML file that is not SVG', bytes('<?xml version="1.0"?><rss>')],
    ['an empty file', bytes()],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['a RIFF file that is not WebP', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['an MP4 (ftyp isom)', bytes(0, 0, 0, 24, 'ftypisom', 0, 0, 2, 0, 'isomiso2')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a ZIP', bytes('PK', 3, 4)],
  ])('refuses %s', (_, head) => {
    expect(sniffPicture(head)).toBeNull();
  });

  it('finds avif among the compatible brands (major brand mif1)', () => {
    expect(sniffPicture(bytes(0, 0, 0, 28, 'ftyp', 'mif1', 0, 0, 0, 0, 'mif1', 'miaf', 'avif'))).toBe('avif');
    // the minor version field is not a brand
    expect(sniffPicture(bytes(0, 0, 0, 20, 'ftyp', 'mif1', 'avif', 'mif1'))).toBeNull();
  });
});

describe('resolvePicturePath', () => {
  const article = 'content/articles/tips/obby.md';
  it.each([
    ['./images/a.jpg', 'content/articles/tips/images/a.jpg'],
    ['images/a.jpg', 'content/articles/tips/images/a.jpg'],
    ['../shared/a.png', 'content/articles/shared/a.png'],
    ['./images/my%20shot.png', 'content/articles/tips/images/my shot.png'],
    ['<./images/my shot.png>', 'content/articles/tips/images/my shot.png'],
    ['./a.jpg?v=2#top', 'content/articles/tips/a.jpg'],
    ['./images/./x/../a.jpg', 'content/articles/tips/images/a.jpg'],
  ])('resolves %s next to the article', (src, expected) => {
    expect(resolvePicturePath(article, src)).toEqual({ kind: 'local', path: expected });
  });

  it.each([
    ['https://cdn.example.com/a.png', 'https:'],
    ['HTTP://example.com/a.png', 'HTTP:'],
    ['//cdn.example.com/a.png', '//'],
    ['data:image/png;base64,AAAA', 'data:'],
    ['ftp://example.com/a.png', 'ftp:'],
  ])('calls %s remote', (src, scheme) => {
    expect(resolvePicturePath(article, src)).toEqual({ kind: 'remote', scheme });
  });

  it('tells a site path and an empty path apart', () => {
    expect(resolvePicturePath(article, '/static/a.png')).toEqual({ kind: 'absolute' });
    expect(resolvePicturePath(article, '  ')).toEqual({ kind: 'empty' });
  });

  it('accepts Windows separators in the article path', () => {
    expect(resolvePicturePath('content\\articles\\a.md', './b.png')).toEqual({
      kind: 'local',
      path: 'content/articles/b.png',
    });
  });
});

describe('findBodyPictures', () => {
  it('finds inline pictures with alt, caption and the line, offset to file lines', () => {
    const body =
      'Intro.\n\n![A baseplate](./images/a.jpg "Start here")\n\nText ![b](b.png) and ![c](<./c d.png>).';
    expect(findBodyPictures(body, 10)).toEqual([
      {
        field: 'body line 13',
        src: './images/a.jpg',
        alt: 'A baseplate',
        title: 'Start here',
        kind: 'markdown',
      },
      { field: 'body line 15', src: 'b.png', alt: 'b', title: null, kind: 'markdown' },
      { field: 'body line 15', src: './c d.png', alt: 'c', title: null, kind: 'markdown' },
    ]);
  });

  it('accepts single-quoted and parenthesised titles and parentheses in a path', () => {
    const refs = findBodyPictures("![a](./x(1).png 'One') ![b](./y.png (Two))");
    expect(refs.map((r) => [r.src, r.title])).toEqual([
      ['./x(1).png', 'One'],
      ['./y.png', 'Two'],
    ]);
  });

  it('resolves reference pictures through their definitions, case-insensitively', () => {
    const body = 'See ![The pad][Pad] and ![pad][].\n\n[pad]: ./images/pad.png "The pad"\n';
    expect(findBodyPictures(body)).toEqual([
      { field: 'body line 1', src: './images/pad.png', alt: 'The pad', title: 'The pad', kind: 'markdown' },
      { field: 'body line 1', src: './images/pad.png', alt: 'pad', title: 'The pad', kind: 'markdown' },
    ]);
  });

  it('ignores pictures written inside fenced code and inline code, and escaped ones', () => {
    const body = [
      '```markdown',
      '![not a picture](./nope.png)',
      '```',
      '~~~',
      '![nor this](./nope.png)',
      '```',
      'still code',
      '~~~',
      'Write `![alt](./file.png)` to add one; \\![escaped](./nope.png).',
      '![real](./yes.png)',
    ].join('\n');
    expect(findBodyPictures(body).map((r) => [r.field, r.src])).toEqual([['body line 10', './yes.png']]);
  });

  it('finds raw HTML <img> tags with their attributes, including a bare alt', () => {
    const refs = findBodyPictures(
      '<p><img src="./a.png" alt="A"></p>\n<IMG alt src=\'https://x.test/b.png\'>\n<img src=c.png>',
    );
    expect(refs).toEqual([
      { field: 'body line 1', src: './a.png', alt: 'A', title: null, kind: 'html' },
      { field: 'body line 2', src: 'https://x.test/b.png', alt: '', title: null, kind: 'html' },
      { field: 'body line 3', src: 'c.png', alt: null, title: null, kind: 'html' },
    ]);
  });

  it('leaves links and reference text without a definition alone', () => {
    expect(
      findBodyPictures('[a link](./a.png) and ![no definition][missing] and ! [spaced](./b.png)'),
    ).toEqual([]);
  });
});

/** A content folder in memory: path -> bytes. */
function disk(files: Record<string, Uint8Array | { size: number; head: Uint8Array }>) {
  return (p: string): PictureFacts | undefined => {
    const f = files[p];
    if (!f) return undefined;
    return f instanceof Uint8Array ? { size: f.length, head: f.subarray(0, SNIFF_BYTES) } : f;
  };
}

const ARTICLE = 'content/articles/tips/obby.md';
const check = (over: Partial<PictureCheckInput>, files: Parameters<typeof disk>[0] = {}): Problem[] =>
  checkArticlePictures({ file: ARTICLE, frontmatter: {}, body: 'Text.', facts: disk(files), ...over });
const fields = (problems: Problem[]): string[] => problems.map((p) => `${p.severity} ${p.field}`);

describe('checkArticlePictures: the cover', () => {
  const jpeg = (): Uint8Array => real.jpeg as Uint8Array;

  it('accepts a local cover with alt text, and an article with no cover at all', () => {
    expect(
      check(
        { frontmatter: { cover: './images/c.jpg', cover_alt: 'A baseplate' } },
        { 'content/articles/tips/images/c.jpg': jpeg() },
      ),
    ).toEqual([]);
    expect(check({})).toEqual([]);
  });

  it.each(['png', 'webp', 'avif'])('accepts a %s cover', (format) => {
    const file = `content/articles/tips/c.${format}`;
    expect(
      check(
        { frontmatter: { cover: `./c.${format}`, cover_alt: 'x' } },
        { [file]: real[format] as Uint8Array },
      ),
    ).toEqual([]);
  });

  it('reports a missing file with the path it looked for', () => {
    const [p] = check({ frontmatter: { cover: './images/gone.jpg', cover_alt: 'x' } });
    expect(p).toMatchObject({ severity: 'error', file: ARTICLE, field: 'cover' });
    expect(p?.message).toContain('content/articles/tips/images/gone.jpg');
    expect(p?.message).toMatch(/add the picture there or correct the path/);
  });

  it('reports a file that is not a picture, whatever its name says', () => {
    const [p] = check(
      { frontmatter: { cover: './c.jpg', cover_alt: 'x' } },
      { 'content/articles/tips/c.jpg': bytes('<!doctype html>') },
    );
    expect(p).toMatchObject({ severity: 'error', field: 'cover' });
    expect(p?.message).toMatch(/is not a picture .*PNG, JPEG, WebP or AVIF/);
  });

  it('refuses SVG and GIF covers with the reason and the fix', () => {
    const svg = check(
      { frontmatter: { cover: './c.svg', cover_alt: 'x' } },
      { 'content/articles/tips/c.svg': new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">') },
    );
    expect(svg[0]?.message).toMatch(/is SVG: .*export it as PNG/);
    const gif = check(
      { frontmatter: { cover: './c.gif', cover_alt: 'x' } },
      { 'content/articles/tips/c.gif': real.gif as Uint8Array },
    );
    expect(gif[0]?.message).toMatch(/is GIF: .*PNG or WebP/);
  });

  it('asks to rename a real picture whose name the image plugins skip', () => {
    const [p] = check(
      { frontmatter: { cover: './c.img', cover_alt: 'x' } },
      { 'content/articles/tips/c.img': jpeg() },
    );
    expect(p?.message).toMatch(/holds a JPEG picture .*"img"; rename it to end in \.jpg/);
  });

  it('reports a picture over 20 MB with its size, and accepts exactly 20 MB', () => {
    const at = (size: number): Problem[] =>
      check(
        { frontmatter: { cover: './c.jpg', cover_alt: 'x' } },
        { 'content/articles/tips/c.jpg': { size, head: jpeg() } },
      );
    expect(at(MAX_PICTURE_BYTES)).toEqual([]);
    const [p] = at(MAX_PICTURE_BYTES + 1);
    expect(p).toMatchObject({ severity: 'error', field: 'cover' });
    expect(p?.message).toMatch(/is 20\.0 MB, over the 20 MB limit; resize it/);
    expect(at(31.4 * 1024 * 1024)[0]?.message).toContain('31.4 MB');
  });

  it.each([
    ['https://cdn.example.com/cover.jpg', /remote address \(https:\)/],
    ['//cdn.example.com/cover.jpg', /remote address \(\/\/\)/],
    ['data:image/png;base64,iVBORw0KGgo=', /remote address \(data:\)/],
    ['/images/cover.jpg', /is a site path; .*\.\/images\/cover\.jpg/],
    ['', /has no path/],
  ])('refuses the cover %s where a local file is expected', (cover, message) => {
    const problems = check({ frontmatter: { cover, cover_alt: 'x' } });
    expect(fields(problems)).toEqual(['error cover']);
    expect(problems[0]?.message).toMatch(message);
  });

  it('refuses a cover outside the content folder', () => {
    const [p] = check(
      { frontmatter: { cover: '../../../secret.png', cover_alt: 'x' }, root: 'content' },
      { 'secret.png': real.png as Uint8Array },
    );
    expect(p?.message).toMatch(/points outside the content folder \(content\)/);
  });

  it('refuses a cover that is not text', () => {
    expect(fields(check({ frontmatter: { cover: 42, cover_alt: 'x' } }))).toEqual(['error cover']);
  });

  it.each([
    [{}, /is missing; describe the cover/],
    [{ cover_alt: '' }, /is empty; describe what the cover shows/],
    [{ cover_alt: '   ' }, /is empty/],
    [{ cover_alt: 7 }, /is empty/],
  ])('requires cover_alt (%p)', (alt, message) => {
    const problems = check(
      { frontmatter: { cover: './c.jpg', ...alt } },
      { 'content/articles/tips/c.jpg': jpeg() },
    );
    expect(fields(problems)).toEqual(['error cover_alt']);
    expect(problems[0]?.message).toMatch(message);
  });

  it('reports the cover and its alt text together when both are wrong', () => {
    expect(fields(check({ frontmatter: { cover: './nope.jpg' } }))).toEqual([
      'error cover',
      'error cover_alt',
    ]);
  });

  it('warns about cover_alt without a cover', () => {
    expect(fields(check({ frontmatter: { cover_alt: 'x' } }))).toEqual(['warning cover_alt']);
  });
});

describe('checkArticlePictures: pictures in the body', () => {
  // a getter: the real bytes exist only once beforeAll has run
  const files = (): Parameters<typeof disk>[0] => ({
    'content/articles/tips/images/a.jpg': real.jpeg as Uint8Array,
  });
  const body = (text: string): Partial<PictureCheckInput> => ({ body: text });

  it('accepts a local picture with alt text and a caption', () => {
    expect(check(body('![A grid](./images/a.jpg "Snapping")'), files())).toEqual([]);
  });

  it('names the file line of each problem when given the frontmatter length', () => {
    const problems = check(
      { body: 'One.\n\n![x](./images/missing.jpg)\n\n![](./images/a.jpg)', bodyLineOffset: 7 },
      files(),
    );
    expect(problems.map((p) => [p.file, p.field])).toEqual([
      [ARTICLE, 'body line 10'],
      [ARTICLE, 'body line 12'],
    ]);
    expect(problems[0]?.message).toContain('content/articles/tips/images/missing.jpg');
    expect(problems[1]?.message).toMatch(/has no alt text; describe what it shows between the brackets/);
  });

  it('refuses whitespace-only alt text', () => {
    expect(check(body('![   ](./images/a.jpg)'), files())[0]?.message).toMatch(/no alt text/);
  });

  it('refuses a remote picture and reports its missing alt too', () => {
    expect(fields(check(body('![](https://example.com/a.png)')))).toEqual([
      'error body line 1',
      'error body line 1',
    ]);
  });

  it('refuses raw HTML <img> with a local file, pointing to the markdown form', () => {
    const [p] = check(body('<img src="./images/a.jpg" alt="A">'), files());
    expect(p?.message).toMatch(
      /raw HTML, which the build does not resize or copy; write it as !\[what it shows\]\(\.\/images\/a\.jpg\)/,
    );
  });

  it('refuses raw HTML <img> from another site, and one without alt', () => {
    expect(fields(check(body('<img src="https://x.test/a.png">')))).toEqual([
      'error body line 1',
      'error body line 1',
    ]);
  });

  it('checks each body picture file like a cover: not a picture, SVG, too large', () => {
    const problems = check(body('![a](./t.jpg)\n![b](./v.svg)\n![c](./big.png)'), {
      'content/articles/tips/t.jpg': bytes('just text'),
      'content/articles/tips/v.svg': new TextEncoder().encode('<svg>'),
      'content/articles/tips/big.png': { size: MAX_PICTURE_BYTES * 2, head: real.png as Uint8Array },
    });
    expect(problems.map((p) => [p.field, p.message.split(';')[0]?.replace(/^"[^"]*" /, '')])).toEqual([
      ['body line 1', 'is not a picture (its content is not PNG, JPEG, WebP or AVIF)'],
      ['body line 2', 'is SVG: SVG is not resized into the responsive set and can carry scripts'],
      ['body line 3', 'is 40.0 MB, over the 20 MB limit'],
    ]);
  });

  it('reports nothing for pictures shown as code in the body', () => {
    expect(check(body('```\n![x](https://example.com/a.png)\n```\n`![](./nope.png)`'))).toEqual([]);
  });

  it('gives every message a fix, naming the article file', () => {
    const problems = check(
      { frontmatter: { cover: 'https://x.test/a.jpg' }, body: '![](./nope.png)\n<img src="/a.png">' },
      {},
    );
    expect(problems.length).toBe(6);
    for (const p of problems) {
      expect(p.file).toBe(ARTICLE);
      expect(p.message).toMatch(/; (?:add|write|describe|put|save|correct|export|rename|resize)|\. Save it/i);
    }
  });
});

describe('localPicturePaths', () => {
  it('lists the cover and the markdown pictures once each, without remote ones', () => {
    expect(
      localPicturePaths(
        ARTICLE,
        { cover: './images/c.jpg' },
        '![a](./images/c.jpg) ![b](images/d.png) ![c](https://x.test/e.png) <img src="./f.png" alt="f">',
      ),
    ).toEqual(['content/articles/tips/images/c.jpg', 'content/articles/tips/images/d.png']);
  });
});
