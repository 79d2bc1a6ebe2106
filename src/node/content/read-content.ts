/**
 * Reads a content folder from disk into `RawContent` (no validation here: that is
 * src/domain/content/model.ts). Used by the Gatsby build and by `npm run check:content`.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import type { JsonFile, MarkdownFile, RawContent } from '../../domain/content/model';
import { fieldLines, locateYamlMistake, topicLines } from '../../domain/content/frontmatter-lines';
import { PictureFacts, SNIFF_BYTES } from '../../domain/pictures/formats';
import { filesUnder } from '../files/walk';

/** The content folder: CONTENT_DIR when set, else `content/` of the project. */
export function contentDir(projectRoot = process.cwd()): string {
  return path.resolve(projectRoot, process.env.CONTENT_DIR || 'content');
}

/**
 * YAML turns an unquoted `2025-02-30` into a Date by rolling it over to 2 March, so a wrong
 * date would pass silently. Give validation the text the editor wrote instead, for every
 * top-level value YAML made into a Date.
 */
function rawDates(data: Record<string, unknown>, frontmatter: string): Record<string, unknown> {
  const out = { ...data };
  const lines = frontmatter.split(/\r?\n/);
  for (const [key, value] of Object.entries(data)) {
    if (!(value instanceof Date)) continue;
    const line = lines.find((l) => l.startsWith(`${key}:`));
    const text = line
      ?.slice(key.length + 1)
      .replace(/\s#.*$/, '')
      .trim();
    if (text) out[key] = text;
  }
  return out;
}

/** Turns one markdown file's text into its parse (`parseMarkdown`, or the same through a cache). */
export type MarkdownParser = (text: string, file: string) => MarkdownFile;

/** Parse one markdown file's frontmatter and body; a YAML error is kept, not thrown. */
export function parseMarkdown(text: string, file: string): MarkdownFile {
  try {
    // gray-matter caches by input unless given options; `{}` keeps every parse independent
    const parsed = matter(text, {});
    const data = parsed.data as unknown;
    if (data !== null && (typeof data !== 'object' || Array.isArray(data)))
      return { file, body: parsed.content, parseError: 'the frontmatter must be key: value pairs' };
    const before = text.length - parsed.content.length;
    return {
      file,
      fieldLines: fieldLines(text),
      ...(/subsubcategories/.test(parsed.matter) ? { topicLines: topicLines(text) } : {}),
      frontmatter: rawDates((data ?? {}) as Record<string, unknown>, parsed.matter),
      body: parsed.content,
      bodyLineOffset: before > 0 ? text.slice(0, before).split('\n').length - 1 : 0,
    };
  } catch (e) {
    // what a broken file can still tell: its address, and an id no new article may take
    const slugText = /^slug:[ \t]*['"]?([^'"\s#]+)/m.exec(text)?.[1];
    const idDigits = /^id:[ \t]*(\d+)[ \t]*(?:#.*)?$/m.exec(text)?.[1];
    const found = { ...(slugText ? { slugText } : {}), ...(idDigits ? { idText: Number(idDigits) } : {}) };
    const mark = (e as { mark?: { line?: number; column?: number } }).mark;
    const reason = (e as { reason?: string }).reason;
    if (reason && typeof mark?.line === 'number' && typeof mark.column === 'number') {
      // js-yaml counts from the end of the opening --- line: its line numbers are the file's
      const at = locateYamlMistake(text, { line: mark.line + 1, column: mark.column + 1, reason });
      return {
        file,
        body: '',
        parseError: `line ${at.line}, column ${at.column}: ${at.reason}`,
        parseErrorLine: at.line,
        ...found,
      };
    }
    const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
    return { file, body: '', parseError: message, ...found };
  }
}

function readJson(full: string, file: string): JsonFile {
  if (!fs.existsSync(full)) return { file, missing: true };
  try {
    return { file, data: JSON.parse(fs.readFileSync(full, 'utf8')) as unknown };
  } catch (e) {
    return { file, parseError: e instanceof Error ? e.message : String(e) };
  }
}

/** The folder of `dir` a content file belongs to, from its path relative to `dir`. */
export type ContentKind =
  'article' | 'info' | 'authors' | 'sponsored' | 'taxonomy' | 'topics' | 'series' | null;

/**
 * What a file of the content folder is, by where it sits: markdown under articles/ is an article,
 * under info/ an info page; the three JSON files are named. Gatsby's File nodes are told apart
 * the same way (their relativePath), so the build and check:content agree on every file.
 */
export function contentKind(relativePath: string): ContentKind {
  const rel = relativePath.split(path.sep).join('/');
  if (rel.endsWith('.md')) {
    if (rel.startsWith('articles/')) return 'article';
    if (rel.startsWith('info/')) return 'info';
    return null;
  }
  if (rel === 'authors.json') return 'authors';
  if (rel === 'sponsored-links.json') return 'sponsored';
  if (rel === 'taxonomy.json') return 'taxonomy';
  if (rel === 'topics.json') return 'topics';
  if (rel === 'series.json') return 'series';
  return null;
}

/**
 * Read the given files of the content folder `dir` (absolute paths; the build passes the files
 * of its File nodes, check:content every file on disk). File names are reported relative to `base`.
 */
export function readContentFiles(
  dir: string,
  files: readonly string[],
  base = process.cwd(),
  parse: MarkdownParser = parseMarkdown,
): RawContent {
  const rel = (full: string): string => path.relative(base, full).split(path.sep).join('/') || full;
  const readMd = (full: string): MarkdownFile => parse(fs.readFileSync(full, 'utf8'), rel(full));
  // localeCompare's order (the default locale's collation), without a collator made per comparison
  const collate = new Intl.Collator().compare;
  const listed = files.map((full) => ({ full, parts: path.relative(dir, full).split(path.sep) }));
  const byKind = (kind: ContentKind): string[] =>
    listed
      // under develop a File node can outlive its file by a moment (saved, renamed, deleted)
      .filter((f) => contentKind(f.parts.join(path.sep)) === kind && fs.existsSync(f.full))
      // the order check:content has always read them in: path by path, as the folder lists them
      .sort(({ parts: pa }, { parts: pb }) => {
        for (let i = 0; i < Math.min(pa.length, pb.length); i += 1)
          if (pa[i] !== pb[i]) return collate(pa[i], pb[i]);
        return pa.length - pb.length;
      })
      .map((f) => f.full);
  const json = (name: string): JsonFile => {
    const full = path.join(dir, name);
    return files.includes(full) ? readJson(full, rel(full)) : { file: rel(full), missing: true };
  };
  // many articles share a picture (a series' cover, a logo): look at each file once per read
  const facts = new Map<string, PictureFacts | undefined>();
  const factsOf = (full: string): PictureFacts | undefined => {
    if (!facts.has(full)) facts.set(full, pictureFacts(full));
    return facts.get(full);
  };
  return {
    pictureFacts: (file) => factsOf(path.resolve(base, file)),
    root: rel(dir),
    articles: byKind('article').map(readMd),
    info: byKind('info').map(readMd),
    authors: json('authors.json'),
    sponsored: json('sponsored-links.json'),
    taxonomy: json('taxonomy.json'),
    topics: json('topics.json'),
    series: json('series.json'),
  };
}

/** Size and first bytes of a picture file for src/domain/pictures/checks.ts; undefined when it is not a file. */
export function pictureFacts(full: string): PictureFacts | undefined {
  let fd: number | undefined;
  try {
    const stat = fs.statSync(full);
    if (!stat.isFile()) return undefined;
    fd = fs.openSync(full, 'r');
    const head = Buffer.alloc(SNIFF_BYTES);
    const read = fs.readSync(fd, head, 0, SNIFF_BYTES, 0);
    return { size: stat.size, head: new Uint8Array(head.subarray(0, read)) };
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Every file of the content folder, as absolute paths. */
export function listContentFiles(dir: string): string[] {
  return filesUnder(dir).map((f) => path.join(dir, f));
}

/** Read everything editors maintain in `dir`. File names are reported relative to `base`. */
export function readContent(
  dir: string,
  base = process.cwd(),
  parse: MarkdownParser = parseMarkdown,
): RawContent {
  return readContentFiles(dir, listContentFiles(dir), base, parse);
}
