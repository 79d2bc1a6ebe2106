/**
 * The Sections menu: a dropdown on wide screens, a popover at 576 px and below;
 * More links to the category pages only in the popover; choosing a subcategory navigates there
 * and closes the menu.
 */
import { Page, Route } from '@playwright/test';
import { HOME_PATH, categoryPath, subcategoryPath } from '../../../src/domain/listings/routes';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import { WEBPACK_CHUNKS_GLOBAL } from '../../../src/domain/frame/deferred-scripts';
import { content, labels, open, subcategory, category } from '../support/site';
import { SPEC } from '../support/spec';
import { expect, test } from '../support/test';

const sectionsButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: labels.sections });
const dropdown = (page: Page) => page.getByTestId('sections-dropdown');
const popover = (page: Page) => page.getByTestId('sections-popover');

/** Every category and subcategory link the menu must offer. */
const EXPECTED_LINKS = TAXONOMY.flatMap((c) => [
  { path: categoryPath(c.slug), title: content.taxonomyTexts[c.key].title },
  ...c.subcategories.map((s) => ({
    path: subcategoryPath(c.slug, s.slug),
    title: content.taxonomyTexts[c.key].subcategories[s.key].title,
  })),
]);

test.describe('wide screen (1280 px): dropdown', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the button opens a dropdown of categories with their subcategories, without More links', async ({
    page,
  }) => {
    await open(page, HOME_PATH);
    const button = sectionsButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown(page)).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown(page)).toBeVisible();
    await expect(popover(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    for (const l of EXPECTED_LINKS.filter((x) => x.path.split('/').length === 3)) {
      // subcategory links (two path segments) are all in the dropdown
      await expect(dropdown(page).locator(`a[href="${l.path}"]`)).toHaveCount(1);
    }
    await expect(page.getByTestId('sections-more')).toHaveCount(0);
  });

  test('choosing a subcategory navigates there and closes the dropdown', async ({ page }) => {
    await open(page, HOME_PATH);
    await sectionsButton(page).click();
    await dropdown(page).locator(`a[href="${subcategory.path}"]`).click();
    await expect(page).toHaveURL((u) => u.pathname === subcategory.path);
    await expect(page.locator('main h1')).toContainText(subcategory.title);
    await expect(dropdown(page)).toBeHidden();
    await expect(sectionsButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('narrow screen (375 px): popover', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the button opens a popover dialog with every section and a More link per category', async ({
    page,
  }) => {
    await open(page, HOME_PATH);
    const button = sectionsButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-testid', 'sections-popover');
    await expect(dropdown(page)).toBeHidden();
    for (const l of EXPECTED_LINKS)
      await expect(popover(page).locator(`a[href="${l.path}"]`).first()).toBeAttached();
    // More links: one per category (every category has subcategories), each to its page
    const more = popover(page).getByTestId('sections-more');
    await expect(more).toHaveCount(TAXONOMY.length);
    const hrefs = await more.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.sort()).toEqual(TAXONOMY.map((c) => categoryPath(c.slug)).sort());
  });

  test('choosing a subcategory navigates there and closes the popover', async ({ page }) => {
    await open(page, HOME_PATH);
    await sectionsButton(page).click();
    const link = popover(page).locator(`a[href="${subcategory.path}"]`);
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL((u) => u.pathname === subcategory.path);
    await expect(page.locator('main h1')).toContainText(subcategory.title);
    // closed: the form keeps its entries, hidden, for the next open
    await expect(popover(page)).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(sectionsButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a More link opens the category page and closes the popover', async ({ page }) => {
    await open(page, HOME_PATH);
    await sectionsButton(page).click();
    const more = popover(page).locator(`[data-testid="sections-more"][href="${category.path}"]`);
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(page).toHaveURL((u) => u.pathname === category.path);
    await expect(page.locator('main h1')).toContainText(category.title);
    await expect(popover(page)).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe(`the ${SPEC.mobileBreakpointPx} px breakpoint`, () => {
  for (const { width, narrow } of [
    { width: SPEC.mobileBreakpointPx, narrow: true },
    { width: SPEC.mobileBreakpointPx + 1, narrow: false },
  ]) {
    test(`at ${width} px the menu is a ${narrow ? 'popover' : 'dropdown'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, HOME_PATH);
      expect(await page.evaluate(() => window.innerWidth)).toBe(width);
      await sectionsButton(page).click();
      if (narrow) {
        await expect(popover(page)).toBeVisible();
        await expect(dropdown(page)).toBeHidden();
      } else {
        await expect(dropdown(page)).toBeVisible();
        await expect(popover(page)).toHaveCount(0);
      }
    });
  }
});

/**
 * A press held while the menu's code arrives: the form must not replace the button under the
 * pointer, or the release lands on a button the press never touched, and the browser sends the
 * click to neither. The menu's code is held until the button is pressed, then let through, and
 * the release waits until that code has run and two frames have been drawn.
 */
test.describe('a press held while the menu code arrives', () => {
  for (const { width, menu } of [
    { width: 375, menu: 'sections-popover' },
    { width: 1280, menu: 'sections-dropdown' },
  ]) {
    test(`at ${width} px the release still opens the menu`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, HOME_PATH);
      // every script the page asks for from now on is the menu form's code (pointing fetches it)
      const held: Route[] = [];
      await page.route(/\.js$/, (route) => {
        held.push(route);
      });
      const box = await sectionsButton(page).boundingBox();
      if (!box) throw new Error('the Sections button has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.mouse.down();
      // webpack's chunk list grows by one entry as each chunk's code runs
      const chunkCount = (): Promise<number> =>
        page.evaluate(
          (name) => (window as unknown as Record<string, unknown[] | undefined>)[name]?.length ?? 0,
          WEBPACK_CHUNKS_GLOBAL,
        );
      const before = await chunkCount();
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(/\.js$/);
      // the chunks have run, and two frames later React has drawn what they bring
      await expect.poll(chunkCount).toBeGreaterThanOrEqual(before + held.length);
      await page.evaluate(
        () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      );
      await page.mouse.up();
      await expect(sectionsButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId(menu)).toBeVisible();
    });
  }
});
