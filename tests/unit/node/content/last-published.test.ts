/**
 * What the content is compared with (src/node/content/last-published.ts), in a scratch git
 * checkout: the last build's list in public/ when it is of this content folder, and the
 * committed articles; and `npm run check:content` there, tried as an editor would: a renamed
 * article warns with the line to add, and the warning goes once the alias is added.
 */
import { execFile, execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import {
  BUILD_BASELINE,
  COMMITTED_BASELINE,
  publishedListText,
} from '../../../../src/domain/content/renames';
import { lastPublished } from '../../../../src/node/content/last-published';
import { repoRoot } from '../../../support/paths';

let project: string;
const content = (): string => path.join(project, 'content');
const article = (id: number, slug: string, extra = ''): string =>
  `---\nid: ${id}\ntitle: 'Article ${id}'\nslug: ${slug}\n${extra}entities:\n  - category: gameplayTips\n---\n\nA body.\n`;
const write = (file: string, text: string): void => {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  fs.writeFileSync(path.join(project, file), text);
};
const git = (...args: string[]): void => {
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
    cwd: project,
    stdio: 'ignore',
  });
};

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'last-published-'));
  write('content/articles/a.md', article(1, 'first-name'));
  write('content/articles/sub/b.md', article(2, 'second', 'aliases: [/articles/second-old]\n'));
  write('content/articles/c.md', article(3, 'a-draft', 'draft: true\n'));
});
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

describe('lastPublished', () => {
  it('has nothing to compare with outside a git checkout and without a build', () => {
    expect(lastPublished(content(), project)).toEqual([]);
  });

  it('reads the committed articles (not drafts) when there is no build', () => {
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'content');
    write('content/articles/a.md', article(1, 'renamed'));
    expect(lastPublished(content(), project)).toEqual([
      {
        source: COMMITTED_BASELINE,
        articles: expect.arrayContaining([
          { id: 1, slug: 'first-name', aliases: [] },
          { id: 2, slug: 'second', aliases: ['second-old'] },
        ]),
      },
    ]);
    expect(lastPublished(content(), project)[0]?.articles).toHaveLength(2);
  });

  it('reads the last build’s list when it was built from this content folder, and the committed content', () => {
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'content');
    const list = (folder: string): string =>
      publishedListText({ content: folder, articles: [{ id: 1, slug: 'built-name', aliases: [] }] });
    write('public/article-slugs.json', list('content'));
    const found = lastPublished(content(), project);
    expect(found.map((b) => b.source)).toEqual([BUILD_BASELINE, COMMITTED_BASELINE]);
    expect(found[0]?.articles).toEqual([{ id: 1, slug: 'built-name', aliases: [] }]);
    // another folder's build says nothing of this one
    write('public/article-slugs.json', list('tests/fixtures/other'));
    expect(lastPublished(content(), project).map((b) => b.source)).toEqual([COMMITTED_BASELINE]);
  });
});

describe('npm run check:content on a renamed article', () => {
  const checkContent = async (): Promise<{ code: number; stdout: string }> => {
    try {
      const { stdout } = await promisify(execFile)(
        path.join(repoRoot, 'node_modules/.bin/tsx'),
        [path.join(repoRoot, 'scripts/editor/check-content.ts')],
        { cwd: project, env: { ...process.env, CONTENT_DIR: '' }, encoding: 'utf8' },
      );
      return { code: 0, stdout };
    } catch (e) {
      const err = e as { code?: number; stdout?: string };
      return { code: err.code ?? -1, stdout: err.stdout ?? '' };
    }
  };

  it('warns (exit 0) naming the file, its slug line and the line to add; the alias silences it', async () => {
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'content');
    write('content/articles/a.md', article(1, 'new-name'));
    const renamed = await checkContent();
    expect(renamed.code).toBe(0);
    expect(renamed.stdout).toContain(
      'WARNING content/articles/a.md:4 [slug] was "first-name" in the committed content (git HEAD): /articles/first-name will answer "not found"',
    );
    expect(renamed.stdout).toContain('add this line after `slug:` (line 4): `aliases: [first-name]`');
    // a build after the rename writes the new slug into its list: the committed content still warns
    write(
      'public/article-slugs.json',
      publishedListText({ content: 'content', articles: [{ id: 1, slug: 'new-name', aliases: [] }] }),
    );
    const built = await checkContent();
    expect(built.stdout).toContain('[slug] was "first-name" in the committed content (git HEAD)');
    write('content/articles/a.md', article(1, 'new-name', 'aliases: [first-name]\n'));
    const fixed = await checkContent();
    expect(fixed.stdout).not.toContain('[slug]');
    // the one warning left is the scratch folder's missing authors file
    expect(fixed.stdout).toContain('0 error(s), 1 warning(s)');
    expect(renamed.stdout).toContain('0 error(s), 2 warning(s)');
  }, 60_000);
});
