/** The search engine over a split index built in memory (src/domain/search/engine.ts). */
import fc from 'fast-check';
import { SEARCH_FEW_TITLES } from '../../../../src/domain/constants';
import { ArticleText, SearchIndexBuilder } from '../../../../src/domain/search/build-index';
import { MAX_CHECKED_CHUNKS, search, SearchOutcome } from '../../../../src/domain/search/engine';
import type { PartSource } from '../../../../src/domain/search/parts';
import { searchTitles } from '../../../../src/domain/search/matcher';
import {
  contentName,
  decodeManifest,
  encodeManifest,
  SearchManifest,
} from '../../../../src/domain/search/parts';
import type { SearchEntry } from '../../../../src/domain/search/title-index';

interface Doc {
  title: string;
  headings?: string[];
  body?: string;
}

const entryOf = (title: string, i: number): SearchEntry => ({
  title,
  slug: `a-${i}`,
  categoryKey: 'gameplayTips',
  subcategoryKey: i % 2 ? 'other' : 'beginnerGuides',
});

/** Build the index of `docs` (in display order) and a source that counts its loads. */
function indexOf(docs: readonly Doc[], withText = true) {
  const parts = new Map<string, string>();
  const builder = new SearchIndexBuilder(
    docs.map((d, i) => entryOf(d.title, i)),
    (name, text) => parts.set(name, text),
  );
  if (withText)
    docs.forEach((d, i) =>
      builder.addText(i, { headings: d.headings ?? [], body: d.body ?? '' } as ArticleText),
    );
  const manifest: SearchManifest = builder.finish();
  const loads: string[] = [];
  const source: PartSource = {
    manifest,
    load: async (name) => {
      loads.push(name);
      const text = parts.get(name);
      if (text === undefined) throw new Error(`no part ${name}`);
      return JSON.parse(text) as unknown;
    },
  };
  return { parts, manifest, source, loads };
}

const run = async (source: PartSource, q: string): Promise<SearchOutcome> => {
  const o = await search(q, source);
  if (!o) throw new Error(`no outcome for ${q}`);
  return o;
};
const titlesOf = (o: SearchOutcome) => o.titles.map((t) => t.entry.title);
const textTitlesOf = (o: SearchOutcome) => o.text.map((t) => t.entry.title);

const DOCS: Doc[] = [
  { title: 'Obby Movement Mastery: Wall Hops', body: 'Jump, then hop off the wall.' },
  {
    title: 'RemoteEvents 101',
    headings: ['Client and server'],
    body: 'Call FireServer from a LocalScript. Use pcall when saving.',
  },
  {
    title: 'Luau Tables Explained',
    headings: ['Loops with ipairs'],
    body: 'Older code uses ipairs; ModuleScripts share tables.',
  },
  { title: 'Advanced Tycoon Strategy', body: 'Upgrade early. A tycoon pays back.' },
  { title: 'Server Hosting Basics', body: 'Nothing about remote calls here.' },
  { title: 'Starting a Discord Server', body: 'Moderators keep a server friendly.' },
  { title: 'FireServer Deep Dive', body: 'Everything about it.' },
];

describe('title matches (the specification’s rule, unchanged)', () => {
  it('needs more than 2 characters', async () => {
    const { source } = indexOf(DOCS);
    expect(await search('ob', source)).toBeNull();
    expect(titlesOf(await run(source, 'obb'))).toEqual(['Obby Movement Mastery: Wall Hops']);
  });

  it('requires every word as a substring of the title, any order, any case', async () => {
    const { source } = indexOf(DOCS);
    expect(titlesOf(await run(source, 'HOPS wall'))).toEqual(['Obby Movement Mastery: Wall Hops']);
    expect(titlesOf(await run(source, 'server'))).toEqual([
      'RemoteEvents 101'.length ? 'Server Hosting Basics' : '',
      'Starting a Discord Server',
      'FireServer Deep Dive',
    ]);
    // "mastery:" keeps its colon in the title: a query word may hold it too
    expect(titlesOf(await run(source, 'mastery: obby'))).toEqual(['Obby Movement Mastery: Wall Hops']);
  });

  it('checks words under 3 letters on the titles, fetching a bounded number of chunks', async () => {
    const many = Array.from({ length: 2000 }, (_x, i) => ({ title: `Guide number ${i}` }));
    const { source, loads, manifest } = indexOf([...many, { title: 'Guide zq' }], false);
    const o = await run(source, 'guide zq');
    expect(loads.filter((n) => manifest.d.includes(n)).length).toBeLessThanOrEqual(MAX_CHECKED_CHUNKS);
    // the rule still holds for what is shown; the count says it is not all
    expect(o.titles).toEqual([]);
    expect(o.titleCount).toBeNull();
  });

  it('checks words under 3 letters on the titles themselves', async () => {
    const { source } = indexOf(DOCS);
    expect(titlesOf(await run(source, 'a discord'))).toEqual(['Starting a Discord Server']);
    expect(titlesOf(await run(source, 'ba ic'))).toEqual(['Server Hosting Basics']);
  });

  it('gives exactly what the plain rule gives, for any titles and query', async () => {
    const word = fc.stringMatching(/^[a-zA-Zİıé:]{1,6}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 30 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        async (titles, query) => {
          const docs = titles.map((t) => ({ title: t.join(' ') }));
          const { source } = indexOf(docs, false);
          const q = query.join(' ');
          const o = await search(q, source);
          const expected = searchTitles(
            docs.map((d, i) => entryOf(d.title, i)),
            q,
          ).map((e) => e.slug);
          if (!o) expect(expected).toEqual([]);
          // the exact matches come first, unchanged; corrected ones only follow them
          else if (o.corrections.length > 0)
            expect(o.titles.map((t) => t.entry.slug).slice(0, expected.length)).toEqual(expected);
          else expect(o.titles.map((t) => t.entry.slug)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('text matches', () => {
  it('finds a word only in an article’s text, with an excerpt that marks it', async () => {
    const { source } = indexOf(DOCS);
    const o = await run(source, 'ipairs');
    expect(titlesOf(o)).toEqual([]);
    expect(textTitlesOf(o)).toEqual(['Luau Tables Explained']);
    const marked = o.text[0].excerpt.filter((p) => p.mark).map((p) => p.text);
    expect(marked).toEqual(['ipairs']);
  });

  it('finds a singular query word in its plural in the text', async () => {
    const { source } = indexOf(DOCS);
    expect(textTitlesOf(await run(source, 'ModuleScript'))).toEqual(['Luau Tables Explained']);
  });

  it('leaves out articles already shown as title matches', async () => {
    const { source } = indexOf(DOCS);
    const o = await run(source, 'FireServer');
    expect(titlesOf(o)).toEqual(['FireServer Deep Dive']);
    expect(textTitlesOf(o)).toEqual(['RemoteEvents 101']);
  });

  it('ranks all words above some, then title over heading over body', async () => {
    const { source } = indexOf([
      { title: 'Alpha', body: 'zebra only' },
      { title: 'Beta', body: 'zebra and yak together' },
      { title: 'Gamma', headings: ['About the zebra'], body: 'nothing' },
      { title: 'Delta', body: 'a yak' },
    ]);
    const o = await run(source, 'zebra yak');
    expect(textTitlesOf(o)).toEqual(['Beta', 'Gamma', 'Alpha', 'Delta']);
    const title = await run(source, 'zebra');
    expect(textTitlesOf(title)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });
});

describe('misspellings', () => {
  it('corrects title words one or two edits off, naming the corrections', async () => {
    const { source } = indexOf(DOCS);
    for (const [q, title, from, to] of [
      ['obbby movment', 'Obby Movement Mastery: Wall Hops', 'obbby', 'obby'],
      ['tycon strategy', 'Advanced Tycoon Strategy', 'tycon', 'tycoon'],
      ['discrod', 'Starting a Discord Server', 'discrod', 'discord'],
      ['stragety', 'Advanced Tycoon Strategy', 'stragety', 'strategy'],
    ]) {
      const o = await run(source, q);
      expect(titlesOf(o)[0]).toBe(title);
      expect(o.corrections).toContainEqual({ from, to });
    }
  });

  it('allows one edit for words of 3-4 letters and none below', async () => {
    const { source } = indexOf([{ title: 'Wall Hops' }, { title: 'Luau' }]);
    expect(titlesOf(await run(source, 'hosp'))).toEqual(['Wall Hops']);
    expect(titlesOf(await run(source, 'lua'))).toEqual(['Luau']);
    expect(titlesOf(await run(source, 'lxxu'))).toEqual([]);
    // a 2-letter word is never corrected
    expect((await run(source, 'wxll xx')).corrections).toEqual([{ from: 'wxll', to: 'wall' }]);
  });

  it('never corrects a word that an article’s text holds', async () => {
    const { source } = indexOf([{ title: 'Pairs of Shoes' }, { title: 'Tables', body: 'use ipairs' }]);
    const o = await run(source, 'ipairs');
    expect(o.corrections).toEqual([]);
    expect(titlesOf(o)).toEqual([]);
    expect(textTitlesOf(o)).toEqual(['Tables']);
  });

  it('also corrects when the words as typed match fewer than SEARCH_FEW_TITLES titles, exact ones first', async () => {
    const tycoons = ['Tycoon Basics', 'Tycoon Upgrades', 'Tycoon Money'].map((title) => ({ title }));
    const { source } = indexOf([{ title: 'Tycon Island Review' }, ...tycoons]);
    const o = await run(source, 'tycon');
    expect(SEARCH_FEW_TITLES).toBe(3);
    expect(titlesOf(o)).toEqual(['Tycon Island Review', 'Tycoon Basics', 'Tycoon Upgrades', 'Tycoon Money']);
    // the titles of the words as typed are the title rule's; the others are marked as corrected
    expect(o.titles.map((t) => t.corrected === true)).toEqual([false, true, true, true]);
    expect(o.corrections).toEqual([{ from: 'tycon', to: 'tycoon' }]);
    expect(o.searched).toEqual(['tycoon']);
    expect(o.titleCount).toBe(4);
  });

  it('does not correct when the words as typed match SEARCH_FEW_TITLES titles or more', async () => {
    const tycons = Array.from({ length: SEARCH_FEW_TITLES }, (_x, i) => ({ title: `Tycon Island ${i}` }));
    const { source } = indexOf([...tycons, { title: 'Tycoon Basics' }]);
    const o = await run(source, 'tycon');
    expect(o.corrections).toEqual([]);
    expect(titlesOf(o)).toEqual(tycons.map((t) => t.title));
  });

  it('with few title matches, corrects only the words few titles hold and only when that finds more', async () => {
    const walls = ['Wall Hops', 'Wall Jumps', 'Wall Runs', 'Wall Tycon'].map((title) => ({ title }));
    const { source } = indexOf([...walls, { title: 'Wall Tycoon Guide' }]);
    // "wall" is in many titles and stays; "tycon" is in one and becomes "tycoon"
    const o = await run(source, 'wall tycon');
    expect(o.corrections).toEqual([{ from: 'tycon', to: 'tycoon' }]);
    expect(titlesOf(o)).toEqual(['Wall Tycon', 'Wall Tycoon Guide']);
    // a correction that would add no title is not offered
    const alone = indexOf([{ title: 'Tycon Island' }, { title: 'Obby Guide' }]);
    const none = await run(alone.source, 'tycon');
    expect(none.corrections).toEqual([]);
    expect(titlesOf(none)).toEqual(['Tycon Island']);
  });

  it('ranks corrected matches below exact ones and shows the empty state only when nothing matches', async () => {
    const { source } = indexOf(DOCS);
    const none = await run(source, 'zzqqxxv');
    expect(none.titles).toEqual([]);
    expect(none.text).toEqual([]);
    // a word no article holds anywhere makes the whole query match nothing, as in titles
    const junk = await run(source, 'obby qqqzzzx');
    expect(junk.titles).toEqual([]);
    expect(junk.text).toEqual([]);
  });
});

describe('words as they are typed (the last word also as a beginning)', () => {
  const TYPED: Doc[] = [
    { title: 'Starting a Discord Server', body: 'Run a giveaway now and then; giveaways bring members.' },
    { title: 'RemoteEvents 101', body: 'Put the event in ReplicatedStorage so both sides see it.' },
    { title: 'Given Items', body: 'Scripting the shop: scripting gives items.' },
    { title: 'Shop Basics', body: 'A script sells items.' },
  ];

  it('finds a text word from its third letter, the whole word marked in the excerpt', async () => {
    const { source } = indexOf(TYPED);
    for (const q of ['Replicat', 'rep', 'replicatedsto']) {
      const o = await run(source, q);
      expect(textTitlesOf(o)).toEqual(['RemoteEvents 101']);
      expect(o.text[0].excerpt.filter((p) => p.mark).map((p) => p.text)).toEqual(['ReplicatedStorage']);
      expect(o.corrections).toEqual([]);
    }
  });

  it('puts the article holding a half-typed word first, and never corrects a word that begins one', async () => {
    const { source } = indexOf(TYPED);
    const o = await run(source, 'giveaw');
    // before, "giveaw" matched nothing and was corrected to the title word "given"
    expect(o.corrections).toEqual([]);
    expect(titlesOf(o)).toEqual([]);
    expect(textTitlesOf(o)).toEqual(['Starting a Discord Server']);
  });

  it('ranks the articles holding the word as typed above those holding a longer word it begins', async () => {
    const { source } = indexOf(TYPED);
    // "Given Items" (newer) holds "scripting", "Shop Basics" holds "script" itself
    expect(textTitlesOf(await run(source, 'script'))).toEqual(['Shop Basics', 'Given Items']);
    expect(textTitlesOf(await run(source, 'scrip'))).toEqual(['Given Items', 'Shop Basics']);
  });

  it('completes only the last word', async () => {
    const { source } = indexOf(TYPED);
    expect(textTitlesOf(await run(source, 'event replicat'))).toEqual(['RemoteEvents 101']);
    // "replicat" not last: a whole word, which no article holds (and too far to correct)
    expect((await run(source, 'replicat event')).text).toEqual([]);
  });
});

describe('misspelled text words', () => {
  const TEXTS: Doc[] = [
    { title: 'Play Better on Phones', body: 'Wear headphones to hear footsteps.' },
    { title: 'RemoteEvents 101', body: 'Put the event in ReplicatedStorage.' },
    { title: 'Luau Tables Explained', body: 'Tables hold data.' },
    { title: 'Scripting Tips', body: 'Write luau code.' },
  ];

  it('corrects a word one or two letters off a word of the text, with the same correction line', async () => {
    const { source } = indexOf(TEXTS);
    for (const [q, from, to, title] of [
      ['headphnes', 'headphnes', 'headphones', 'Play Better on Phones'],
      ['hedphnes', 'hedphnes', 'headphones', 'Play Better on Phones'],
      ['replicatedstorge', 'replicatedstorge', 'replicatedstorage', 'RemoteEvents 101'],
      ['footstesp', 'footstesp', 'footsteps', 'Play Better on Phones'],
    ]) {
      const o = await run(source, q);
      expect(o.corrections).toEqual([{ from, to }]);
      expect(o.searched).toEqual([to]);
      expect(textTitlesOf(o)).toEqual([title]);
    }
  });

  it('allows one letter in words of 3-4 letters', async () => {
    // "code" is a text word only; "luau" is also a title word
    const { source } = indexOf(TEXTS);
    expect((await run(source, 'coed')).corrections).toEqual([{ from: 'coed', to: 'code' }]);
    expect(textTitlesOf(await run(source, 'coed'))).toEqual(['Scripting Tips']);
    expect((await run(source, 'coxx')).corrections).toEqual([]);
    expect((await run(source, 'coxx')).text).toEqual([]);
  });

  it('corrects with the other words kept, and the last word still completes', async () => {
    const { source } = indexOf(TEXTS);
    const o = await run(source, 'headphnes footst');
    expect(o.corrections).toEqual([{ from: 'headphnes', to: 'headphones' }]);
    expect(textTitlesOf(o)).toEqual(['Play Better on Phones']);
  });
});

describe('every locale’s letters', () => {
  const { source } = indexOf([
    { title: 'İstanbul Rehberi', body: 'Işık ve gölge' },
    { title: 'Гайд по Roblox Studio', body: 'Скрипты и модули' },
    { title: '로블록스 시작하기', body: '로블록스에서 친구를 만나요' },
  ]);

  it('finds Turkish dotted and dotless i either way', async () => {
    expect(titlesOf(await run(source, 'istanbul'))).toEqual(['İstanbul Rehberi']);
    expect(titlesOf(await run(source, 'İSTANBUL'))).toEqual(['İstanbul Rehberi']);
    expect(textTitlesOf(await run(source, 'ışık'))).toEqual(['İstanbul Rehberi']);
    expect(textTitlesOf(await run(source, 'IŞIK'))).toEqual(['İstanbul Rehberi']);
  });

  it('finds Cyrillic and Hangul, Korean words also without their particles', async () => {
    expect(titlesOf(await run(source, 'гайд'))).toEqual(['Гайд по Roblox Studio']);
    expect(textTitlesOf(await run(source, 'СКРИПТЫ'))).toEqual(['Гайд по Roblox Studio']);
    expect(titlesOf(await run(source, '로블록스'))).toEqual(['로블록스 시작하기']);
    expect(textTitlesOf(await run(source, '친구를'))).toEqual(['로블록스 시작하기']);
  });
});

describe('loading only what a search needs', () => {
  it('fetches one title word shard per word and no text fragment for a search without text matches', async () => {
    const { source, loads, manifest } = indexOf(DOCS);
    await run(source, 'zzqqxxv');
    expect(loads.filter((n) => manifest.d.includes(n))).toEqual([]);
    // a title word shard, a text shard, the title vocabulary and one text vocabulary part
    expect(new Set(loads).size).toBeLessThanOrEqual(1 + 1 + Object.keys(manifest.f).length + 1);
  });

  it('pauses between its steps when the source asks (the browser gives each step its own task)', async () => {
    const { source } = indexOf(DOCS);
    let pauses = 0;
    const o = await search('FireServer', { ...source, pause: async () => void (pauses += 1) });
    expect(o?.text.length).toBeGreaterThan(0);
    // title shard, titles, text shard, ranking (twice), one excerpt at least
    expect(pauses).toBeGreaterThanOrEqual(5);
  });

  it('gives the title matches early only while the text parts are on their way', async () => {
    const { source, manifest } = indexOf(DOCS);
    const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
    // every part at hand: one answer, no render of the titles alone
    const atHand = jest.fn();
    expect(titlesOf((await search('wall hops', { ...source, pause }, atHand)) as SearchOutcome)).toEqual([
      'Obby Movement Mastery: Wall Hops',
    ]);
    expect(atHand).not.toHaveBeenCalled();
    // a text part still on its way: the titles first, and the text part is released only then
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const textShards = new Set(manifest.x);
    const early: SearchOutcome[] = [];
    const outcome = await search(
      'wall hops',
      {
        ...source,
        pause,
        load: async (name) => {
          if (textShards.has(name)) await held;
          return source.load(name);
        },
      },
      (titlesOnly) => {
        early.push(titlesOnly);
        release();
      },
    );
    expect(early.map(titlesOf)).toEqual([['Obby Movement Mastery: Wall Hops']]);
    expect(early[0].text).toEqual([]);
    expect(titlesOf(outcome as SearchOutcome)).toEqual(['Obby Movement Mastery: Wall Hops']);
  });

  it('gives the correction of a misspelled word tasks of its own: after the text postings, and after the word lists arrive', async () => {
    const { source, manifest } = indexOf(DOCS);
    const events: string[] = [];
    const vocabulary = new Set([...Object.values(manifest.f), ...manifest.t]);
    const o = await search('obbby movment', {
      ...source,
      load: (name) => {
        events.push(vocabulary.has(name) ? 'vocabulary' : 'part');
        return source.load(name);
      },
      pause: async () => void events.push('pause'),
    });
    expect(o?.corrections.length).toBeGreaterThan(0);
    const lastList = events.lastIndexOf('vocabulary');
    expect(lastList).toBeGreaterThan(0);
    expect(events[lastList + 1]).toBe('pause');
  });

  it('rejects when a part cannot be had (the panel then says it needs a connection)', async () => {
    const { source } = indexOf(DOCS);
    const offline: PartSource = {
      manifest: source.manifest,
      load: () => Promise.reject(new Error('offline')),
    };
    await expect(search('obby', offline)).rejects.toThrow('offline');
  });

  it('names every part by its content, the same for the same content', () => {
    const a = indexOf(DOCS);
    const b = indexOf(DOCS);
    expect([...a.parts.keys()]).toEqual([...b.parts.keys()]);
    expect(a.manifest).toEqual(b.manifest);
    const { d, w, x, t, f } = a.manifest;
    for (const name of Object.values(f)) expect(contentName(a.parts.get(name) as string)).toBe(name);
    // a family: one hash of all its parts, and each part's number
    for (const [prefix, family] of [
      ['d', d],
      ['w', w],
      ['x', x],
      ['t', t],
    ] as const) {
      const hash = contentName(family.map((n) => a.parts.get(n)).join('\n'));
      expect(family).toEqual(family.map((_n, i) => `${prefix}${i}-${hash}`));
    }
    // the stored manifest gives the same names back
    expect(decodeManifest(JSON.parse(JSON.stringify(encodeManifest(a.manifest))))).toEqual(a.manifest);
  });
});
