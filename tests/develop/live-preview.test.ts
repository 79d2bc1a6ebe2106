/**
 * Live preview: `gatsby develop` on a scratch copy of a small content folder (CONTENT_DIR), and
 * the edits an editor makes while it runs. Each change is observed through page-data over HTTP,
 * polled until it shows (at most 60 s each), with no restart of the server:
 * a title and body edit, a new article (its page and its listing), a deleted article, a draft
 * (shown, marked), and a content error that is printed without stopping the server and
 * recovers when fixed. Then in Chromium: an open article saved with an error turns into its
 * error page, and back into the article when fixed, without the test navigating; drafts and
 * scheduled articles wear their badge on their page, cards and search results.
 *
 * The project is copied to a temporary folder (its node_modules linked), so this test never
 * shares .cache/ or public/ with a build of the worktree.
 */
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { BrowserContext, Page } from 'playwright-core';
import { freePort } from '../../scripts/lib/serve';
import {
  articlePath,
  SEARCH_INDEX_PATH,
  searchPartPath,
  subcategoryPath,
} from '../../src/domain/listings/routes';
import { decodeTitleChunk } from '../../src/domain/search/title-index';
import { decodeManifest } from '../../src/domain/search/parts';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { CardText, withCardTexts } from '../../src/domain/listings/cards';
import { launchChromium } from '../support/chromium';
import { scratchProject, startDevelop, stopDevelop } from '../support/scratch-project';

const root = path.resolve(__dirname, '../..');
const STEP_MS = 60_000;

let tmp = '';
let content = '';
let server: ChildProcess | undefined;
let origin = '';
let output = '';

const beginners = subcategoryPath(TAXONOMY[0].slug, TAXONOMY[0].subcategories[0].slug);

interface PageData {
  result: {
    data?: { markdownRemark?: { articleBody?: { html: string } }; cardTexts?: CardText[] };
    pageContext: {
      article?: { title: string; draft: boolean };
      authorPath?: string | null;
      articles?: { id: number; slug?: string; path: string; title: string; excerpt: string }[];
    };
  };
}

/** The card of the article 'exact-placement' in a listing's page data, with its queried text. */
function listingCard(listing: PageData | number) {
  must(typeof listing !== 'number', `listing status ${String(listing)}`);
  const { pageContext, data } = (listing as PageData).result;
  return withCardTexts(pageContext.articles ?? [], data?.cardTexts).find(
    (c) => c.path === articlePath('exact-placement'),
  );
}

/** page-data of a path, or its HTTP status when there is none. */
async function pageData(pagePath: string): Promise<PageData | number> {
  const name = pagePath === '/' ? 'index' : pagePath.replace(/^\//, '');
  const res = await fetch(`${origin}/page-data/${name}/page-data.json`);
  if (!res.ok) return res.status;
  return (await res.json()) as PageData;
}

/** Poll until `check` holds (it may throw while the state is not there yet), within `ms`. */
async function expectEventually<T>(what: string, check: () => Promise<T>, ms = STEP_MS): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    // a server that stopped will not come back: say so at once
    if (server && server.exitCode !== null)
      throw new Error(`${what}: gatsby develop exited with ${server.exitCode}\n${output.slice(-3000)}`);
    try {
      return await check();
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not seen within ${ms / 1000} s (${String(last)})\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const must = (ok: boolean, message: string): void => {
  if (!ok) throw new Error(message);
};

const articleFile = (slug: string): string => path.join(content, 'articles', `${slug}.md`);
const listingSlugs = (data: PageData | number): string[] =>
  typeof data === 'number' ? [] : (data.result.pageContext.articles ?? []).map((a) => a.path);

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'live-preview-'));
  scratchProject(tmp);
  content = path.join(tmp, 'content-live');
  fs.cpSync(path.join(root, 'tests/fixtures/content-fallbacks'), content, { recursive: true });

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = startDevelop(tmp, port, { CONTENT_DIR: 'content-live' }, (text) => (output += text));
  // the first start compiles the site: allow for a loaded machine
  await expectEventually(
    'develop serving the first article',
    async () => {
      const data = await pageData(articlePath('exact-placement'));
      must(typeof data !== 'number', `status ${String(data)}`);
    },
    420_000,
  );
}, 480_000);

afterAll(() => {
  stopDevelop(server);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('gatsby develop writes the query types', () => {
  it('as committed in gatsby-types.d.ts (what `npm run develop` regenerates is what the build checks)', async () => {
    const written = path.join(tmp, 'gatsby-types.d.ts');
    const types = await expectEventually('gatsby-types.d.ts', async () => {
      const text = fs.readFileSync(written, 'utf8');
      must(text.trimEnd().endsWith('}'), 'still being written');
      return text;
    });
    expect(types === fs.readFileSync(path.join(root, 'gatsby-types.d.ts'), 'utf8')).toBe(true);
  }, 90_000);
});

describe('gatsby develop with an editor at work', () => {
  it('shows an edited title and body', async () => {
    const file = articleFile('exact-placement');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      text
        .replace('title: "Exact Placement Article"', 'title: "Exact Placement, Edited Live"')
        .replace('Body of Exact Placement Article.', 'Body rewritten while develop runs.'),
    );
    await expectEventually('the edit', async () => {
      const data = await pageData(articlePath('exact-placement'));
      must(typeof data !== 'number', `status ${String(data)}`);
      const { result } = data as PageData;
      must(result.pageContext.article?.title === 'Exact Placement, Edited Live', 'old title');
      must(
        !!result.data?.markdownRemark?.articleBody?.html.includes('Body rewritten while develop runs.'),
        'old body',
      );
      const listing = await pageData(beginners);
      must(listingCard(listing)?.title === 'Exact Placement, Edited Live', 'old card title');
    });
    // a body alone changes no page context: the listing's card text follows the article's node
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('Body rewritten while develop runs.', 'Body rewritten twice.'),
    );
    await expectEventually('the card text', async () => {
      const card = listingCard(await pageData(beginners));
      must(card?.excerpt === 'Body rewritten twice.', `card says ${card?.excerpt}`);
    });
  }, 90_000);

  it('gives a new article file its page and a place in its listing', async () => {
    fs.writeFileSync(
      articleFile('fresh-from-the-editor'),
      '---\nid: 40\ntitle: "Fresh From the Editor"\nslug: fresh-from-the-editor\nentities:\n' +
        `  - category: ${TAXONOMY[0].key}\n    subcategories:\n      - subcategory: ${TAXONOMY[0].subcategories[0].key}\n` +
        '---\n\nA new article, saved while develop runs.\n',
    );
    await expectEventually('the new article', async () => {
      const data = await pageData(articlePath('fresh-from-the-editor'));
      must(typeof data !== 'number', `status ${String(data)}`);
      must(
        listingSlugs(await pageData(beginners)).includes(articlePath('fresh-from-the-editor')),
        'not listed',
      );
    });
  }, 90_000);

  it('drops a deleted article and its listing entry', async () => {
    const before = listingSlugs(await pageData(beginners));
    expect(before).toContain(articlePath('exact-placement'));
    fs.rmSync(articleFile('exact-placement'));
    await expectEventually('the deletion', async () => {
      must(!listingSlugs(await pageData(beginners)).includes(articlePath('exact-placement')), 'still listed');
      must((await pageData(articlePath('exact-placement'))) === 404, 'page still there');
    });
  }, 90_000);

  it('shows a draft, marked as a draft', async () => {
    const data = await pageData(articlePath('zephyr-quillfeather-draft'));
    expect(typeof data).not.toBe('number');
    expect((data as PageData).result.pageContext.article?.draft).toBe(true);
  });

  it('prints a content error without stopping, and recovers when it is fixed', async () => {
    const file = articleFile('spelled-out');
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, good.replace(/^id: .*$/m, 'id: "twelve"'));
    const relative = path.relative(tmp, file).split(path.sep).join('/');
    const printedFrom = output.length;
    await expectEventually('the error in the terminal', async () => {
      must(output.includes(`ERROR ${relative}:2 [id] must be a positive integer`), 'no error printed yet');
    });
    // the preview's words: saving is enough; and no `UNKNOWN` label from Gatsby's logger
    const printed = output.slice(printedFrom);
    expect(printed).toContain('fix them and save the file');
    expect(printed).not.toContain('build again');
    expect(printed).not.toContain('UNKNOWN');
    // still serving: the other pages answer
    expect(server?.exitCode).toBeNull();
    expect(typeof (await pageData(articlePath('two-entities')))).not.toBe('number');

    fs.writeFileSync(file, good.replace('Body of', 'Fixed. Body of'));
    await expectEventually('the recovery', async () => {
      const data = await pageData(articlePath('spelled-out'));
      must(typeof data !== 'number', `status ${String(data)}`);
      must(
        !!(data as PageData).result.data?.markdownRemark?.articleBody?.html.includes('Fixed.'),
        'old body',
      );
    });
    expect(server?.exitCode).toBeNull();
  }, 150_000);
});

describe('gatsby develop in the browser', () => {
  let browser: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  /** Open `pagePath` until `selector` shows (the preview re-creates pages a moment after a save). */
  async function openUntil(pagePath: string, selector: string): Promise<void> {
    await expectEventually(`${selector} at ${pagePath}`, async () => {
      await page.goto(`${origin}${pagePath}`);
      await page.waitForSelector(selector, { timeout: 10_000 });
    });
  }

  it('shows a broken article’s error at its address, and the article again once it is fixed, by itself', async () => {
    const file = articleFile('two-entities');
    const good = fs.readFileSync(file, 'utf8');
    const relative = path.relative(tmp, file).split(path.sep).join('/');
    await openUntil(articlePath('two-entities'), 'h1.article-title');
    // the editor has the article open and saves it with an unclosed quote on line 3 (YAML only
    // notices it lines later); from here on the test never navigates: the page follows the file
    fs.writeFileSync(file, good.replace('title: "Two Entities Article"', 'title: "Two Entities Article'));
    await page.waitForSelector('[data-testid="content-error"]', { timeout: STEP_MS });
    const problem = page.getByTestId('content-problem').first();
    await expect(problem.textContent()).resolves.toContain(`${relative}:3`);
    const shown = (await problem.locator('pre').textContent()) ?? '';
    expect(shown.startsWith(`ERROR ${relative}:3 [frontmatter] is not valid YAML (line 3, column 8: `)).toBe(
      true,
    );
    // the same words in the terminal
    expect(output).toContain(shown);

    fs.writeFileSync(file, good.replace('Body of', 'Fixed while the error page was open. Body of'));
    await page.waitForFunction(
      () =>
        document.querySelector('h1')?.textContent === 'Two Entities Article' &&
        document.body.textContent?.includes('Fixed while the error page was open.'),
      undefined,
      { timeout: STEP_MS },
    );
    expect(await page.getByTestId('content-error').count()).toBe(0);
  }, 180_000);

  it('marks a draft and a scheduled article on their pages, their cards (listing, author page) and in search', async () => {
    await openUntil(articlePath('zephyr-quillfeather-draft'), '[data-testid="preview-badge"]');
    await expect(page.getByTestId('preview-notice').textContent()).resolves.toBe('Draft: not published');
    await openUntil(articlePath('quasimodal-lanternfish-later'), '[data-testid="preview-badge"]');
    await expect(page.getByTestId('preview-notice').textContent()).resolves.toBe(
      'Scheduled for March 14, 2099',
    );

    const badgeOnCard = async (title: string): Promise<string | null> =>
      page
        .locator('article.article-card', { hasText: title })
        .first()
        .getByTestId('preview-badge')
        .textContent({ timeout: 10_000 });
    await openUntil(beginners, 'article.article-card');
    expect(await badgeOnCard('Zephyr Quillfeather Draft Notes')).toBe('Draft: not published');
    expect(await badgeOnCard('Quasimodal Lanternfish Launch Notes')).toBe('Scheduled for March 14, 2099');
    expect(
      await page
        .locator('article.article-card', { hasText: 'Derived Date Far Ahead' })
        .getByTestId('preview-badge')
        .count(),
    ).toBe(0);

    const draftData = await pageData(articlePath('zephyr-quillfeather-draft'));
    const authorPage = typeof draftData === 'number' ? null : draftData.result.pageContext.authorPath;
    expect(authorPage).toBeTruthy();
    await openUntil(authorPage as string, 'article.article-card');
    expect(await badgeOnCard('Zephyr Quillfeather Draft Notes')).toBe('Draft: not published');

    // search: the index the box fetches carries the marks, and the results show them
    const manifest = decodeManifest(await (await fetch(`${origin}${SEARCH_INDEX_PATH}`)).json());
    const index = (
      await Promise.all(
        manifest.d.map(async (n) =>
          decodeTitleChunk(await (await fetch(`${origin}${searchPartPath(n)}`)).json(), manifest.g),
        ),
      )
    ).flat();
    expect(index.find((e) => e.slug === 'quasimodal-lanternfish-later')?.mark?.state).toBe('scheduled');
    expect(index.find((e) => e.slug === 'zephyr-quillfeather-draft')?.mark?.state).toBe('draft');
    await page.getByRole('searchbox').first().fill('Quasimodal Lanternfish');
    const result = page.getByTestId('search-result').filter({ hasText: 'Quasimodal Lanternfish' });
    await expect(result.getByTestId('preview-badge').textContent({ timeout: 30_000 })).resolves.toBe(
      'Scheduled for March 14, 2099',
    );
  }, 240_000);
});
