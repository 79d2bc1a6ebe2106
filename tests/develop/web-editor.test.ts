/**
 * The web editor as an author uses it (issue 63): Chromium against decap-server (its file mode,
 * as `npm run cms` runs it) on a scratch repository holding tests/fixtures/content-warm as
 * `content/`, the editor written for it by src/node/admin-editor/build-admin.ts and served beside.
 * - A new article through the form (a category, one of its subcategories (only the category's
 *   own are offered), an author, a cover
 *   picture uploaded through the media library with its alt text, a body written in the Markdown
 *   mode with a code block and a picture) is saved: its file appears in the category's folder
 *   with the right front matter and body, the picture beside it in images/, and the content check
 *   the build runs before anything is sourced (prepareContent, as `npm run check:content`) passes.
 *   Not a whole `gatsby build`: minutes on the shared CI machine; the build's content check is
 *   the step that refuses an article.
 * - A taken slug, a draft's slug (the page holds only its digest) and a cover without alt text
 *   are refused at their fields, with the build's messages, and nothing is written.
 */
import { ChildProcess, spawn, spawnSync } from 'child_process';
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import type { BrowserContext, Page } from 'playwright-core';
import matter from 'gray-matter';
import { createRequire } from 'module';
import { freePort, waitForServer } from '../../scripts/lib/serve';
import { buildAdmin } from '../../src/node/admin-editor/build-admin';
import { launchChromium } from '../support/chromium';
import { projectRoot } from '../support/fixture-build';
import { filesUnder } from '../../src/node/files/walk';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { UNPUBLISHED_ARTICLE } from '../../src/domain/content/editor/field-rules';
import { prepareContent } from '../../src/domain/content/model';
import { formatProblem } from '../../src/domain/content/problems';
import { readContent } from '../../src/node/content/read-content';
import { lastPublished } from '../../src/node/content/last-published';

const FIXTURE = path.join(projectRoot, 'tests/fixtures/content-warm');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'web-editor-'));
const repo = path.join(work, 'repo');
const site = path.join(work, 'site');
const CATEGORY = 'gameplayTips';
const DRAFT = { file: 'secret-draft.md', slug: 'secret-draft-guide', title: 'Secret Draft Guide' };

let decap: ChildProcess;
let server: http.Server;
let context: BrowserContext;
let page: Page;
let origin: string;

/** The files under the scratch repository's content/, relative to it. */
const contentFiles = (): string[] => filesUnder(path.join(repo, 'content'));

beforeAll(async () => {
  fs.cpSync(FIXTURE, path.join(repo, 'content'), { recursive: true });
  // a draft: its slug must not reach the public editor page, yet the editor refuses it
  fs.writeFileSync(
    path.join(repo, 'content/articles', DRAFT.file),
    `---\nid: 50\ntitle: ${DRAFT.title}\nslug: ${DRAFT.slug}\ndraft: true\nentities:\n  - category: ${CATEGORY}\n---\n\nSoon.\n`,
  );
  spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  const decapPort = await freePort();
  await buildAdmin(
    projectRoot,
    { DECAP_BACKEND: 'local', DECAP_PROXY_URL: `http://localhost:${decapPort}/api/v1` },
    { repoRoot: repo, outDir: path.join(site, 'admin') },
  );
  const entry = createRequire(path.join(projectRoot, 'admin/package.json')).resolve(
    'decap-server/dist/index.js',
  );
  decap = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repo,
      PORT: String(decapPort),
      BIND_HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  const sitePort = await freePort();
  server = http
    .createServer((req, res) => {
      const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(
        /\/$/,
        '/index.html',
      );
      const file = path.join(site, path.normalize(rel));
      if (!file.startsWith(site) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        res.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/javascript';
      res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(fs.readFileSync(file));
    })
    .listen(sitePort, '127.0.0.1');
  origin = `http://localhost:${sitePort}`;
  await waitForServer(`http://localhost:${decapPort}/api/v1`, { child: decap, name: 'decap-server' });
  context = await launchChromium({ contextOptions: { viewport: { width: 1280, height: 900 } } });
}, 300_000);

afterAll(async () => {
  await context?.close();
  decap?.kill();
  server?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A new article of CATEGORY, its title typed and filed under one of the category's subcategories. */
async function startArticle(title: string): Promise<void> {
  // a fresh tab: the last one may hold unsaved changes, which would stop a navigation
  await page?.close({ runBeforeUnload: false });
  page = await context.newPage();
  await page.goto(`${origin}/admin/#/collections/articles-${CATEGORY}/new`);
  await page.getByLabel('Title').waitFor({ timeout: 120_000 });
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Add a place' }).click();
  await page.getByLabel('Category', { exact: true }).selectOption(CATEGORY);
  await page.getByRole('button', { name: 'Add a subcategory' }).click();
  const sub = page.getByLabel('Subcategory 1', { exact: true });
  // only the chosen category's own subcategories are offered
  expect(
    await sub.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(['', ...TAXONOMY.find((c) => c.key === CATEGORY)!.subcategories.map((s) => s.key)]);
  await sub.selectOption('beginnerGuides');
}

/**
 * Upload the cover through Decap's media library and choose it: the dialog's file input (inside
 * its Upload label), the uploaded picture comes selected ("Choose selected" enabled), and the
 * field then shows the picture with "Choose different image".
 */
async function chooseCover(picture: string): Promise<void> {
  await page.getByRole('button', { name: 'Choose an image' }).click();
  const library = page.getByRole('dialog');
  await library.locator('input[type=file]').setInputFiles(picture);
  await library.getByText(path.basename(picture)).waitFor({ timeout: 60_000 });
  const choose = library.getByRole('button', { name: 'Choose selected' });
  await expectEnabled(choose);
  await choose.click();
  await library.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Choose different image' }).waitFor();
}

/** Wait until a button is enabled (the media library enables "Choose selected" once a picture is selected). */
async function expectEnabled(button: ReturnType<Page['getByRole']>): Promise<void> {
  await button.waitFor();
  await page.waitForFunction(
    (el) => el instanceof HTMLButtonElement && !el.disabled,
    await button.elementHandle(),
    {
      timeout: 30_000,
    },
  );
}

/**
 * Write the body in the Markdown mode: the body field's Rich Text | Markdown switch, then its
 * raw editor (Decap's `.cms-editor-raw`, a Slate editor with one block per line: a line, Enter).
 * Decap remembers the last mode in localStorage (`cms.md-mode`), so the switch is turned only
 * when the field opened in Rich Text (`.cms-editor-visual`): turned again, it would go back.
 */
async function writeBody(markdown: string): Promise<void> {
  const body = page.locator('[aria-label="markdown field"]');
  await body.locator('.cms-editor-raw, .cms-editor-visual').waitFor();
  if ((await body.locator('.cms-editor-visual').count()) > 0) await body.getByRole('switch').click();
  const raw = body.locator('.cms-editor-raw [role="textbox"]');
  await raw.waitFor();
  await raw.click();
  for (const line of markdown.replace(/\n$/, '').split('\n')) {
    if (line) await page.keyboard.insertText(line);
    await page.keyboard.press('Enter');
  }
}

/** Publish now (decap-server's file mode saves straight into content/). */
async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Save a screenshot of the page in the scratch folder, and into EDITOR_SCREENSHOTS when set (docs/images). */
async function shot(name: string): Promise<void> {
  await page.screenshot({ path: path.join(work, name) });
  if (process.env.EDITOR_SCREENSHOTS)
    fs.copyFileSync(path.join(work, name), path.join(process.env.EDITOR_SCREENSHOTS, name));
}

/**
 * The preview pane (Decap's #preview-pane frame) shows the body as the site does, through the
 * build's own steps (admin/src/article-preview.tsx): the heading with its id and section link, the
 * code block highlighted with the site's Prism classes and coloured by the site's stylesheet, its
 * copy control, the picture (from Decap's blob: URL, before it is saved). Returns the markup of
 * the heading and the code block, to compare with the article's page.
 */
async function checkPreview(title: string): Promise<{ heading: string; code: string }> {
  const frame = page.frameLocator('#preview-pane');
  await frame.locator('h1.article-title', { hasText: title }).waitFor({ timeout: 60_000 });
  const body = frame.locator('.article-body');
  const heading = body.locator('.heading-anchored:has(h2#your-first-jump)');
  await heading
    .locator('a.heading-anchor[href="#your-first-jump"][aria-label="Link to this section: Your first jump"]')
    .waitFor();
  const code = body.locator('.code-block:has(pre.language-lua)');
  await code.locator('pre.language-lua > code.language-lua').waitFor();
  expect(await code.locator('.token.string').allTextContents()).toEqual(['"hello obby"']);
  expect(await code.locator('.token.function').allTextContents()).toEqual(['print']);
  await code.locator('button.copy-button.code-copy', { hasText: 'Copy' }).waitFor();
  // the site's stylesheet colours the token (src/styles/_code.scss), not the code's own colour
  const colours = await code
    .locator('.token.string')
    .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.closest('code')!).color]);
  expect(colours[0]).not.toBe(colours[1]);
  // the picture, shown from where Decap holds the upload, and loaded
  const img = body.locator('img[alt="A red obby start pad"]');
  await img.waitFor();
  // the site's pictures load lazily: in view first
  await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (el) => {
      const pic = el as HTMLImageElement | null; // of the frame's window: no instanceof
      return pic !== null && pic.src.startsWith('blob:') && pic.naturalWidth > 0;
    },
    await img.elementHandle(),
    { timeout: 30_000 },
  );
  return {
    heading: await heading.evaluate((el) => el.outerHTML),
    code: await code.evaluate((el) => el.outerHTML),
  };
}

/** The preview pane alone at 1280 px, in the light and the dark theme (the reader's choice, as the site reads it). */
async function previewShot(name: string): Promise<void> {
  const pane = page.locator('#preview-pane');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page
      .frameLocator('#preview-pane')
      .locator(`html[data-bs-theme="${scheme}"]`)
      .waitFor({ state: 'attached' });
    await pane.screenshot({ path: path.join(work, `${name}-${scheme}.png`) });
    if (process.env.EDITOR_SCREENSHOTS)
      fs.copyFileSync(
        path.join(work, `${name}-${scheme}.png`),
        path.join(process.env.EDITOR_SCREENSHOTS, `${name}-${scheme}.png`),
      );
  }
  await page.emulateMedia({ colorScheme: null });
}

const COVER = path.join(FIXTURE, 'articles/images/obby-cover.jpg');
const BODY =
  '## Your first jump\n\nPress space to jump.\n\n```lua\nprint("hello obby")\n```\n\n![A red obby start pad](./images/obby-cover.jpg)\n';

describe('the web editor against decap-server', () => {
  it("refuses a taken slug at its field, with the build's message, and writes nothing", async () => {
    const before = contentFiles();
    const taken = matter(
      fs.readFileSync(
        path.join(
          repo,
          'content',
          before.find((f) => f.endsWith('.md') && f.startsWith('articles/'))!,
        ),
        'utf8',
      ),
    ).data.slug as string;
    await startArticle('Another Guide For Testing');
    await page.getByLabel('Address (slug)').fill(taken);
    await publish();
    await page.getByText(/duplicate slug .* has it too; slugs must be unique\./).waitFor({ timeout: 60_000 });
    await shot('editor-refused.png');
    expect(contentFiles()).toEqual(before);
  }, 300_000);

  it("refuses a draft's slug at its field, the page holding only its digest", async () => {
    const config = fs.readFileSync(path.join(site, 'admin/config.js'), 'utf8');
    for (const name of Object.values(DRAFT)) expect(config).not.toContain(name);
    const before = contentFiles();
    await startArticle('Secret Draft Guide');
    await publish();
    await page
      .getByText(`duplicate slug "${DRAFT.slug}": ${UNPUBLISHED_ARTICLE} has it too; slugs must be unique.`)
      .waitFor({ timeout: 60_000 });
    expect(contentFiles()).toEqual(before);
  }, 300_000);

  it("refuses a cover without alt text at its field, with the build's message, and writes nothing", async () => {
    const before = contentFiles();
    await startArticle('A Guide With A Silent Cover');
    await chooseCover(COVER);
    await writeBody('Some text.\n');
    await publish();
    await page
      .getByText('Cover alt text is missing; describe the cover for readers who cannot see it')
      .waitFor({ timeout: 60_000 });
    expect(contentFiles()).toEqual(before);
  }, 300_000);

  it('saves a new article (category, subcategory, author, cover with alt text, code block, picture) that the content check passes', async () => {
    await startArticle('My First Obby Course');
    const author = page.getByLabel('Author');
    await author.fill('Second');
    await author.press('Enter');
    await chooseCover(COVER);
    await page.getByLabel('Cover alt text').fill('A red obby start pad with a white block');
    await writeBody(BODY);
    const preview = await checkPreview('My First Obby Course');
    await shot('editor-article.png');
    await previewShot('editor-preview');
    void preview;
    await publish();
    // decap-server's file mode has no workflow: the entry is saved into content/ at once
    await page.getByText('Entry saved').waitFor({ timeout: 120_000 });
    const saved = `articles/${CATEGORY}/my-first-obby-course.md`;
    expect(contentFiles()).toEqual(
      expect.arrayContaining([saved, `articles/${CATEGORY}/images/obby-cover.jpg`]),
    );
    const { data, content } = matter(fs.readFileSync(path.join(repo, 'content', saved), 'utf8'));
    expect(data).toEqual({
      id: 51, // the next free id: after the draft's 50
      title: 'My First Obby Course',
      slug: 'my-first-obby-course',
      entities: [{ category: CATEGORY, subcategories: [{ subcategory: 'beginnerGuides' }] }],
      author: 'Second Writer',
      // Decap writes the public folder (`./images`) without its `./`: the same file to the build
      cover: 'images/obby-cover.jpg',
      cover_alt: 'A red obby start pad with a white block',
    });
    expect(content.trim()).toBe(BODY.trim());
    expect(fs.readFileSync(path.join(repo, 'content', path.dirname(saved), 'images/obby-cover.jpg'))).toEqual(
      fs.readFileSync(COVER),
    );

    // the content check the build runs before anything is sourced (onPreBootstrap,
    // src/node/content/load-content.ts) and `npm run check:content` prints: prepareContent
    // over the folder, pictures included; no error, and the article is there as written
    const dir = path.join(repo, 'content');
    const prepared = prepareContent({ ...readContent(dir, repo), published: lastPublished(dir, repo) });
    expect(prepared.errors.map(formatProblem)).toEqual([]);
    const article = prepared.content.articles.find((a) => a.slug === 'my-first-obby-course');
    expect(article).toEqual(
      expect.objectContaining({ id: 51, title: 'My First Obby Course', author: 'Second Writer' }),
    );
  }, 600_000);
});
