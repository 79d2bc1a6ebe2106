/**
 * The editor's two commands as editors run them (tsx scripts/…, the npm scripts' command), on a
 * scratch copy of the shipped content: `npm run new` writes an article check:content accepts,
 * refuses what it must; `npm run check:content` given a file or a folder checks those articles
 * against their whole content folder, and never gives an all-clear for content it did not check.
 */
import { execFile } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import { filesUnder } from '../../../src/node/files/walk';
import { repoRoot } from '../../support/paths';

const root = repoRoot;
const tsx = path.join(root, 'node_modules/.bin/tsx');
jest.setTimeout(60_000);

interface Run {
  code: number;
  out: string;
}

async function run(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [`scripts/editor/${script}.ts`, ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, out: (err.stdout ?? '') + (err.stderr ?? '') };
  }
}

let tmp = '';
let content = '';
/** a path as the scripts print it: relative to the project root, where npm runs them */
const shown = (full: string): string => path.relative(root, full);
const newArticle = (args: string[]): Promise<Run> => run('new-article', args, { CONTENT_DIR: content });
const check = (target?: string): Promise<Run> => run('check-content', target ? [target] : []);

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-commands-'));
  content = path.join(tmp, 'content');
  fs.cpSync(path.join(root, 'content'), content, { recursive: true });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The highest `id:` of the shipped articles. */
function highestId(): number {
  const ids: number[] = [];
  const articles = path.join(root, 'content/articles');
  for (const f of filesUnder(articles).filter((name) => name.endsWith('.md'))) {
    const m = /^id: (\d+)$/m.exec(fs.readFileSync(path.join(articles, f), 'utf8'));
    if (m) ids.push(Number(m[1]));
  }
  return Math.max(...ids);
}

describe('npm run new', () => {
  const file = (): string => path.join(content, 'articles/gameplayTips/my-first-obby-in-ten-minutes.md');

  it('writes a valid draft article with the next free id, the slug of its title and today’s date', async () => {
    const result = await newArticle([
      '--title',
      'My First Obby in Ten Minutes',
      '--category',
      'Gameplay Tips',
      '--subcategory',
      'beginner-guides',
    ]);
    expect(result.code).toBe(0);
    expect(result.out).toContain(shown(file()));
    expect(result.out).toContain('http://localhost:8000/articles/my-first-obby-in-ten-minutes');
    const text = fs.readFileSync(file(), 'utf8');
    expect(text).toContain(`id: ${highestId() + 1}\n`);
    expect(text).toContain("title: 'My First Obby in Ten Minutes'\n");
    expect(text).toContain('slug: my-first-obby-in-ten-minutes\n');
    expect(text).toContain('  - category: gameplayTips\n');
    expect(text).toContain('      - subcategory: beginnerGuides\n');
    expect(text).toContain(`date: ${new Date().toISOString().slice(0, 10)}\n`);
    expect(text).toContain('draft: true\n');
    // how to keep the address when the slug changes later
    expect(result.out).toContain('keep the old one under `aliases:`');

    const checked = await check(file());
    expect(checked.code).toBe(0);
    expect(checked.out).toContain('0 error(s), 0 warning(s)');
    expect(checked.out).toMatch(/Drafts[^\n]*\n\s+\S*my-first-obby-in-ten-minutes\.md/);
  });

  it('gives the next article the next id, and files it under other without a subcategory', async () => {
    const result = await newArticle(['--title', 'Robux Basics', '--category', 'platformFeatures']);
    expect(result.code).toBe(0);
    const text = fs.readFileSync(path.join(content, 'articles/platformFeatures/robux-basics.md'), 'utf8');
    expect(text).toContain(`id: ${highestId() + 2}\n`);
    expect(text).toContain('      - subcategory: other\n');
  });

  it('refuses a slug that exists, and leaves the article as it was', async () => {
    const before = fs.readFileSync(file(), 'utf8');
    const result = await newArticle([
      '--title',
      'My first obby in ten minutes!',
      '--category',
      'userGeneratedContent',
    ]);
    expect(result.code).toBe(1);
    expect(result.out).toContain('the slug "my-first-obby-in-ten-minutes" is taken by');
    expect(fs.readFileSync(file(), 'utf8')).toBe(before);
    expect(
      fs.existsSync(path.join(content, 'articles/userGeneratedContent/my-first-obby-in-ten-minutes.md')),
    ).toBe(false);
  });

  it('refuses a slug that is an old address (alias) of another article', async () => {
    // the shipped content's alias: content/articles/gameplayTips/advanced-tycoon-strategy-….md
    const result = await newArticle(['--title', 'Tycoon Strategy Guide', '--category', 'gameplayTips']);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /the slug "tycoon-strategy-guide" is an old address \(an alias\) of \S*advanced-tycoon-strategy[\w-]*\.md/,
    );
    expect(fs.existsSync(path.join(content, 'articles/gameplayTips/tycoon-strategy-guide.md'))).toBe(false);
  });

  it('refuses a file that exists, even when no article has its slug', async () => {
    const taken = path.join(content, 'articles/communityEngagement/meet-ups.md');
    fs.mkdirSync(path.dirname(taken), { recursive: true });
    fs.writeFileSync(taken, 'notes, not an article yet\n');
    const result = await newArticle(['--title', 'Meet-ups', '--category', 'communityEngagement']);
    expect(result.code).toBe(1);
    expect(result.out).toContain(`${shown(taken)} exists`);
    expect(fs.readFileSync(taken, 'utf8')).toBe('notes, not an article yet\n');
    fs.rmSync(taken);
  });

  it('lists the valid category keys with their titles for an unknown category', async () => {
    const result = await newArticle(['--title', 'Best Laptops', '--category', 'Hardware Reviews']);
    expect(result.code).toBe(1);
    expect(result.out).toContain('unknown category "Hardware Reviews"');
    for (const c of TAXONOMY) expect(result.out).toContain(c.key);
    expect(result.out).toContain('Ultimate Gameplay Tips');
  });

  it('lists the subcategory keys of the category for an unknown subcategory', async () => {
    const result = await newArticle([
      '--title',
      'Fast Runs',
      '--category',
      'gameplayTips',
      '--subcategory',
      'speedrunning',
    ]);
    expect(result.code).toBe(1);
    for (const s of TAXONOMY[0].subcategories) expect(result.out).toContain(s.key);
  });

  it('counts the id and slug of an article whose YAML is broken', async () => {
    const broken = path.join(content, 'articles/broken-yaml.md');
    fs.writeFileSync(broken, "---\nid: 5000\ntitle: 'Unclosed\nslug: half-written\n---\n\nText.\n");
    const next = await newArticle(['--title', 'After the Broken One', '--category', 'gameplayTips']);
    const same = await newArticle(['--title', 'Half Written', '--category', 'gameplayTips']);
    fs.rmSync(broken);
    expect(next.code).toBe(0);
    expect(next.out).toContain('(id 5001,');
    expect(same.code).toBe(1);
    expect(same.out).toContain('the slug "half-written" is taken by');
  });

  it('asks for a title and a category', async () => {
    expect((await newArticle(['--title', 'Only a Title'])).code).toBe(1);
  });
});

describe('npm run check:content on part of a content folder', () => {
  const newcomer = (): string => path.join(content, 'articles/newcomer');

  beforeAll(() => {
    fs.mkdirSync(newcomer(), { recursive: true });
    // a new editor's article with a broken id and an unclosed quote in another one
    fs.writeFileSync(
      path.join(newcomer(), 'my-first-article.md'),
      '---\nid: twelve\ntitle: My First Article\nslug: my-first-article\nentities:\n  - category: gameplayTips\n---\n\nText.\n',
    );
    fs.writeFileSync(
      path.join(newcomer(), 'quote.md'),
      "---\nid: 900\ntitle: 'An Unclosed Quote\nslug: an-unclosed-quote\nentities:\n  - category: gameplayTips\n" +
        "description: 'Closed.'\ncover_alt: 'Also closed.'\n---\n\nText.\n",
    );
  });

  it('checks a folder of articles against the whole content folder and fails on its errors', async () => {
    const result = await check(newcomer());
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      `ERROR ${shown(path.join(newcomer(), 'my-first-article.md'))}:2 [id] must be`,
    );
    // the YAML mistake is named where it is (line 3, the opening quote), not where the parser gave up
    expect(result.out).toContain(
      `ERROR ${shown(path.join(newcomer(), 'quote.md'))}:3 [frontmatter] is not valid YAML (line 3, column 8:`,
    );
    expect(result.out).toMatch(
      /2 articles in \S+ checked against \S+ \(\d+ articles, 55 authors\): 2 error\(s\)/,
    );
    // nothing about the other articles, and no complaint about files that are where they belong
    expect(result.out).not.toMatch(/authors\.json/);
    expect(result.out.trim().split('\n')).toHaveLength(3);
  });

  it('checks one article file, without a stack trace', async () => {
    const result = await check(path.join(newcomer(), 'my-first-article.md'));
    expect(result.code).toBe(1);
    expect(result.out).toContain('[id] must be a positive integer');
    expect(result.out).not.toContain('quote.md');
    expect(result.out).not.toMatch(/ENOTDIR|\n\s+at /);
  });

  it('holds an article to the ids, slugs and titles of the whole folder', async () => {
    const copy = path.join(newcomer(), 'copy.md');
    const shipped = fs.readFileSync(
      path.join(
        content,
        'articles/platformFeatures/choosing-a-laptop-or-phone-for-playing-and-building-on-roblox.md',
      ),
      'utf8',
    );
    fs.writeFileSync(copy, shipped);
    const result = await check(copy);
    fs.rmSync(copy);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/\[id\] duplicate id 122/);
    expect(result.out).toMatch(/\[slug\] duplicate slug/);
  });

  it('lists a future-dated article as scheduled', async () => {
    const later = path.join(newcomer(), 'later.md');
    fs.writeFileSync(
      later,
      '---\nid: 901\ntitle: Later\nslug: later-article\nentities:\n  - category: gameplayTips\ndate: 2099-01-01\n---\n\nText.\n',
    );
    const result = await check(later);
    fs.rmSync(later);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Scheduled[^\n]*\n\s+\S*later\.md: January 1, 2099/);
  });

  it.each([
    [
      'a folder with no article',
      () => fs.mkdtempSync(path.join(content, 'articles', 'empty-')),
      /holds no article/,
    ],
    ['a path that does not exist', () => path.join(content, 'articles/nothing-here.md'), /does not exist/],
    [
      'a folder that is not content',
      () => path.join(root, 'src'),
      /is neither a content folder \(.*\) nor a folder of articles/,
    ],
    ['a file that is not an article', () => path.join(root, 'README.md'), /is not an article/],
    [
      'a content folder with no article',
      () => path.join(content, 'articles/../../empty-content'),
      /has no article/,
    ],
  ])('says nothing was checked and exits 2 for %s', async (_, target, message) => {
    const empty = path.join(tmp, 'empty-content');
    fs.mkdirSync(empty, { recursive: true });
    fs.writeFileSync(path.join(empty, 'authors.json'), fs.readFileSync(path.join(content, 'authors.json')));
    const result = await check(target());
    expect(result.code).toBe(2);
    expect(result.out).toMatch(message);
    expect(result.out).toContain('Nothing was checked');
    expect(result.out).not.toMatch(/0 error\(s\)/);
  });

  it('checks the whole shipped content folder with zero errors and zero warnings', async () => {
    const result = await check();
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^content: \d+ articles, 55 authors, 3 info pages: 0 error\(s\), 0 warning\(s\)$/m,
    );
    expect(result.out).not.toMatch(/WARNING/);
  });
});
