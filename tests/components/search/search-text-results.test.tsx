/**
 * The results panel beyond titles: the labelled section of articles whose text holds the words,
 * with excerpts whose matched words are <mark>s made from plain text; the "Showing results for"
 * line of corrected words; and the needs-a-connection message when a part cannot be fetched.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { SearchBox } from '../../../src/components/search/search-box';
import { RENDER_STEP, TEXT_RESULT_ROWS } from '../../../src/components/search/search-results';
import { MAX_TEXT_RESULTS } from '../../../src/domain/search/engine';
import { forgetSearchIndex } from '../../../src/browser/search-index-client';
import { SearchIndexBuilder } from '../../../src/domain/search/build-index';
import { encodeManifest } from '../../../src/domain/search/parts';
import type { SearchEntry } from '../../../src/domain/search/title-index';
import { articlePath, SEARCH_INDEX_PATH, searchPartPath } from '../../../src/domain/listings/routes';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';

jest.setTimeout(15_000);

const entry = (title: string, slug: string, cat = 0, sub = 0): SearchEntry => ({
  title,
  slug,
  categoryKey: TAXONOMY[cat].key,
  subcategoryKey: TAXONOMY[cat].subcategories[sub].key,
});

const ENTRIES = [
  entry('Obby Movement Mastery', 'obby-movement'),
  entry('RemoteEvents 101', 'remote-events', 1, 1),
  entry('Luau Tables Explained', 'luau-tables', 1, 1),
];
const TEXTS: Record<string, string> = {
  'obby-movement': 'Wall hops and truss flicks.',
  'remote-events': 'Call FireServer from a LocalScript. <img src=x onerror=alert(1)> is only text here.',
  'luau-tables': 'Older code uses ipairs. Not an obby.',
};

let files: Map<string, unknown>;
let offline = false;

/** The index of `entries` and their texts, as the built site serves it. */
function serveIndex(entries: readonly SearchEntry[], texts: Record<string, string>): void {
  forgetSearchIndex();
  files = new Map();
  const builder = new SearchIndexBuilder(entries, (name, text) =>
    files.set(searchPartPath(name), JSON.parse(text)),
  );
  entries.forEach((e, i) => builder.addText(i, { headings: [], body: texts[e.slug] }));
  files.set(SEARCH_INDEX_PATH, encodeManifest(builder.finish()));
}

beforeEach(() => {
  offline = false;
  serveIndex(ENTRIES, TEXTS);
  global.fetch = jest.fn(async (url: string) => {
    // offline: only what was fetched before (the service worker's copies) still answers
    if (offline && !seen.has(url)) throw new TypeError('Failed to fetch');
    seen.add(url);
    return { ok: true, status: 200, json: async () => files.get(url) };
  }) as unknown as typeof fetch;
  seen.clear();
});
const seen = new Set<string>();

const box = (): HTMLElement => screen.getByRole('searchbox');
async function search(text: string): Promise<void> {
  const user = userEvent.setup();
  await user.clear(box());
  await user.type(box(), text);
}

describe('text results', () => {
  it('are listed in their own labelled section, opening the article in a new tab, with a marked excerpt', async () => {
    render(<SearchBox />);
    await search('FireServer');
    const section = await screen.findByTestId('search-text');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Found in the article text');
    expect(screen.getByRole('region', { name: 'Search results' })).toContainElement(section);
    const link = within(section).getByTestId('search-text-result');
    expect(link).toHaveAttribute('href', articlePath('remote-events'));
    expect(link).toHaveAttribute('target', '_blank');
    const excerpt = within(section).getByTestId('search-excerpt');
    expect([...excerpt.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['FireServer']);
    // text from an article is text: no element is made from it
    expect(excerpt.querySelector('img')).toBeNull();
    expect(screen.queryAllByTestId('search-result')).toEqual([]);
    expect(screen.queryByTestId('search-empty')).toBeNull();
  });

  it('come below the title matches, which keep their place and grouping', async () => {
    render(<SearchBox />);
    await search('wall');
    await screen.findByTestId('search-text-result');
    expect(screen.queryByTestId('search-result')).toBeNull();
    // "obby" is in one title and in another article's text
    await search('obby');
    await screen.findByTestId('search-text');
    const panel = screen.getByTestId('search-results');
    const links = [...panel.querySelectorAll('a[target="_blank"]')].map((a) => a.getAttribute('data-testid'));
    expect(links).toEqual(['search-result', 'search-text-result']);
  });

  it(`follow every title row, added with them ${RENDER_STEP} rows per frame`, async () => {
    const titled = Array.from({ length: 30 }, (_, i) => entry(`Obby guide number ${i}`, `guide-${i}`));
    const other = Array.from({ length: 12 }, (_, i) => entry(`Tycoon notes ${i}`, `tycoon-${i}`, 2, 1));
    serveIndex([...titled, ...other], {
      ...Object.fromEntries(titled.map((e) => [e.slug, 'Jump well.'])),
      ...Object.fromEntries(other.map((e) => [e.slug, 'Read an obby guide first.'])),
    });
    render(<SearchBox />);
    // every (title rows, text results) the panel shows, in order
    const states: [number, number][] = [];
    const observer = new MutationObserver(() => {
      const now: [number, number] = [
        document.querySelectorAll('[data-testid="search-result"]').length,
        document.querySelectorAll('[data-testid="search-text-result"]').length,
      ];
      const last = states[states.length - 1];
      if (now[0] + now[1] > 0 && (!last || last[0] !== now[0] || last[1] !== now[1])) states.push(now);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await search('obby guide');
    await waitFor(() => expect(screen.getAllByTestId('search-text-result')).toHaveLength(MAX_TEXT_RESULTS));
    observer.disconnect();
    expect(screen.getAllByTestId('search-result')).toHaveLength(30);
    expect(
      screen.getByTestId('search-results').querySelector('[data-all-shown="obby guide"]'),
    ).not.toBeNull();
    // the first frame: the first rows only; the text section once every title row is shown
    expect(states[0]).toEqual([RENDER_STEP, 0]);
    expect(states[states.length - 1]).toEqual([30, MAX_TEXT_RESULTS]);
    for (const [titles, text] of states) if (text > 0) expect(titles).toBe(30);
    const rows = ([titles, text]: [number, number]): number => titles + TEXT_RESULT_ROWS * text;
    states.slice(1).forEach((state, i) => {
      expect(rows(state)).toBeGreaterThan(rows(states[i]));
      expect(rows(state) - rows(states[i])).toBeLessThanOrEqual(RENDER_STEP);
    });
  });
});

describe('corrected words', () => {
  it('say which words were searched instead, and find the title', async () => {
    render(<SearchBox />);
    await search('obbby movment');
    const line = await screen.findByTestId('search-correction');
    expect(line).toHaveTextContent('Showing results for obby movement');
    expect([...line.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['obby', 'movement']);
    expect(screen.getByTestId('search-result')).toHaveTextContent('Obby Movement Mastery');
    // found by corrected words, not by the title rule: marked as such
    expect(screen.getByTestId('search-result')).toHaveAttribute('data-corrected', '');
  });
});

describe('offline', () => {
  it('answers from parts fetched before, and says plainly when a search needs a part never fetched', async () => {
    render(<SearchBox />);
    await search('ipairs');
    await screen.findByTestId('search-text-result');
    offline = true;
    // the same words again: every part is at hand
    await search('ipairs');
    await screen.findByTestId('search-text-result');
    // words whose parts were never fetched
    await search('zebra quagga');
    expect(await screen.findByTestId('search-offline')).toHaveTextContent('needs a connection');
    expect(screen.queryByTestId('search-empty')).toBeNull();
    expect(screen.queryByText('Loading…')).toBeNull();
    // back online: the same search answers
    offline = false;
    await search('zebra quaggas');
    await waitFor(() => expect(screen.queryByTestId('search-offline')).toBeNull());
  });
});
