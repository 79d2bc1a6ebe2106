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

/** Parse one markdown file's frontmatter and body; a YAML error is kept, not thrown. */
export function parseMarkdown(text: string, file: string): MarkdownFile {
  try {
    // gray-matter caches by input unless given options; `{}` keeps every parse independent
    const parsed = matter(text, {});
    const data = parsed.data as unknown;
    if (data !== null && (typeof data !== 'object' || Array.isArray(data)))
      return { file, body: parsed.content, parseError: 'the frontmatter must be key: value pairs' };
    return {
      file,
      frontmatter: rawDates((data ?? {}) as Record<string, unknown>, parsed.matter),
      body: parsed.content,
    };
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
