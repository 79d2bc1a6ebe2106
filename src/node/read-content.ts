/**
 * Reads a content folder from disk into `RawContent` (no validation here: that is
 * src/domain/content-model.ts). Used by the Gatsby build and by `npm run check:content`.
 */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import type { JsonFile, MarkdownFile, RawContent } from '../domain/content-model';

/** The content folder: CONTENT_DIR when set, else `content/` of the project. */
export function contentDir(projectRoot = process.cwd()): string {
  return path.resolve(projectRoot, process.env.CONTENT_DIR || 'content');
}

function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of fs
      .readdirSync(d, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.md')) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/** Parse one markdown file's frontmatter and body; a YAML error is kept, not thrown. */
export function parseMarkdown(text: string, file: string): MarkdownFile {
  try {
    // gray-matter caches by input; the copy keeps its cache from returning a shared object
    const parsed = matter(text, {});
    const data = parsed.data as unknown;
    if (data !== null && (typeof data !== 'object' || Array.isArray(data)))
      return { file, body: parsed.content, parseError: 'the frontmatter must be key: value pairs' };
    return { file, frontmatter: { ...(data as Record<string, unknown>) }, body: parsed.content };
  } catch (e) {
    const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
    return { file, body: '', parseError: message };
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

/** Read everything editors maintain in `dir`. File names are reported relative to `base`. */
export function readContent(dir: string, base = process.cwd()): RawContent {
  const rel = (full: string): string => path.relative(base, full).split(path.sep).join('/') || full;
  const readMd = (full: string): MarkdownFile => parseMarkdown(fs.readFileSync(full, 'utf8'), rel(full));
  return {
    articles: listMarkdown(path.join(dir, 'articles')).map(readMd),
    info: listMarkdown(path.join(dir, 'info')).map(readMd),
    authors: readJson(path.join(dir, 'authors.json'), rel(path.join(dir, 'authors.json'))),
    sponsored: readJson(path.join(dir, 'sponsored-links.json'), rel(path.join(dir, 'sponsored-links.json'))),
    taxonomy: readJson(path.join(dir, 'taxonomy.json'), rel(path.join(dir, 'taxonomy.json'))),
  };
}
