/**
 * What `npm run check:content [-- PATH]` reports (scripts/editor/check-content.ts prints it and
 * exits with its status), as a function: the lines it prints and its exit status, for a PATH
 * given as on the command line (see that script for what PATH may be).
 */
import fs from 'fs';
import path from 'path';
import { prepareContent } from '../../src/domain/content/model';
import { formatProblem, Problem } from '../../src/domain/content/problems';
import { publicationState } from '../../src/domain/content/publishing';
import { formatDisplayDate } from '../../src/domain/content/dates';
import { lastPublished } from '../../src/node/content/last-published';
import { contentDir, contentKind, listContentFiles, readContent } from '../../src/node/content/read-content';
import { siteConfig } from '../../src/site-config';

const ROOT_FILES = ['authors.json', 'taxonomy.json', 'sponsored-links.json'];

/** Thrown when nothing was checked (exit status 2), with what to say after the lines printed before. */
class NothingChecked extends Error {
  constructor(
    message: string,
    readonly before: string[] = [],
  ) {
    super(message);
  }
}
function nothingChecked(message: string, before?: string[]): never {
  throw new NothingChecked(message, before);
}

const isContentFolder = (dir: string): boolean =>
  fs.existsSync(path.join(dir, 'articles')) || ROOT_FILES.some((f) => fs.existsSync(path.join(dir, f)));

/** What to check: the content folder, and the article files of it to report on (null: all of them). */
function target(
  arg: string | undefined,
  cwd: string,
  shown: (full: string) => string,
): { dir: string; only: string[] | null } {
  if (!arg) return { dir: contentDir(), only: null };
  const full = path.resolve(cwd, arg);
  if (!fs.existsSync(full)) nothingChecked(`${arg} does not exist.`);
  const stat = fs.statSync(full);
  // an article or a folder of articles: the nearest articles/ folder above it (or itself) says where
  // its content folder is
  let articlesDir: string | null = null;
  for (let d = stat.isDirectory() ? full : path.dirname(full); ; d = path.dirname(d)) {
    if (path.basename(d) === 'articles') {
      articlesDir = d;
      break;
    }
    if (path.dirname(d) === d) break;
  }
  if (stat.isDirectory() && articlesDir === null) {
    if (isContentFolder(full)) return { dir: full, only: null };
    nothingChecked(
      `${arg} is neither a content folder (one with articles/, ${ROOT_FILES.join(', ')}) nor a folder of articles (under a content folder's articles/).`,
    );
  }
  if (articlesDir === null || !isContentFolder(path.dirname(articlesDir)))
    nothingChecked(
      `${arg} is not an article: articles are markdown files under a content folder's articles/.`,
    );
  const dir = path.dirname(articlesDir);
  const only = stat.isDirectory()
    ? listContentFiles(full).filter((f) => contentKind(path.relative(dir, f)) === 'article')
    : [full];
  if (only.some((f) => contentKind(path.relative(dir, f)) !== 'article'))
    nothingChecked(`${arg} is not an article: articles are .md files (under ${shown(articlesDir)}/).`);
  if (only.length === 0) nothingChecked(`${arg} holds no article (no .md file in it or below it).`);
  return { dir, only };
}

export interface ContentReport {
  /** 0: no error (warnings allowed); 1: an error; 2: nothing was checked */
  status: 0 | 1 | 2;
  lines: string[];
}

/** The report for `arg` (a path as given on the command line, relative to `cwd`; none: the content folder). */
export function contentReport(arg: string | undefined, cwd = process.cwd(), now = new Date()): ContentReport {
  const shown = (full: string): string => path.relative(cwd, full).split(path.sep).join('/') || '.';
  try {
    return report();
  } catch (e) {
    if (!(e instanceof NothingChecked)) throw e;
    return {
      status: 2,
      lines: [
        ...e.before,
        `check:content: ${e.message}`,
        'Nothing was checked. Give a content folder, an article file or a folder of articles.',
      ],
    };
  }

  function report(): ContentReport {
    const lines: string[] = [];
    const { dir, only } = target(arg, cwd, shown);
    // compared with the last build (public/), else the committed content: a renamed article without
    // its old slug among its aliases is warned about (src/domain/content/renames.ts)
    const prepared = prepareContent({ ...readContent(dir, cwd), published: lastPublished(dir, cwd) });
    const selected = only ? new Set(only.map(shown)) : null;
    const isRootFile = (file: string): boolean => ROOT_FILES.some((f) => file === shown(path.join(dir, f)));
    const concerns = (p: Problem): boolean =>
      !selected ||
      selected.has(p.file) ||
      (p.other !== undefined && selected.has(p.other)) ||
      isRootFile(p.file);
    const errors = prepared.errors.filter(concerns);
    const warnings = prepared.warnings.filter(concerns);
    for (const p of [...errors, ...warnings]) lines.push(formatProblem(p));

    const { articles, authors, info } = prepared.content;
    const checked = selected ? articles.filter((a) => selected.has(a.file)) : articles;
    const scheduled = checked.filter((a) => publicationState(a, now) === 'scheduled');
    const drafts = checked.filter((a) => publicationState(a, now) === 'draft');
    if (scheduled.length > 0) {
      lines.push('Scheduled (a build before their date leaves them out; the preview shows them):');
      for (const a of scheduled)
        lines.push(`  ${a.file}: ${formatDisplayDate(a.date, siteConfig.locale)} (${a.date})`);
    }
    if (drafts.length > 0) {
      lines.push('Drafts (every build leaves them out; the preview shows them):');
      for (const a of drafts) lines.push(`  ${a.file}`);
    }

    const articleFiles = listContentFiles(dir).filter(
      (f) => contentKind(path.relative(dir, f)) === 'article',
    );
    // a content folder without a single article file has nothing a reader would see
    if (errors.length === 0 && articleFiles.length === 0)
      nothingChecked(`${shown(dir)} has no article (no .md file under articles/).`, lines);
    const counts = `${errors.length} error(s), ${warnings.length} warning(s)`;
    if (only)
      lines.push(
        `${only.length === 1 ? shown(only[0]) : `${only.length} articles in ${shown(path.resolve(cwd, arg as string))}`} ` +
          `checked against ${shown(dir)} (${articleFiles.length} articles, ${authors.length} authors): ${counts}`,
      );
    else
      lines.push(
        `${shown(dir)}: ${articleFiles.length} articles, ${authors.length} authors, ${info.length} info pages: ${counts}`,
      );
    return { status: errors.length > 0 ? 1 : 0, lines };
  }
}
