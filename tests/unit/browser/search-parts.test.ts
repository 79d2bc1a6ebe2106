/**
 * The search index over the network (src/browser/search-parts.ts): after the first search the
 * whole index is fetched when it is within SEARCH_OFFLINE_WHOLE_LIMIT, so that the service worker
 * keeps every part; above the limit only the parts searches needed are fetched, and a part never
 * fetched, with the network gone, rejects with NeedsConnectionError (the panel's "needs a
 * connection"). The index is built in memory and served by a fake network that counts requests.
 */
import { SearchIndexBuilder } from '../../../src/domain/search/build-index';
import { search } from '../../../src/domain/search/engine';
import { SEARCH_INDEX_PATH, searchPartPath } from '../../../src/domain/listings/routes';
import { encodeManifest, SEARCH_OFFLINE_WHOLE_LIMIT } from '../../../src/domain/search/parts';
import { IndexLoader, NeedsConnectionError } from '../../../src/browser/search-parts';

const titles = ['Tycoon upgrades explained', 'Obby checkpoints', 'Luau tables', 'Pet simulator trading'];

/** The files of an index of four articles, with the manifest's size set to `z`. */
function site(z?: number): Map<string, string> {
  const files = new Map<string, string>();
  const builder = new SearchIndexBuilder(
    titles.map((title, i) => ({
      title,
      slug: `a-${i}`,
      categoryKey: 'gameplayTips',
      subcategoryKey: 'other',
    })),
    (name, json) => files.set(searchPartPath(name), json),
  );
  titles.forEach((t, i) => builder.addText(i, { headings: [], body: `${t} body word${i} compound` }));
  const manifest = builder.finish();
  files.set(SEARCH_INDEX_PATH, JSON.stringify(encodeManifest({ ...manifest, z: z ?? manifest.z })));
  return files;
}

let online = true;
let requested: string[] = [];
function serve(files: Map<string, string>): void {
  requested = [];
  global.fetch = jest.fn((url: string) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    requested.push(url);
    const body = files.get(url);
    return Promise.resolve(new Response(body ?? 'no', { status: body === undefined ? 404 : 200 }));
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  online = true;
});

it('fetches every part after the first search when the whole index is within the limit', async () => {
  const files = site();
  serve(files);
  const loader = new IndexLoader('');
  await search('tycoon', await loader.load());
  expect(new Set(requested).size).toBeLessThan(files.size);
  await loader.keepWhole();
  expect(new Set(requested)).toEqual(new Set(files.keys()));
  // offline, any search answers from the parts at hand
  online = false;
  const outcome = await search('pet trading', await loader.load());
  expect(outcome?.titles.map((t) => t.entry.title)).toEqual(['Pet simulator trading']);
  // a word of one article's text only: its excerpt's fragment was never needed online
  const text = await search('word1', await loader.load());
  expect(text?.text.map((t) => t.entry.title)).toEqual(['Obby checkpoints']);
});

it('fetches nothing more above the limit: a search needing a part never fetched needs a connection', async () => {
  serve(site(SEARCH_OFFLINE_WHOLE_LIMIT + 1));
  const loader = new IndexLoader('');
  await search('tycoon', await loader.load());
  const before = [...requested];
  await loader.keepWhole();
  // the manifest again, for the service worker to keep; no part
  expect(requested).toEqual([...before, SEARCH_INDEX_PATH]);
  online = false;
  await expect(search('word1', await loader.load())).rejects.toBeInstanceOf(NeedsConnectionError);
});

it('on a small site, fetches with the manifest every title part, text shard and text vocabulary part: a first search then fetches only its excerpts', async () => {
  const files = site();
  serve(files);
  const loader = new IndexLoader('');
  await loader.preloadParts();
  const { manifest } = await loader.load();
  expect(manifest.t.length).toBeGreaterThan(0);
  expect(new Set(requested)).toEqual(
    new Set([
      SEARCH_INDEX_PATH,
      ...[...manifest.d, ...manifest.w, ...manifest.x, ...manifest.t].map(searchPartPath),
    ]),
  );
  const before = new Set(requested);
  // a half-typed word of every article's text
  const outcome = await search('compou', await loader.load());
  expect(outcome?.text).toHaveLength(titles.length);
  const after = requested.filter((url) => !before.has(url));
  expect(after.length).toBe(titles.length);
  for (const url of after) expect(manifest.d.map(searchPartPath)).not.toContain(url);
});
