/**
 * `npm run check:content [-- PATH]`: validates content in seconds, without a Gatsby build, and
 * prints every problem (file:line, field, what to do) in the words the build and the preview use.
 *
 * - no PATH: the whole content folder (CONTENT_DIR, else content/);
 * - a content folder (one with articles/, authors.json, taxonomy.json or sponsored-links.json):
 *   all of it;
 * - an article file, or a folder of articles (anything under a content folder's articles/):
 *   those articles, checked against their whole content folder (taxonomy, authors, and the ids,
 *   slugs and titles of every other article), plus the problems of the folder's JSON files,
 *   which the articles depend on.
 *
 * Exit status: 0 when the checked content has no error (warnings allowed), 1 when it has one,
 * 2 when there was nothing to check (no such path, a path that is none of the above, no article
 * in it): never an all-clear for content that was not checked. Articles a build would leave
 * out (drafts, scheduled) are listed.
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
const cwd = process.cwd();
const shown = (full: string): string => path.relative(cwd, full).split(path.sep).join('/') || '.';

/** Stop with exit status 2: nothing was checked. */
function nothingChecked(message: string): never {
  console.log(`check:content: ${message}`);
  console.log('Nothing was checked. Give a content folder, an article file or a folder of articles.');
  process.exit(2);
}

const isContentFolder = (dir: string): boolean =>
  fs.existsSync(path.join(dir, 'articles')) || ROOT_FILES.some((f) => fs.existsSync(path.join(dir, f)));

/** What to check: the content folder, and the article files of it to report on (null: all of them). */
function target(arg: string | undefined): { dir: string; only: string[] | null } {
  if (!arg) return { dir: contentDir(), only: null };
  const full = path.resolve(arg);
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

const { dir, only } = target(process.argv[2]);
// compared with the last build (public/), else the committed content: a renamed article without
// its old slug among its aliases is warned about (src/domain/content/renames.ts)
const prepared = prepareContent({ ...readContent(dir, cwd), published: lastPublished(dir, cwd) });
const selected = only ? new Set(only.map(shown)) : null;
const isRootFile = (file: string): boolean => ROOT_FILES.some((f) => file === shown(path.join(dir, f)));
const concerns = (p: Problem): boolean =>
  !selected || selected.has(p.file) || (p.other !== undefined && selected.has(p.other)) || isRootFile(p.file);
const errors = prepared.errors.filter(concerns);
const warnings = prepared.warnings.filter(concerns);
for (const p of [...errors, ...warnings]) console.log(formatProblem(p));

const { articles, authors, info } = prepared.content;
const checked = selected ? articles.filter((a) => selected.has(a.file)) : articles;
const now = new Date();
const scheduled = checked.filter((a) => publicationState(a, now) === 'scheduled');
const drafts = checked.filter((a) => publicationState(a, now) === 'draft');
if (scheduled.length > 0) {
  console.log('Scheduled (a build before their date leaves them out; the preview shows them):');
  for (const a of scheduled)
    console.log(`  ${a.file}: ${formatDisplayDate(a.date, siteConfig.locale)} (${a.date})`);
}
if (drafts.length > 0) {
  console.log('Drafts (every build leaves them out; the preview shows them):');
  for (const a of drafts) console.log(`  ${a.file}`);
}

const articleFiles = listContentFiles(dir).filter((f) => contentKind(path.relative(dir, f)) === 'article');
// a content folder without a single article file has nothing a reader would see
if (errors.length === 0 && articleFiles.length === 0)
  nothingChecked(`${shown(dir)} has no article (no .md file under articles/).`);
const counts = `${errors.length} error(s), ${warnings.length} warning(s)`;
if (only)
  console.log(
    `${only.length === 1 ? shown(only[0]) : `${only.length} articles in ${shown(process.argv[2] as string)}`} ` +
      `checked against ${shown(dir)} (${articleFiles.length} articles, ${authors.length} authors): ${counts}`,
  );
else
  console.log(
    `${shown(dir)}: ${articleFiles.length} articles, ${authors.length} authors, ${info.length} info pages: ${counts}`,
  );
process.exit(errors.length > 0 ? 1 : 0);
