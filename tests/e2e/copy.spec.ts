/**
 * The copy control (spec sections 2, 4 and 8): with the clipboard allowed it copies the exact
 * text and shows 'copied' for 3000 ms, then idle; with the clipboard refused or missing, a
 * prompt offers the text instead. Expected texts come from the article's markdown source.
 */
import { BrowserContext, expect, Page, test } from '@playwright/test';
import { COPY_CONFIRM_MS } from '../../src/domain/constants';
import { article, labels, waitForHydration } from './support/site';

/** The first fenced code block of the article, as the editor wrote it. */
const codeBlock = /```[^\n]*\n([\s\S]*?)\n```/.exec(article.body)?.[1] ?? '';
/** The first `<span class="copyable">` text of the article, as the editor wrote it. */
const copyableText = /<span class="copyable">([^<]*)<\/span>/.exec(article.body)?.[1] ?? '';

test.beforeAll(() => {
  expect(codeBlock, `${article.file} needs a fenced code block`).not.toBe('');
  expect(copyableText, `${article.file} needs a <span class="copyable">`).not.toBe('');
});

/** The copy button that belongs to the code block starting with the given text. */
function codeCopyButton(page: Page) {
  const firstLine = codeBlock.split('\n')[0];
  return page
    .locator(':has(> pre)')
    .filter({ has: page.locator('pre', { hasText: firstLine }) })
    .getByTestId('copy-button')
    .first();
}

const copyableButton = (page: Page) =>
  page.locator('.copyable', { hasText: copyableText.slice(0, 12) }).getByTestId('copy-button');

async function openArticle(page: Page): Promise<void> {
  await page.goto(article.path);
  await waitForHydration(page);
}

/** Refuse clipboard writes for the page's origin, as a reader's browser setting would. */
async function denyClipboard(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  await session.send('Browser.setPermission', {
    permission: { name: 'clipboard-write' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await session.detach();
}

test.describe('with clipboard permission granted', () => {
  test.beforeEach(async ({ context, page, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // a controllable clock measures the 3000 ms exactly, whatever the machine's load
    await page.clock.install();
    await openArticle(page);
  });

  test("a code block's button copies the code, shows 'copied' for 3000 ms, then is idle again", async ({
    page,
  }) => {
    const button = codeCopyButton(page);
    await expect(button).toHaveAttribute('data-state', 'idle');
    await button.click();
    await expect(button).toHaveAttribute('data-state', 'copied');
    await expect(button).toContainText(labels.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codeBlock);

    await page.clock.runFor(COPY_CONFIRM_MS - 100);
    await expect(button).toHaveAttribute('data-state', 'copied');
    await page.clock.runFor(200);
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).not.toContainText(labels.copied);
  });

  test('a copyable phrase copies exactly the text the editor wrote', async ({ page }) => {
    const button = copyableButton(page);
    await button.click();
    await expect(button).toHaveAttribute('data-state', 'copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copyableText);
  });
});

test.describe('when the clipboard fails', () => {
  test('with the permission refused, a prompt offers the text', async ({ page, context }) => {
    await openArticle(page);
    await denyClipboard(context, page);
    const dialog = page.waitForEvent('dialog');
    const button = codeCopyButton(page);
    await button.click();
    const d = await dialog;
    expect(d.type()).toBe('prompt');
    expect(d.message()).toBe(labels.copyPrompt);
    expect(d.defaultValue()).toBe(codeBlock);
    await d.dismiss();
    await expect(button).toHaveAttribute('data-state', 'idle');
  });

  test('without a clipboard API (older or insecure browsers), a prompt offers the text', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
    });
    await openArticle(page);
    const dialog = page.waitForEvent('dialog');
    await codeCopyButton(page).click();
    const d = await dialog;
    expect(d.type()).toBe('prompt');
    expect(d.defaultValue()).toBe(codeBlock);
    await d.accept();
    await expect(codeCopyButton(page)).toHaveAttribute('data-state', 'idle');
  });
});
