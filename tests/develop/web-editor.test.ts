/**
 * The web editor as an author uses it (issue 63): Chromium against decap-server (its file mode,
 * as `npm run cms` runs it) on a scratch repository holding tests/fixtures/content-warm as
 * `content/`, the editor written for it by src/node/admin-editor/build-admin.ts and served beside,
 * and the live preview (`gatsby develop` on a scratch copy of the project, reading that content/).
 * - A new article through the form (a category, one of its subcategories (only the category's
 *   own are offered), an author, a cover
 *   picture uploaded through the media library with its alt text, a body written in the Markdown
 *   mode with a code block and a picture): the preview pane shows it through the build's own
 *   steps (heading anchor, the site's Prism classes and colours, the copy control, the picture);
 *   saved, its file appears in the category's folder with the right front matter and body, the
 *   picture beside it in images/, `npm run check:content` passes, and the live preview serves
 *   its page, whose heading and code block are, element for element, what the preview showed.
 *   Not a whole `gatsby build` (about 145 s against about 100 s for develop's start, which here
 *   overlaps the refusal tests): develop makes the page with the same build code.
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
import { articlePath } from '../../src/domain/listings/routes';
import { scratchProject, startDevelop, stopDevelop } from '../support/scratch-project';

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
let develop: ChildProcess | undefined;
let developOrigin = '';
let developOutput = '';

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
  // the live preview, as `npm run cms` runs it beside decap-server, on the scratch repository's
  // content/ (a scratch copy of the project, without the editor it does not serve here): started
  // now, not awaited, it compiles while the refusal tests run
  const project = path.join(work, 'project');
  scratchProject(project);
  const developPort = await freePort();
  developOrigin = `http://127.0.0.1:${developPort}`;
  develop = startDevelop(
    project,
    developPort,
    { CONTENT_DIR: path.join(repo, 'content'), ADMIN_EDITOR: 'off' },
    (text) => (developOutput += text),
  );
  await waitForServer(`http://localhost:${decapPort}/api/v1`, { child: decap, name: 'decap-server' });
  context = await launchChromium({ contextOptions: { viewport: { width: 1280, height: 900 } } });
}, 300_000);

afterAll(async () => {
  await context?.close();
  decap?.kill();
  stopDevelop(develop);
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

/**
 * The page gatsby develop serves at `pagePath` once its page-data holds `text` (develop may still
 * be starting: it began in beforeAll; at most `ms`), or an error with develop's output.
 */
async function developPage(pagePath: string, text: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  const name = pagePath.replace(/^\//, '');
  for (;;) {
    if (develop && develop.exitCode !== null)
      throw new Error(`gatsby develop exited with ${develop.exitCode}\n${developOutput.slice(-3000)}`);
    const res = await fetch(`${developOrigin}/page-data/${name}/page-data.json`).catch(() => null);
    if (res?.ok && (await res.text()).includes(text)) return;
    if (Date.now() > deadline)
      throw new Error(
        `${pagePath} with "${text}": not served within ${ms / 1000} s\n${developOutput.slice(-3000)}`,
      );
    await new Promise((r) => setTimeout(r, 1000));
  }
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

  it('previews and saves a new article (category, subcategory, author, cover with alt text, code block, picture) that check:content passes and the live preview shows', async () => {
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

    // `npm run check:content` on the folder (the content check the build runs before anything is
    // sourced, src/node/content/load-content.ts): no error, the article there as written
    const dir = path.join(repo, 'content');
    const check = spawnSync(
      path.join(projectRoot, 'node_modules/.bin/tsx'),
      ['scripts/editor/check-content.ts', dir],
      { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } },
    );
    expect([check.status, check.stdout + check.stderr]).toEqual([0, expect.any(String)]);
    const prepared = prepareContent({ ...readContent(dir, repo), published: lastPublished(dir, repo) });
    expect(prepared.errors.map(formatProblem)).toEqual([]);
    const article = prepared.content.articles.find((a) => a.slug === 'my-first-obby-course');
    expect(article).toEqual(
      expect.objectContaining({ id: 51, title: 'My First Obby Course', author: 'Second Writer' }),
    );

    // the live preview shows the saved article: gatsby develop, watching content/, makes its page
    // (not a whole `gatsby build`: see the note of issue 63c for the measurement), and the page
    // shows the heading and the code block exactly as the editor's preview showed them
    const pagePath = articlePath('my-first-obby-course');
    await developPage(pagePath, 'My First Obby Course', 420_000);
    const sitePage = await context.newPage();
    await sitePage.goto(`${developOrigin}${pagePath}`);
    await sitePage
      .locator('h1.article-title', { hasText: 'My First Obby Course' })
      .waitFor({ timeout: 120_000 });
    const body = sitePage.locator('.article-body').first();
    await body.getByText('Press space to jump.').waitFor();
    expect(
      await body.locator('.heading-anchored:has(h2#your-first-jump)').evaluate((el) => el.outerHTML),
    ).toBe(preview.heading);
    expect(await body.locator('.code-block:has(pre.language-lua)').evaluate((el) => el.outerHTML)).toBe(
      preview.code,
    );
    // the picture as the build writes it: resized, in a <picture>, the alt text kept
    await body.locator('picture img[alt="A red obby start pad"]').waitFor({ state: 'attached' });
    await sitePage.close();
  }, 900_000);
});
