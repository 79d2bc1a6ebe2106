import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '../../mocks/gatsby';
import { SearchBox } from '../../../src/components/search/search-box';
import { forgetSearchIndex } from '../../../src/browser/search-index-client';
import { MAX_SHOWN_RESULTS, RENDER_STEP } from '../../../src/components/search/search-results';
import type { SearchEntry } from '../../../src/domain/search/title-index';
import { SearchIndexBuilder } from '../../../src/domain/search/build-index';
import { encodeManifest, SearchManifest } from '../../../src/domain/search/parts';
import {
  articlePath,
  categoryPath,
  SEARCH_EMPTY_IMAGE_PATH,
  SEARCH_INDEX_PATH,
  searchPartPath,
  subcategoryPath,
} from '../../../src/domain/listings/routes';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import { outside, renderBesideOutside } from '../support/render-beside';

// the first test of the file also pays for compiling react-bootstrap: room for a busy machine
jest.setTimeout(15_000);

const [gameplay, ugc] = TAXONOMY;
const entry = (title: string, slug: string, cat: number | null, sub = 0): SearchEntry => ({
  title,
  slug,
  categoryKey: cat === null ? null : TAXONOMY[cat].key,
  subcategoryKey: cat === null ? null : TAXONOMY[cat].subcategories[sub].key,
});

const ENTRIES: SearchEntry[] = [
  entry('Obby Speedrun Timers That Feel Fair', 'obby-speedrun-timers', 0, 0),
  entry('Your First Obby in Roblox Studio', 'first-obby', 0, 0),
  entry('Fan Art Lighting for Obby Thumbnails', 'fan-art-obby', 1, 1),
  entry('C++ (and Luau?) [tips] for $100 *fast*', 'regex-title', 1, 1),
  entry('Choosing a Laptop for Obby Building', 'laptop', null),
  entry('🎮 Controller Emoji Guide', 'emoji-guide', 0, 2),
];

let fetchMock: jest.Mock;
let manifest: SearchManifest;
/** Serve the split index of these entries (and texts, by slug) as the build writes it. */
function serve(
  entries: SearchEntry[],
  texts: Record<string, { headings?: string[]; body: string }> = {},
): void {
  const files = new Map<string, unknown>();
  const builder = new SearchIndexBuilder(entries, (name, text) =>
    files.set(searchPartPath(name), JSON.parse(text)),
  );
  entries.forEach((e, i) =>
    builder.addText(i, { headings: texts[e.slug]?.headings ?? [], body: texts[e.slug]?.body ?? '' }),
  );
  manifest = builder.finish();
  files.set(SEARCH_INDEX_PATH, encodeManifest(manifest));
  fetchMock = jest.fn(async (url: string) =>
    files.has(url)
      ? { ok: true, status: 200, json: async () => files.get(url) }
      : { ok: false, status: 404, json: async () => ({}) },
  );
  global.fetch = fetchMock as unknown as typeof fetch;
}
/** The addresses fetched so far, each once. */
const fetched = (): string[] => [...new Set(fetchMock.mock.calls.map(([url]) => url as string))];

beforeEach(() => {
  forgetSearchIndex();
  serve(ENTRIES);
});

const box = (): HTMLElement => screen.getByRole('searchbox', { name: 'Search articles' });
const results = (): HTMLElement => screen.getByTestId('search-results');
const resultTitles = (): string[] =>
  screen.queryAllByTestId('search-result').map((a) => a.querySelector('span')?.textContent ?? '');

async function search(text: string): Promise<void> {
  const user = userEvent.setup();
  await user.clear(box());
  if (text) await user.type(box(), text);
}

/** Type with fireEvent (for text userEvent would read as key descriptors, or very long text). */
function typeRaw(text: string): void {
  fireEvent.focus(box());
  fireEvent.change(box(), { target: { value: text } });
}

describe('search box', () => {
  it('is a search input with the Search placeholder and label', () => {
    render(<SearchBox />);
    expect(box()).toHaveAttribute('type', 'search');
    expect(box()).toHaveAttribute('placeholder', 'Search');
    expect(box()).toHaveAttribute('aria-label', 'Search articles');
    expect(screen.getByRole('search')).toContainElement(box());
  });

  it('fetches the title index only on first use, and only once', async () => {
    const { unmount } = render(<SearchBox />);
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();

    await search('obby');
    await screen.findAllByTestId('search-result');
    await search('fan art');
    await search('laptop');
    await screen.findAllByTestId('search-result');
    // the manifest once, then each part once
    expect(fetchMock.mock.calls.filter(([url]) => url === SEARCH_INDEX_PATH)).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(fetched().length);

    // another page's box shares the same index and parts
    unmount();
    render(<SearchBox />);
    const before = fetchMock.mock.calls.length;
    await search('first obby');
    await screen.findAllByTestId('search-result');
    expect(fetchMock.mock.calls.slice(before).every(([url]) => url !== SEARCH_INDEX_PATH)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(fetched().length);
  });

  it('starts fetching as soon as the box gets focus', async () => {
    render(<SearchBox />);
    fireEvent.focus(box());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(SEARCH_INDEX_PATH));
    expect(fetchMock.mock.calls[0][0]).toBe(SEARCH_INDEX_PATH);
    // a small index: its title parts come with the manifest, before any search
    const { d, w } = manifest;
    const titleParts = [...d, ...w].map(searchPartPath);
    await waitFor(() => expect(fetched()).toEqual(expect.arrayContaining(titleParts)));
  });

  it('marks drafts and scheduled articles in the preview’s results (a production index has no marks)', async () => {
    serve([
      { ...entry('Obby Draft Notes', 'obby-draft', 0, 0), mark: { state: 'draft' } },
      {
        ...entry('Obby Launch Day', 'obby-launch', 0, 0),
        mark: { state: 'scheduled', date: '2031-05-04T00:00:00.000Z', dateText: 'May 4, 2031' },
      },
      entry('Obby Published Guide', 'obby-published', 0, 0),
    ]);
    render(<SearchBox />);
    await search('obby');
    const links = await screen.findAllByTestId('search-result');
    const badgeOf = (title: string): string | null =>
      links.find((a) => a.textContent?.includes(title))?.querySelector('[data-testid="preview-badge"]')
        ?.textContent ?? null;
    expect(badgeOf('Obby Draft Notes')).toBe('Draft: not published');
    expect(badgeOf('Obby Launch Day')).toBe('Scheduled for May 4, 2031');
    expect(badgeOf('Obby Published Guide')).toBeNull();
    // the badge's words are part of the link's name
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Obby Draft Notes Draft: not published (opens in a new tab)',
      'Obby Launch Day Scheduled for May 4, 2031 (opens in a new tab)',
      'Obby Published Guide (opens in a new tab)',
    ]);
    expect(resultTitles()).toEqual(['Obby Draft Notes', 'Obby Launch Day', 'Obby Published Guide']);
  });

  it('shows nothing for 2 characters and results from 3 (trimmed)', async () => {
    render(<SearchBox />);
    await search('ob');
    await act(async () => undefined);
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
    await search('   ob   ');
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
    await search('obb');
    expect(await screen.findAllByTestId('search-result')).toHaveLength(4);
  });

  it('matches every word in any order, case-insensitively', async () => {
    render(<SearchBox />);
    await search('fair SPEEDRUN obby');
    await waitFor(() => expect(resultTitles()).toEqual(['Obby Speedrun Timers That Feel Fair']));
    await search('OBBY');
    await waitFor(() => expect(resultTitles()).toHaveLength(4));
    await search('obby   studio');
    await waitFor(() => expect(resultTitles()).toEqual(['Your First Obby in Roblox Studio']));
    await search('obby studio unicorn');
    expect(await screen.findByTestId('search-empty')).toBeInTheDocument();
  });

  it('groups results under Category → Subcategory headings linking to both pages', async () => {
    render(<SearchBox />);
    await search('obby');
    await screen.findAllByTestId('search-result');
    const groups = screen.getAllByTestId('search-group');
    expect(groups.map((g) => g.textContent)).toEqual([
      `Title of ${gameplay.key} → Title of ${gameplay.key}.${gameplay.subcategories[0].key}`,
      `Title of ${ugc.key} → Title of ${ugc.key}.${ugc.subcategories[1].key}`,
      'More articles',
    ]);
    const [first, second, uncategorised] = groups;
    expect(
      within(first)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([categoryPath(gameplay.slug), subcategoryPath(gameplay.slug, gameplay.subcategories[0].slug)]);
    expect(
      within(second)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([categoryPath(ugc.slug), subcategoryPath(ugc.slug, ugc.subcategories[1].slug)]);
    // articles listed under no category: one heading, nothing to link to
    expect(within(uncategorised).queryAllByRole('link')).toHaveLength(0);

    // each group holds its own results
    const sections = groups.map((g) => g.closest('section') as HTMLElement);
    expect(within(sections[0]).getAllByTestId('search-result')).toHaveLength(2);
    expect(within(sections[1]).getAllByTestId('search-result')).toHaveLength(1);
    expect(within(sections[2]).getAllByTestId('search-result')).toHaveLength(1);
  });

  it('a heading link navigates within the site and closes the results', async () => {
    const user = userEvent.setup();
    render(<SearchBox />);
    await search('obby');
    await screen.findAllByTestId('search-result');
    await user.click(within(screen.getAllByTestId('search-group')[0]).getAllByRole('link')[1]);
    expect(navigate).toHaveBeenCalledWith(subcategoryPath(gameplay.slug, gameplay.subcategories[0].slug));
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
  });

  it('leaves a heading link opened with a modifier key to the browser, and the results open', async () => {
    render(<SearchBox />);
    await search('obby');
    await screen.findAllByTestId('search-result');
    navigate.mockClear();
    const link = within(screen.getAllByTestId('search-group')[0]).getAllByRole('link')[0];
    expect(link).toHaveAttribute('href', categoryPath(gameplay.slug));
    // fireEvent returns false when a handler prevented the default: the browser would not follow it
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(results()).toBeInTheDocument();
  });

  it('opens each result at /articles/{slug} in a new tab', async () => {
    render(<SearchBox />);
    await search('obby');
    const links = await screen.findAllByTestId('search-result');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      articlePath('obby-speedrun-timers'),
      articlePath('first-obby'),
      articlePath('fan-art-obby'),
      articlePath('laptop'),
    ]);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener');
      expect(a).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
  });

  it('shows the empty-state image when nothing matches', async () => {
    render(<SearchBox />);
    await search('zzqqxx');
    const image = await screen.findByTestId('search-empty');
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', SEARCH_EMPTY_IMAGE_PATH);
    expect(image).toHaveAttribute('alt', 'No articles match your search.');
    expect(screen.queryAllByTestId('search-result')).toHaveLength(0);
    expect(results()).toHaveTextContent('Try other words');
  });

  it('takes any text: regex characters literally, 10,000 characters, emoji', async () => {
    render(<SearchBox />);
    typeRaw('c++ (and luau?) [tips] $100 *fast*');
    await waitFor(() => expect(resultTitles()).toEqual(['C++ (and Luau?) [tips] for $100 *fast*']));
    for (const hostile of ['.*', '(((', '[a-z]+', '\\d{3}', '^$|.+', '%s %n', '<script>alert(1)</script>']) {
      typeRaw(hostile.padEnd(3, '?'));
      expect(await screen.findByTestId('search-empty')).toBeInTheDocument();
    }
    typeRaw('obby '.repeat(2000));
    await waitFor(() => expect(resultTitles()).toHaveLength(4));
    typeRaw('x'.repeat(10_000));
    expect(await screen.findByTestId('search-empty')).toBeInTheDocument();
    typeRaw('🎮 controller');
    await waitFor(() => expect(resultTitles()).toEqual(['🎮 Controller Emoji Guide']));
    typeRaw('🎮🎮');
    expect(await screen.findByTestId('search-empty')).toBeInTheDocument();
    expect(box()).toHaveValue('🎮🎮');
  });

  it('Escape and a click outside close the results; using the box again reopens them', async () => {
    const user = userEvent.setup();
    renderBesideOutside(<SearchBox />);
    await search('obby');
    await screen.findAllByTestId('search-result');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
    expect(box()).toHaveValue('obby');
    expect(box()).toHaveFocus();

    await user.type(box(), ' ');
    expect(await screen.findAllByTestId('search-result')).toHaveLength(4);
    await user.click(outside());
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();

    await user.click(box());
    expect(await screen.findAllByTestId('search-result')).toHaveLength(4);
  });

  it('moving focus out of the box closes the results', async () => {
    render(
      <>
        <SearchBox />
        <button type="button">next</button>
      </>,
    );
    await search('obby');
    await screen.findAllByTestId('search-result');
    act(() => screen.getByRole('button', { name: 'next' }).focus());
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
  });

  it('arrow keys move between results and back to the box', async () => {
    const user = userEvent.setup();
    render(<SearchBox />);
    await search('obby');
    const links = await screen.findAllByTestId('search-result');
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box()).toHaveFocus();
  });

  it('says so when the index cannot be loaded, and tries again on the next use', async () => {
    fetchMock = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderBesideOutside(<SearchBox />);
    await search('obby');
    expect(await screen.findByText('Search is unavailable right now.')).toBeInTheDocument();

    serve(ENTRIES);
    await user.click(outside());
    await user.type(box(), ' ');
    expect(await screen.findAllByTestId('search-result')).toHaveLength(4);
  });

  it(`shows at most ${MAX_SHOWN_RESULTS} results and says how many matched`, async () => {
    serve(
      Array.from({ length: 250 }, (_, i) => entry(`Obby guide number ${i}`, `obby-guide-${i}`, i % 6, i % 6)),
    );
    render(<SearchBox />);
    await search('obby guide');
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(MAX_SHOWN_RESULTS));
    expect(results()).toHaveTextContent(`Showing the first ${MAX_SHOWN_RESULTS} of 250 matches`);
    expect(results()).toHaveTextContent('Matching articles: 250');
  });

  it(`renders the first ${RENDER_STEP} title results, then ${RENDER_STEP} more after each frame`, async () => {
    serve(
      Array.from({ length: 250 }, (_, i) => entry(`Obby guide number ${i}`, `obby-guide-${i}`, i % 6, i % 6)),
    );
    render(<SearchBox />);
    // every count of result links the page ever shows, in order, and what the panel says of it
    const counts: number[] = [];
    const marks: string[] = [];
    const observer = new MutationObserver(() => {
      const n = document.querySelectorAll('[data-testid="search-result"]').length;
      const answered = document.querySelector('[data-answered="obby guide"]') ? 'answered' : '';
      const all = document.querySelector('[data-all-shown="obby guide"]') ? 'all shown' : '';
      const mark = `${n} ${answered} ${all}`.trim();
      if (n !== counts[counts.length - 1]) counts.push(n);
      if (n > 0 && mark !== marks[marks.length - 1]) marks.push(mark);
    });
    observer.observe(document.body, { attributes: true, childList: true, subtree: true });
    // one change: a single answer (each keystroke's answer would start its own steps)
    typeRaw('obby guide');
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(MAX_SHOWN_RESULTS));
    observer.disconnect();
    const steps = Array.from({ length: MAX_SHOWN_RESULTS / RENDER_STEP }, (_, i) => (i + 1) * RENDER_STEP);
    expect(steps.length).toBeGreaterThan(2);
    expect(counts.filter((n) => n > 0)).toEqual(steps);
    // the answer is marked with its first rows on screen; "all shown" only once every row is
    expect(marks).toContain(`${RENDER_STEP} answered`);
    expect(marks[marks.length - 1]).toBe(`${MAX_SHOWN_RESULTS} answered all shown`);
    expect(marks.filter((m) => m.endsWith('all shown'))).toEqual([`${MAX_SHOWN_RESULTS} answered all shown`]);
    // the first step keeps the display order
    expect(resultTitles()[0]).toBe('Obby guide number 0');
  });
});

describe('text typed before hydration', () => {
  it('is kept, and gives results when the reader is still in the box', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchBox />);
    document.body.appendChild(container);
    const input = container.querySelector('input') as HTMLInputElement;
    // what the browser does with keystrokes that reach the server's box before React runs
    input.focus();
    input.value = 'obby';
    await act(async () => {
      hydrateRoot(container, <SearchBox />);
    });
    expect(input.value).toBe('obby');
    await waitFor(() => expect(within(results()).getAllByRole('link').length).toBeGreaterThan(0));
    container.remove();
  });
});
