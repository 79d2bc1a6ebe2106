/**
 * Service-worker freshness in Chromium: a returning reader with the worker installed sees a
 * changed article and changed styles after one reload, and the pages they visited still read
 * offline. The second build keeps the first one's cache, as an editor's rebuild does: a
 * style-only edit must still reach every page (pages inline the stylesheet).
 *
 * Builds the site twice in a temporary copy of the project (so public/ and .cache/ of the
 * checkout are left alone) from a copy of content/ in which one article's text changes, and
 * serves each build in turn on the same origin with nginx and deploy/nginx.conf.
 * Slow (two builds): the deploy project runs with --runInBand.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import matter from 'gray-matter';
import type { BrowserContext, Page } from 'playwright-core';
import { ABOUT_US_PATH, articlePath, categoryPath } from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { filesUnder } from '../../src/node/files/walk';
import { NginxServer, startNginx } from '../../scripts/deploy/nginx';
import { freePort } from '../../scripts/lib/serve';
import { launchChromium } from '../support/chromium';
import { waitForPageState, waitForWorkerInControl } from '../support/page-state';

const root = path.resolve(__dirname, '../..');
// what a build does not need, or must not share with the checkout
const NOT_COPIED = new Set([
  'node_modules',
  'public',
  '.cache',
  '.git',
  'tests',
  'content',
  'coverage',
  'artifacts',
  '.corpus',
  'bench-results',
  'test-results',
]);

const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const OLD_TEXT = `Freshness check ${marker}: the first version of this paragraph.`;
const NEW_TEXT = `Freshness check ${marker}: the corrected version of this paragraph.`;

let work: string;
let project: string;
let contentDir: string;
let articleFile: string;
let articleSlug: string;
let live: string;
let port: number;
let server: NginxServer | undefined;
let context: BrowserContext | undefined;

/** `gatsby build` in the temporary project; rejects with the end of its output on failure. */
function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(project, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: project,
      env: { ...process.env, CONTENT_DIR: contentDir, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    });
    let output = '';
    const keep = (c: Buffer) => (output = (output + c.toString()).slice(-6000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build failed:\n${output}`)),
    );
  });
}

/** Writes the article with `text` as its last paragraph. */
function writeArticle(original: string, text: string): void {
  fs.writeFileSync(articleFile, `${original.trimEnd()}\n\n${text}\n`);
}

/**
 * Makes the newest build the one nginx serves (same folder, same origin). A copy: the next build
 * finds public/ as it left it, as a rebuild in an editor's checkout does (Gatsby re-renders
 * every page whose files are missing, which would hide what a rebuild skips).
 */
function publish(): void {
  if (fs.existsSync(live)) fs.renameSync(live, `${live}-old-${Date.now()}`);
  fs.cpSync(path.join(project, 'public'), live, { recursive: true });
}

async function serve(): Promise<void> {
  await server?.stop();
  server = await startNginx({ siteRoot: live, port });
}

const bodyText = (page: Page) => page.locator('body').innerText();

// a declaration no stylesheet of the site has: its arrival shows the new styles are in use
const STYLE_MARK = { rule: '.site-footer { scroll-margin-top: 17px; }', value: '17px' };
const footerMark = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('.site-footer') as Element).scrollMarginTop);

/** Waits until Gatsby's runtime has rendered the page and the network is quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Boolean((window as unknown as { ___loader?: unknown }).___loader));
}

/**
 * Asks the browser to check for a new service worker and waits, by state, until none is
 * installing or waiting and the active one is activated and controls the page (the browser may
 * already have found the new build's worker during the reload before). When Gatsby saw that
 * update in this document (`___swUpdated`), gatsby-plugin-offline posts `clearPathResources` on
 * activation, which drops the path records in IndexedDB and the runtime caches of the old build:
 * wait until that clean-up has happened. Going on before it let it delete what the next pages
 * had just cached, so the offline listing failed at random under load.
 */
async function workerUpdated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update();
    for (;;) {
      const next = registration.installing || registration.waiting;
      if (!next) break;
      await new Promise<void>((resolve, reject) =>
        next.addEventListener('statechange', () => {
          if (next.state === 'activated') resolve();
          if (next.state === 'redundant') reject(new Error('the new service worker became redundant'));
        }),
      );
    }
  });
  await waitForPageState(
    page,
    async () =>
      (await navigator.serviceWorker.ready).active?.state === 'activated' &&
      navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { what: 'the new worker active and in control' },
  );
  const sawUpdate = await page.evaluate(
    () => (window as unknown as { ___swUpdated?: boolean }).___swUpdated === true,
  );
  if (!sawUpdate) return;
  await waitForPageState(
    page,
    async () => {
      const runtime = (await caches.keys()).filter((key) => key.includes('runtime'));
      // never create the plugin's database (at version 1 with no store, idb-keyval would break)
      const exists = (await indexedDB.databases()).some((d) => d.name === 'keyval-store');
      const records = await new Promise<number>((resolve, reject) => {
        if (!exists) return resolve(0);
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(0);
          const count = db.transaction('keyval').objectStore('keyval').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      });
      return runtime.length === 0 && records === 0;
    },
    undefined,
    { what: "the old build's runtime cache and records cleared" },
  );
}

/**
 * Waits until the service worker holds what an offline visit of `paths` needs: for a page whose
 * HTML was fetched through the worker, that HTML; for one reached only by an in-site link, the
 * plugin's record of its resources (IndexedDB `resources:<path>`, written after a message from
 * the page) with every resource, its page-data included, in the cache. This is the condition
 * src/service-worker/offline-fallback.js checks.
 */
async function cachedForOffline(page: Page, pages: { html: string[]; shell: string[] }): Promise<void> {
  await waitForPageState(
    page,
    async ({ html, shell }) => {
      // never create the plugin's database (at version 1 with no store, idb-keyval would break)
      const exists = (await indexedDB.databases()).some((d) => d.name === 'keyval-store');
      const record = (key: string) =>
        new Promise<unknown>((resolve, reject) => {
          if (!exists) return resolve(undefined);
          const open = indexedDB.open('keyval-store');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('keyval')) return resolve(undefined);
            const get = db.transaction('keyval').objectStore('keyval').get(key);
            get.onsuccess = () => resolve(get.result);
            get.onerror = () => reject(get.error);
          };
        });
      for (const p of html) if (!(await caches.match(p))) return false;
      for (const p of shell) {
        const dataPath = `/page-data/${p === '/' ? 'index' : p.replace(/^\/|\/$/g, '')}/page-data.json`;
        if (!(await caches.match(dataPath))) return false;
        const resources = await record(`resources:${p}`);
        if (!Array.isArray(resources) || resources.length === 0) return false;
        for (const r of resources) if (!(await caches.match(String(r)))) return false;
      }
      return true;
    },
    pages,
    { what: 'the pages kept for offline' },
  );
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-freshness-'));
  // nginx workers (user nobody) read the served build
  fs.chmodSync(work, 0o755);
  project = path.join(work, 'project');
  fs.mkdirSync(project);
  for (const entry of fs.readdirSync(root))
    if (!NOT_COPIED.has(entry))
      fs.cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(project, 'node_modules'));

  contentDir = path.join(work, 'content');
  fs.cpSync(path.join(root, 'content'), contentDir, { recursive: true });
  const articles = filesUnder(path.join(contentDir, 'articles'));
  articleFile = path.join(contentDir, 'articles', articles.filter((f) => f.endsWith('.md'))[0]);
  articleSlug = String(matter(fs.readFileSync(articleFile, 'utf8')).data.slug);
  live = path.join(work, 'live');
  port = await freePort();
}, 60_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
}, 60_000);

it('shows a changed article and changed styles after one reload, and visited pages read offline', async () => {
  const original = fs.readFileSync(articleFile, 'utf8');
  const article = articlePath(articleSlug);
  const listing = categoryPath(TAXONOMY[0].slug);

  // 1. the first version is deployed and read; the service worker installs and takes control
  writeArticle(original, OLD_TEXT);
  await build();
  publish();
  await serve();
  // localhost: Gatsby registers its worker only there or over https
  const base = `http://localhost:${port}`;
  context = await launchChromium();
  const page = await context.newPage();
  await page.goto(`${base}${article}`);
  await settled(page);
  expect(await bodyText(page)).toContain(OLD_TEXT);
  await waitForWorkerInControl(page);
  // a later visit, as a returning reader: now the worker answers and caches the page
  await page.reload();
  await settled(page);
  expect(await bodyText(page)).toContain(OLD_TEXT);
  expect(await footerMark(page)).not.toBe(STYLE_MARK.value);

  // 2. the corrected article and a style edit are deployed on the same origin (cache kept)
  writeArticle(original, NEW_TEXT);
  fs.appendFileSync(path.join(project, 'src/styles/_footer.scss'), `\n${STYLE_MARK.rule}\n`);
  await build();
  publish();
  await serve();

  // 3. one reload shows the new text, through the worker (not around it)
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await settled(page);
  const fresh = await bodyText(page);
  expect(fresh).toContain(NEW_TEXT);
  expect(fresh).not.toContain(OLD_TEXT);
  expect(await footerMark(page)).toBe(STYLE_MARK.value);
  // a page whose content did not change carries the new styles too
  const unchanged = await (await page.request.get(`${base}${ABOUT_US_PATH}`)).text();
  expect(unchanged.includes(`scroll-margin-top:${STYLE_MARK.value}`)).toBe(true);

  // the new build's worker installs in the background; once it is active (and Gatsby has
  // dropped the runtime cache of the old build), the reader goes on reading
  await workerUpdated(page);
  await page.reload();
  await settled(page);
  expect(await bodyText(page)).toContain(NEW_TEXT);

  // a page reached only through an in-site link: its HTML is never fetched
  const navigate = (to: string) =>
    page.evaluate((p) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(p), to);
  await navigate(listing);
  await page.waitForURL(`${base}${listing}`);
  await settled(page);
  const listingHeading = await page.locator('h1').first().innerText();
  await navigate(article);
  await page.waitForURL(`${base}${article}`);
  await settled(page);
  // the article's HTML came through the worker (the reload above); the listing only by a link
  await cachedForOffline(page, { html: [article], shell: [listing] });

  // 4. offline (browser offline and the server gone), the visited pages still read
  await context.setOffline(true);
  await server?.stop();
  server = undefined;
  const offlineArticle = await page.reload();
  expect(offlineArticle?.fromServiceWorker()).toBe(true);
  await page.getByText(NEW_TEXT).waitFor();
  // the listing opens from the plugin's app shell and its cached page-data
  const offlineListing = await page.goto(`${base}${listing}`);
  expect(await offlineListing?.text()).toContain('offline-plugin-app-shell-fallback');
  await page.locator('h1').first().waitFor();
  expect(await page.locator('h1').first().innerText()).toBe(listingHeading);
}, 900_000);
