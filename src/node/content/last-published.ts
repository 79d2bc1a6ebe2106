/**
 * What the content is compared with to catch a renamed article without its old slug among its
 * aliases (src/domain/content/renames.ts): the list the last build wrote into public/ when it was
 * built from this content folder, and the articles of the committed content (git HEAD), read
 * with one `git ls-tree` and one `git cat-file --batch`. Neither at hand (no build, not a git
 * checkout): nothing to compare with, and no warning.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { aliasSlug } from '../../domain/content/aliases';
import {
  Baseline,
  BUILD_BASELINE,
  COMMITTED_BASELINE,
  parsePublishedList,
  PublishedArticle,
} from '../../domain/content/renames';
import { ARTICLE_SLUGS_PATH } from '../../domain/listings/routes';
import { parseMarkdown } from './read-content';

/** The content folder as the list names it: relative to the project, forward slashes. */
export const contentName = (dir: string, cwd = process.cwd()): string =>
  path.relative(cwd, path.resolve(dir)).split(path.sep).join('/') || '.';

/** The list the last build wrote, when it was built from `dir`. */
function fromBuild(dir: string, cwd: string): Baseline | undefined {
  const file = path.join(cwd, 'public', ARTICLE_SLUGS_PATH);
  if (!fs.existsSync(file)) return undefined;
  const list = parsePublishedList(fs.readFileSync(file, 'utf8'));
  if (!list || list.content !== contentName(dir, cwd)) return undefined;
  return { source: BUILD_BASELINE, articles: list.articles };
}

/** git's output as bytes (sizes in `cat-file --batch` are in bytes), or null when it failed. */
const git = (cwd: string, args: string[], input?: string): Buffer | null => {
  const r = spawnSync('git', args, { cwd, input, maxBuffer: 1024 * 1024 * 1024 });
  return r.status === 0 ? r.stdout : null;
};

/** One committed article's id, slug and aliases, when its frontmatter has them (drafts were never published). */
function committedArticle(text: string, file: string): PublishedArticle | null {
  const fm = parseMarkdown(text, file).frontmatter ?? {};
  if (typeof fm.id !== 'number' || typeof fm.slug !== 'string' || fm.draft === true) return null;
  const aliases = Array.isArray(fm.aliases)
    ? fm.aliases.filter((a): a is string => typeof a === 'string').map(aliasSlug)
    : [];
  return { id: fm.id, slug: fm.slug, aliases };
}

/** The articles of `dir` as git's HEAD has them; undefined outside a git checkout or without HEAD. */
export function fromGit(dir: string): Baseline | undefined {
  const articles = path.resolve(dir, 'articles');
  if (!fs.existsSync(articles)) return undefined;
  const tree = git(articles, ['ls-tree', '-r', '-z', 'HEAD', '--', '.']);
  if (tree === null) return undefined;
  const blobs = tree
    .toString('utf8')
    .split('\0')
    .map((entry) => /^\d+ blob ([0-9a-f]+)\t(.*\.md)$/.exec(entry))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ id: m[1], file: m[2] }));
  if (blobs.length === 0) return { source: COMMITTED_BASELINE, articles: [] };
  const bytes = git(articles, ['cat-file', '--batch'], `${blobs.map((b) => b.id).join('\n')}\n`);
  if (bytes === null) return undefined;
  const found: PublishedArticle[] = [];
  // each blob: "<id> blob <size>\n<content>\n"
  let at = 0;
  for (const blob of blobs) {
    const headerEnd = bytes.indexOf(10, at);
    const size = Number(/ blob (\d+)$/.exec(bytes.subarray(at, headerEnd).toString('utf8'))?.[1]);
    if (!Number.isFinite(size)) return undefined;
    const text = bytes.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8');
    at = headerEnd + 1 + size + 1;
    const a = committedArticle(text, blob.file);
    if (a) found.push(a);
  }
  return { source: COMMITTED_BASELINE, articles: found };
}

/**
 * The baselines of `dir`: the last build's list from this folder, and the committed content.
 * Both: a build after an uncommitted rename writes the new slug into its list, and the committed
 * content still has the old one; a rename already committed is still in the last build's list.
 */
export const lastPublished = (dir: string, cwd = process.cwd()): Baseline[] =>
  [fromBuild(dir, cwd), fromGit(dir)].filter((b): b is Baseline => b !== undefined);
