/**
 * Warm against clean on the shipped content: every change of the list below, in turn, built on
 * the previous build's cache and then from an empty cache, the two public/ folders compared byte
 * for byte; and two clean builds of one tree compared. Each locale's home and article page are
 * read for the page language, labels, dates, feed language, og:locale and inLanguage.
 *
 *   npm run warm-clean                      # every change (about 2-3 minutes each)
 *   npm run warm-clean -- --only deleted,style,locale
 *   npm run warm-clean -- --list            # the changes' names
 *   npm run warm-clean -- --only slug,url --changes-only   # without the two clean builds and the locales
 *
 * The content is a copy in a temporary folder (CONTENT_DIR); code changes edit the files of this
 * tree and are undone at the end. It replaces this folder's public/ and .cache/. Report:
 * bench-results/warm-clean.md (every differing file, and the builds' notes on dropped caches and
 * removed files). Not replayed: Node's and Gatsby's versions and a re-applied patch (they are
 * inputs of src/node/build-inputs.ts, checked by its unit test) and develop-only drafts.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { argValue } from '../lib/args';
import {
  cleanSite,
  compareFolders,
  gatsbyBuild,
  keepPublic,
  warmAgainstClean,
  type Change,
} from './compare-builds';
import { localeProblems } from './locale-check';
import { LOCALES } from '../../src/domain/locales/labels';
import { articlePath } from '../../src/domain/listings/routes';
import { filesUnder } from '../../src/node/files/walk';

const root = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-warm-clean-'));
const content = path.join(work, 'content');
const out = path.resolve(argValue(args, '--out') ?? 'bench-results');

/** Source files the code changes edit, restored at the end. */
const edited = new Map<string, string>();
function edit(file: string, from: string | RegExp, to: string): void {
  const full = path.isAbsolute(file) ? file : path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  if (full.startsWith(root) && !edited.has(full)) edited.set(full, text);
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${full}: nothing matched ${String(from)}`);
  fs.writeFileSync(full, next);
}
const inContent = (rel: string): string => path.join(content, rel);
const articleFiles = (): string[] =>
  filesUnder(inContent('articles'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => inContent(path.join('articles', f)));
const withCover = (): string => {
  const file = articleFiles().find((f) => /^cover: /m.test(fs.readFileSync(f, 'utf8')));
  if (!file) throw new Error('no article of the shipped content has a cover');
  return file;
};
const nth = (i: number): string => articleFiles()[i] as string;
const json = <T>(rel: string): T => JSON.parse(fs.readFileSync(inContent(rel), 'utf8')) as T;
const writeJson = (rel: string, value: unknown): void =>
  fs.writeFileSync(inContent(rel), `${JSON.stringify(value, null, 2)}\n`);

const CHANGES: Change[] = [
  { name: 'title', apply: () => edit(nth(0), /^title: .*$/m, "title: 'A Title Edited for the Warm Build'") },
  { name: 'text', apply: () => edit(nth(0), /\n## /, '\nOne more sentence for the warm build.\n\n## ') },
  { name: 'date', apply: () => edit(nth(1), /^date: .*$/m, 'date: 2025-01-02T03:04:05Z') },
  {
    name: 'category',
    apply: () => edit(nth(2), /^ {2}- category: \w+$/m, '  - category: creativeInspiration'),
  },
  {
    name: 'cover',
    apply: () => {
      const file = withCover();
      const dir = path.dirname(file);
      const cover = /^cover: (.*)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1]?.trim() ?? '';
      fs.copyFileSync(path.join(dir, cover), path.join(dir, 'images', 'warm-clean-cover.jpg'));
      edit(file, /^cover: .*$/m, 'cover: ./images/warm-clean-cover.jpg');
    },
  },
  { name: 'draft', apply: () => edit(nth(3), /^---\n/, '---\ndraft: true\n') },
  {
    name: 'added',
    apply: () => {
      const ids = articleFiles().map((f) => Number(/^id: (\d+)/m.exec(fs.readFileSync(f, 'utf8'))?.[1] ?? 0));
      const text = fs
        .readFileSync(nth(4), 'utf8')
        .replace(/^id: \d+$/m, `id: ${Math.max(...ids) + 1}`)
        .replace(/^slug: .*$/m, 'slug: warm-clean-added-article')
        .replace(/^title: .*$/m, "title: 'An Article Added for the Warm Build'");
      fs.writeFileSync(path.join(path.dirname(nth(4)), 'warm-clean-added.md'), text);
    },
  },
  { name: 'deleted', apply: () => fs.rmSync(withCover()) },
  { name: 'slug', apply: () => edit(nth(5), /^slug: (.*)$/m, 'slug: $1-renamed') },
  {
    name: 'author',
    apply: () => {
      const authors = json<{ name: string; description: string }[]>('authors.json');
      const first = authors[0];
      if (!first) throw new Error('authors.json has no author');
      for (const file of articleFiles())
        if (fs.readFileSync(file, 'utf8').includes(`author: ${first.name}\n`))
          edit(file, `author: ${first.name}\n`, `author: ${first.name} Jr\n`);
      writeJson('authors.json', [
        { ...first, name: `${first.name} Jr`, description: `${first.description} Now also a mentor.` },
        ...authors.slice(1),
      ]);
    },
  },
  {
    name: 'taxonomy',
    apply: () => {
      const taxonomy = json<Record<string, { title: string }>>('taxonomy.json');
      const [key, category] = Object.entries(taxonomy)[0] ?? [];
      if (!key || !category) throw new Error('taxonomy.json has no category');
      writeJson('taxonomy.json', {
        ...taxonomy,
        [key]: { ...category, title: `${category.title} and More` },
      });
    },
  },
  {
    name: 'sponsored',
    apply: () => {
      const links = json<{ sapeLinks: Record<string, string[]>; sapeNewUrl: string }>('sponsored-links.json');
      const home = links.sapeLinks['/'] ?? [];
      writeJson('sponsored-links.json', {
        ...links,
        sapeLinks: { ...links.sapeLinks, '/': [...home, '<a href="https://warm.example/">Warm build</a>'] },
      });
    },
  },
  { name: 'info', apply: () => edit(inContent('info/about-us.md'), /\n## /, '\nA sentence added.\n\n## ') },
  {
    name: 'picture',
    apply: () => {
      // another picture's bytes under the cover's name
      const file = withCover();
      const coverRel = /^cover: (.*)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1]?.trim() ?? '';
      const cover = path.resolve(path.dirname(file), coverRel);
      const other = filesUnder(inContent('articles'))
        .map((f) => inContent(path.join('articles', f)))
        .find((f) => f.endsWith('.jpg') && f !== cover);
      if (!other) throw new Error('the shipped content has no second JPEG picture');
      fs.copyFileSync(other, cover);
    },
  },
  {
    name: 'template',
    apply: () => edit('src/templates/article.tsx', /className="/, 'className="warm-clean '),
  },
  {
    name: 'component',
    apply: () =>
      edit(
        'src/components/frame/sponsored-block.tsx',
        'className="sponsored-links"',
        'className="sponsored-links x"',
      ),
  },
  {
    name: 'style',
    apply: () => edit('src/styles/_sponsored.scss', 'color: var(--site-text-2);', 'color: #5a2d82;'),
  },
  {
    name: 'label',
    apply: () => edit('src/domain/locales/en.ts', "footerInfo: 'Info',", "footerInfo: 'About',"),
  },
  {
    name: 'config',
    apply: () => edit('gatsby-config.ts', "background_color: '#ffffff'", "background_color: '#fefefe'"),
  },
  {
    name: 'node',
    apply: () => edit('src/node/seo-plugins.ts', "generator: 'Gatsby',", "generator: 'Gatsby 5',"),
  },
  { name: 'locale', apply: () => undefined, env: { SITE_LOCALE: 'ko' } },
  { name: 'url', apply: () => undefined, env: { SITE_URL: 'https://warm.example' } },
];

function report(lines: string[]): void {
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'warm-clean.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

/** Build the last tree clean once more and compare with the clean build public/ holds. */
function twoCleanBuilds(
  changes: readonly Change[],
  env: Record<string, string>,
  lines: string[],
  details: string[],
): void {
  const finalEnv = { ...env, ...Object.assign({}, ...changes.map((c) => c.env ?? {})) } as Record<
    string,
    string
  >;
  keepPublic(root, path.join(work, 'first-clean'));
  cleanSite(root);
  const again = gatsbyBuild(root, finalEnv);
  if (again.status !== 0) throw new Error(`the second clean build failed:\n${again.output.slice(-4000)}`);
  const twice = compareFolders(path.join(work, 'first-clean'), path.join(root, 'public'), [
    'first',
    'second',
  ]);
  lines.push(`| two clean builds | | ${again.seconds.toFixed(1)} | ${twice.length} |`);
  details.push('## two clean builds', '', ...twice.map((d) => `- DIFFERS ${d}`), '');
}

function main(): void {
  if (args.includes('--list')) {
    console.log(CHANGES.map((c) => c.name).join('\n'));
    return;
  }
  const only = argValue(args, '--only')?.split(',');
  const unknown = only?.filter((n) => !CHANGES.some((c) => c.name === n)) ?? [];
  if (unknown.length > 0) throw new Error(`--only: no change named ${unknown.join(', ')} (see --list)`);
  const changesOnly = args.includes('--changes-only');
  const changes = only ? CHANGES.filter((c) => only.includes(c.name)) : CHANGES;
  fs.cpSync(path.join(root, 'content'), content, { recursive: true });
  const lines = [
    '# Warm against clean (shipped content)',
    '',
    '| change | warm s | clean s | differing files |',
    '|---|---|---|---|',
  ];
  const details: string[] = [];
  try {
    const env = { CONTENT_DIR: content };
    const results = warmAgainstClean(root, changes, env, work, { log: (l) => console.log(l) });
    for (const r of results) {
      lines.push(
        `| ${r.name} | ${r.warmSeconds.toFixed(1)} | ${r.cleanSeconds.toFixed(1)} | ${r.differences.length} |`,
      );
      details.push(
        `## ${r.name}`,
        '',
        ...r.notes.map((n) => `- ${n}`),
        ...r.differences.map((d) => `- DIFFERS ${d}`),
        '',
      );
    }
    // two clean builds of the last tree (the one public/ holds now)
    if (!changesOnly) twoCleanBuilds(changes, env, lines, details);
  } finally {
    for (const [file, text] of edited) fs.writeFileSync(file, text);
  }
  if (changesOnly) {
    report(lines.concat('', details));
    return;
  }
  // each locale, clean, on the original content
  const article = articleWithHeading(path.join(root, 'content'));
  details.push('## locales', '');
  for (const locale of LOCALES) {
    cleanSite(root);
    const build = gatsbyBuild(root, { SITE_LOCALE: locale });
    if (build.status !== 0) throw new Error(`the ${locale} build failed:\n${build.output.slice(-4000)}`);
    const problems = localeProblems(path.join(root, 'public'), locale, article);
    details.push(`- ${locale}: ${problems.length === 0 ? 'right' : problems.join('; ')}`);
  }
  report([...lines, '', ...details]);
  fs.rmSync(work, { recursive: true, force: true });
}

/** The newest-dated article with a `## ` heading: its path, date and first heading. */
function articleWithHeading(dir: string): { path: string; date: string; heading: string } {
  for (const file of filesUnder(path.join(dir, 'articles'))) {
    if (!file.endsWith('.md')) continue;
    const text = fs.readFileSync(path.join(dir, 'articles', file), 'utf8');
    const slug = /^slug: (.*)$/m.exec(text)?.[1]?.trim();
    const date = /^date: (.*)$/m.exec(text)?.[1]?.trim();
    const heading = /^## (.*)$/m.exec(text)?.[1]?.trim();
    if (slug && date && heading && !/^draft: true/m.test(text))
      return { path: articlePath(slug), date: new Date(date).toISOString(), heading };
  }
  throw new Error(`${dir}: no article with a slug, a date and a "## " heading`);
}

main();
