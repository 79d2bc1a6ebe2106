/**
 * The copy control: with the clipboard allowed it copies the exact
 * text and shows 'copied' for 3000 ms, then idle; with the clipboard refused or missing, a
 * prompt offers the text instead. Expected texts come from the article's markdown source.
 */
import { BrowserContext, Dialog, Page } from '@playwright/test';
import { absoluteUrl } from '../../../src/domain/listings/routes';
import { siteConfig } from '../../../src/site-config';
import { article, labels, waitForHydration } from '../support/site';
import { SPEC } from '../support/spec';
import { expect, test } from '../support/test';

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

/**
 * The article's first copyable phrase (the `copyable` class editors use: docs/editing.md, "Rules
 * the build applies").
 */
const copyable = (page: Page) => page.locator('main .copyable').first();

/** Collect the dialogs the page opens, answering each (a dialog blocks the page until answered). */
function collectDialogs(page: Page): Dialog[] {
  const seen: Dialog[] = [];
  page.on('dialog', (d) => {
    seen.push(d);
    void d.dismiss();
  });
  return seen;
}

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
  // the session stays attached: Chromium drops the override when it detaches
}

test.describe('with clipboard permission granted', () => {
  test.beforeEach(async ({ context, page, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // a controllable clock measures the 3000 ms exactly, whatever the machine's load
    await page.clock.install();
    await openArticle(page);
    // stop the page's clock: from here on, time moves only when the test says so
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
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

    await page.clock.runFor(SPEC.copyConfirmMs - 1);
    await expect(button).toHaveAttribute('data-state', 'copied');
    await page.clock.runFor(1);
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).not.toContainText(labels.copied);
  });

  test("the share link's button copies the article's address, shows 'copied' for 3000 ms, then 'Copy link' again", async ({
    page,
  }) => {
    const button = page.locator('.share-links').getByTestId('copy-button');
    await expect(button).toHaveText(labels.copyLink);
    await button.click();
    await expect(button).toHaveAttribute('data-state', 'copied');
    await expect(button).toHaveText(labels.copied);
    await expect(page.locator('.share-links [aria-live]')).toHaveText(labels.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      absoluteUrl(siteConfig.siteUrl, article.path),
    );

    await page.clock.runFor(SPEC.copyConfirmMs - 1);
    await expect(button).toHaveAttribute('data-state', 'copied');
    await page.clock.runFor(1);
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).toHaveText(labels.copyLink);
  });

  test('a copyable phrase shows and copies exactly the text the editor wrote', async ({ page }) => {
    await expect(copyable(page)).toContainText(copyableText);
    const button = copyable(page).getByTestId('copy-button');
    await button.click();
    await expect(button).toHaveAttribute('data-state', 'copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copyableText);
  });
});

test.describe('when the clipboard fails', () => {
  test('with the permission refused, a prompt offers the text', async ({ page, context }) => {
    await openArticle(page);
    await denyClipboard(context, page);
    const dialogs = collectDialogs(page);
    const button = codeCopyButton(page);
    await button.click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].type()).toBe('prompt');
    expect(dialogs[0].message()).toBe(labels.copyPrompt);
    expect(dialogs[0].defaultValue()).toBe(codeBlock);
    await expect(button).toHaveAttribute('data-state', 'idle');
  });

  test('without a clipboard API (older or insecure browsers), a prompt offers the text', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
    });
    await openArticle(page);
    const dialogs = collectDialogs(page);
    await codeCopyButton(page).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].type()).toBe('prompt');
    expect(dialogs[0].defaultValue()).toBe(codeBlock);
    await expect(codeCopyButton(page)).toHaveAttribute('data-state', 'idle');
  });
});
