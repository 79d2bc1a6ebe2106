import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '../../mocks/gatsby';
import { SectionsMenu } from '../../../src/components/sections-menu/sections-menu';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import { categoryPath, subcategoryPath } from '../../../src/domain/listings/routes';
import { fakeWindowWidth, FakeWindowWidth } from '../support/match-media';
import { outside, renderBesideOutside } from '../support/render-beside';
import { installEarlyInput } from '../support/early-input-page';
import { EARLY_MENU_ID } from '../../../src/domain/frame/sections-early';

// the first test of the file also pays for compiling react-bootstrap: room for a busy machine
jest.setTimeout(15_000);

const gameplay = TAXONOMY[0];
const beginner = gameplay.subcategories[0];
const beginnerPath = subcategoryPath(gameplay.slug, beginner.slug);

let width: FakeWindowWidth;
afterEach(() => width.restore());

const sectionsButton = (): HTMLElement => screen.getByRole('button', { name: 'Sections' });

/**
 * The page first shows a stand-in button; pointing at it fetches the real menu, which replaces
 * it (react-bootstrap's toggle, or the popover's button, both carry an id; the stand-in none).
 */
async function pointAtSections(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.hover(sectionsButton());
  await waitFor(() => expect(sectionsButton()).toHaveAttribute('id'));
}

describe('Sections menu on wide windows (a dropdown)', () => {
  beforeEach(() => {
    width = fakeWindowWidth(1280);
  });

  it('is a closed button until clicked, then lists every category with its subcategories', async () => {
    const user = userEvent.setup();
    render(<SectionsMenu />);
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('sections-dropdown')).not.toBeInTheDocument();

    await pointAtSections(user);
    expect(screen.queryByTestId('sections-dropdown')).not.toBeInTheDocument();
    await user.click(sectionsButton());
    const menu = await screen.findByTestId('sections-dropdown');
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'true');
    for (const c of TAXONOMY) {
      const group = within(menu).getByRole('group', { name: `Title of ${c.key}` });
      expect(within(group).getByRole('link', { name: `Title of ${c.key}` })).toHaveAttribute(
        'href',
        categoryPath(c.slug),
      );
      for (const s of c.subcategories)
        expect(within(group).getByRole('link', { name: `Title of ${c.key}.${s.key}` })).toHaveAttribute(
          'href',
          subcategoryPath(c.slug, s.slug),
        );
    }
    // More links belong to the narrow popover only
    expect(screen.queryByTestId('sections-more')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sections-popover')).not.toBeInTheDocument();
  });

  it('navigates to a chosen subcategory and closes', async () => {
    const user = userEvent.setup();
    render(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    await user.click(await screen.findByRole('link', { name: `Title of ${gameplay.key}.${beginner.key}` }));
    expect(navigate).toHaveBeenCalledWith(beginnerPath);
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('sections-dropdown')).not.toHaveClass('show');
  });

  it('works from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    render(<SectionsMenu />);
    await user.tab();
    // focusing the stand-in fetches the dropdown, which takes over the focus
    await waitFor(() => expect(sectionsButton()).toHaveAttribute('id'));
    expect(sectionsButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent(`Title of ${gameplay.key}`);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent(`Title of ${gameplay.key}.${beginner.key}`);
    await user.keyboard('{Escape}');
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(sectionsButton()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderBesideOutside(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    await screen.findByTestId('sections-dropdown');
    await user.click(outside());
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts as a light stand-in; pointing at it fetches the dropdown without opening it', async () => {
    const user = userEvent.setup();
    render(<SectionsMenu />);
    expect(sectionsButton()).not.toHaveAttribute('id');
    await pointAtSections(user);
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(sectionsButton()).not.toHaveFocus();
  });

  it('a click on the stand-in opens the dropdown as soon as it has arrived', async () => {
    render(<SectionsMenu />);
    fireEvent.click(sectionsButton());
    expect(await screen.findByTestId('sections-dropdown')).toHaveClass('show');
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('is still a dropdown at 577 px, one pixel above the breakpoint', async () => {
    width.resize(577);
    const user = userEvent.setup();
    render(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    expect(await screen.findByTestId('sections-dropdown')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Sections menu on windows 576 px wide or narrower (a popover)', () => {
  beforeEach(() => {
    width = fakeWindowWidth(375);
  });

  it('navigates to a chosen subcategory and closes', async () => {
    const user = userEvent.setup();
    render(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: `Title of ${gameplay.key}.${beginner.key}` }));
    expect(navigate).toHaveBeenCalledWith(beginnerPath);
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a More link navigates to the category page and closes', async () => {
    const user = userEvent.setup();
    render(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    await user.click((await screen.findAllByTestId('sections-more'))[1]);
    expect(navigate).toHaveBeenCalledWith(categoryPath(TAXONOMY[1].slug));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape closes it and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(sectionsButton()).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the close button and a click outside close it; the Sections button toggles it', async () => {
    const user = userEvent.setup();
    renderBesideOutside(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(sectionsButton());
    await screen.findByRole('dialog');
    await user.click(outside());
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(sectionsButton());
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(sectionsButton()); // the button itself closes it, and it stays closed
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps its entries while closed and opens the same dialog again, placed, faded in, focus inside', async () => {
    const user = userEvent.setup();
    render(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveClass('show');
    expect(dialog.style.transform).toMatch(/^translate\(-?\d+px, \d+px\)$/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the same element, hidden and without its fade class
    expect(screen.getByTestId('sections-popover')).toBe(dialog);
    expect(dialog).not.toBeVisible();
    expect(dialog).not.toHaveClass('show');
    expect(sectionsButton()).not.toHaveAttribute('aria-controls');

    await user.click(sectionsButton());
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(dialog).toHaveClass('show');
    expect(sectionsButton()).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('stays open after a press that starts inside and ends outside, or a modified click outside', async () => {
    const user = userEvent.setup();
    renderBesideOutside(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    const dialog = await screen.findByRole('dialog');
    await user.pointer([
      { keys: '[MouseLeft>]', target: within(dialog).getByRole('heading', { name: 'Sections' }) },
      { target: outside() },
      { keys: '[/MouseLeft]' },
    ]);
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Control>}');
    await user.click(outside());
    await user.keyboard('{/Control}');
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(outside());
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Sections menu at the breakpoint', () => {
  it.each([375, 576])(
    'opens a dialog with every subcategory and a More link per category at %i px',
    async (px) => {
      width = fakeWindowWidth(px);
      const user = userEvent.setup();
      render(<SectionsMenu />);
      expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
      await user.click(sectionsButton());
      expect(sectionsButton()).toHaveAttribute('aria-expanded', 'true');

      const dialog = await screen.findByRole('dialog', { name: 'Sections' });
      expect(dialog).toHaveAttribute('data-testid', 'sections-popover');
      expect(sectionsButton()).toHaveAttribute('aria-controls', dialog.id);
      expect(screen.queryByTestId('sections-dropdown')).not.toBeInTheDocument();

      const more = within(dialog).getAllByTestId('sections-more');
      expect(more.map((a) => a.getAttribute('href'))).toEqual(TAXONOMY.map((c) => categoryPath(c.slug)));
      more.forEach((a) => expect(a).toHaveTextContent('More'));
      for (const c of TAXONOMY) {
        const group = within(dialog).getByRole('region', { name: `Title of ${c.key}` });
        for (const s of c.subcategories)
          expect(within(group).getByRole('link', { name: `Title of ${c.key}.${s.key}` })).toHaveAttribute(
            'href',
            subcategoryPath(c.slug, s.slug),
          );
      }
      // focus moves into the dialog
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    },
  );
});

describe('the narrow stand-in', () => {
  it('a click on it opens the popover, which takes focus', async () => {
    width = fakeWindowWidth(375);
    render(<SectionsMenu />);
    fireEvent.click(sectionsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sections' });
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });
});

describe('Sections menu across a resize', () => {
  it('switches between dropdown and popover as the window crosses 576 px', async () => {
    width = fakeWindowWidth(1280);
    const user = userEvent.setup();
    render(<SectionsMenu />);
    await pointAtSections(user);
    await user.click(sectionsButton());
    expect(await screen.findByTestId('sections-dropdown')).toBeInTheDocument();

    act(() => width.resize(500));
    // the open dropdown went away with the mode; the narrow form is fetched and starts closed
    expect(screen.queryByTestId('sections-dropdown')).not.toBeInTheDocument();
    await waitFor(() => expect(sectionsButton()).toHaveAttribute('aria-haspopup', 'dialog'));
    await waitFor(() => expect(sectionsButton()).toHaveAttribute('id'));
    expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(sectionsButton()).not.toHaveFocus();
    await user.click(sectionsButton());
    expect(await screen.findByTestId('sections-popover')).toBeInTheDocument();
  });

  it('renders the wide form when the browser has no matchMedia', async () => {
    width = fakeWindowWidth(1280);
    width.restore();
    const saved = window.matchMedia;
    // @ts-expect-error jsdom has no matchMedia: the component must cope
    delete window.matchMedia;
    try {
      const user = userEvent.setup();
      render(<SectionsMenu />);
      await pointAtSections(user);
      await user.click(sectionsButton());
      expect(await screen.findByTestId('sections-dropdown')).toBeInTheDocument();
    } finally {
      window.matchMedia = saved;
    }
  });
});

describe('the stand-in answered by the early script', () => {
  let removePage: () => void = () => undefined;
  beforeEach(() => {
    removePage = installEarlyInput();
  });
  afterEach(() => removePage());

  it.each([
    { px: 375, form: 'sections-popover' },
    { px: 1280, form: 'sections-dropdown' },
  ])(
    'a menu form arriving while the button is held waits for the release: the tap opens the menu ($px px)',
    async ({ px, form }) => {
      width = fakeWindowWidth(px);
      const user = userEvent.setup();
      render(<SectionsMenu />);
      const standIn = sectionsButton();
      // pointing at it fetches the form; the press is not yet released
      await user.pointer({ keys: '[MouseLeft>]', target: standIn });
      await act(async () => {
        await import(`../../../src/components/sections-menu/${form}`);
      });
      expect(sectionsButton()).toBe(standIn);
      await user.pointer({ keys: '[/MouseLeft]', target: standIn });
      expect(sectionsButton()).toHaveAttribute('aria-expanded', 'true');
      expect(document.body.querySelector(`#${EARLY_MENU_ID} [data-testid="${form}"]`)).not.toBeNull();
      // closed again, the form takes the stand-in's place, closed
      await user.keyboard('{Escape}');
      await waitFor(() => expect(sectionsButton()).toHaveAttribute('id'));
      expect(sectionsButton()).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(EARLY_MENU_ID)).toBeNull();
    },
  );
});

describe("the early menu and React's menu", () => {
  /** Each link of a form, in order: its address, its text and its group's name. */
  const linksOf = (form: Element): string[][] =>
    Array.from(form.querySelectorAll('a')).map((a) => [
      a.getAttribute('href') ?? '',
      a.textContent ?? '',
      a.closest('[aria-label], section')?.querySelector('h3')?.textContent ??
        a.closest('[aria-label]')?.getAttribute('aria-label') ??
        '',
    ]);
  const earlyForm = (container: HTMLElement, form: 'wide' | 'narrow'): Element => {
    const part = container.querySelector('template')?.content.querySelector(`[data-form="${form}"]`);
    if (!part) throw new Error(`no ${form} form in the stand-in's template`);
    return part;
  };

  it.each([
    ['wide', 1280, 'sections-dropdown'],
    ['narrow', 375, 'sections-popover'],
  ] as const)('list the same entries in the same order (%s form)', async (form, px, testId) => {
    width = fakeWindowWidth(px);
    const user = userEvent.setup();
    const { container } = render(<SectionsMenu />);
    const early = linksOf(earlyForm(container, form));
    // every category, in the taxonomy's order, each with its subcategories (and its More link)
    expect(early.length).toBe(TAXONOMY.reduce((n, c) => n + c.subcategories.length + 1, 0));
    await pointAtSections(user);
    await user.click(sectionsButton());
    expect(linksOf(await screen.findByTestId(testId))).toEqual(early);
  });
});
