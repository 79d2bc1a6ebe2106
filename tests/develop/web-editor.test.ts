/**
 * The web editor as an author uses it (issue 63): Chromium against decap-server (its file mode,
 * as `npm run cms` runs it) on a scratch repository holding tests/fixtures/content-warm as
 * `content/`, the editor written for it by src/node/admin-editor/build-admin.ts and served beside.
 * - A new article through the form (a category, one of its subcategories, an author, a cover
 *   picture uploaded with its alt text, a code block and a picture in the text) is saved: its
 *   file appears in the category's folder with the right front matter, the picture beside it in
 *   images/, check:content passes, and a build of that content has its page.
 * - A taken slug and a cover without alt text are refused at their fields, with the build's
 *   messages, and nothing is written.
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

const FIXTURE = path.join(projectRoot, 'tests/fixtures/content-warm');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'web-editor-'));
const repo = path.join(work, 'repo');
const site = path.join(work, 'site');
const CATEGORY = 'gameplayTips';

let decap: ChildProcess;
let server: http.Server;
let context: BrowserContext;
let page: Page;
let origin: string;

/** The files under the scratch repository's content/, relative to it. */
const contentFiles = (): string[] => filesUnder(path.join(repo, 'content'));

beforeAll(async () => {
  fs.cpSync(FIXTURE, path.join(repo, 'content'), { recursive: true });
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
  await page.getByRole('button', { name: /Add place/ }).click();
  const category = page.getByLabel('Category', { exact: true });
  await category.fill('Ultimate');
  await category.press('Enter');
  await page.getByRole('button', { name: /Add subcategory/ }).click();
  const sub = page.getByLabel(/^Subcategory/);
  await sub.fill('Beginner');
  await sub.press('Enter');
}

/** Publish now (decap-server's file mode saves straight into content/). */
async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

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
    await page.screenshot({ path: path.join(work, 'refused.png') });
    if (process.env.EDITOR_SCREENSHOTS)
      fs.copyFileSync(path.join(work, 'refused.png'), process.env.EDITOR_SCREENSHOTS + '/editor-refused.png');
    expect(contentFiles().filter((f) => f.endsWith('.md'))).toEqual(before.filter((f) => f.endsWith('.md')));
  }, 300_000);

  // NOT WORKING YET (issue 63 note; the steps tried are in commit 7bc26ca): choosing the uploaded cover in Decap's media library and
  // typing in its markdown mode did not take in this test; the cover-without-alt refusal needs the
  // cover. The rules themselves are unit-tested (tests/unit/domain/content/editor-config.test.ts).
  it.todo('refuses a cover without alt text at its field (needs the media library step)');
  it.todo(
    'saves a new article (category, subcategory, author, cover, code block, picture) that check:content and a build accept',
  );
});
