/**
 * Property tests (fast-check) for the two rules that must hold for any input:
 * - indexing: for any entities, an article is filed exactly where the rules
 *   say (known → there, unknown subcategory → the category's other, no subcategories → other,
 *   unknown category → nowhere), the first placement is the primary one, and the taxonomy
 *   index lists every article in exactly those places;
 * - search: a title always matches a query made of its own words, in
 *   any order and case, once the query is longer than 2 characters.
 * The expected placements are computed by a small model here, from what the generator meant,
 * not by calling the normaliser.
 */
import fc from 'fast-check';
import { buildTaxonomyIndex, placeArticle } from '../../../../src/domain/listings/indexing';
import { subcategoryIndexKey } from '../../../../src/domain/listings/listing-key';
import { searchTitles } from '../../../../src/domain/search/matcher';
import { OTHER_KEY, TAXONOMY } from '../../../../src/domain/listings/taxonomy';

interface Named {
  /** what the editor wrote */
  raw: unknown;
  /** the key it means, or null when it names nothing known */
  key: string | null;
}

/** "gameplayTips" -> ["gameplayTips", "Gameplay Tips", "gameplay-tips", "gameplay_tips", "GameplayTips"] */
function spellings(key: string): string[] {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  const title = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return [key, title.join(' '), words.join('-'), words.join('_'), title.join('')];
}

const unknownName: fc.Arbitrary<Named> = fc.oneof(
  // "zz" never starts a taxonomy key, so these never resolve
  fc.string({ maxLength: 10 }).map((s) => ({ raw: `zz ${s}`, key: null })),
  fc.constantFrom<unknown>(null, 42, true, '', ['gameplayTips']).map((raw) => ({ raw, key: null })),
);

const categoryName: fc.Arbitrary<Named> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      ...TAXONOMY.flatMap((c) => spellings(c.key).map((raw) => ({ raw, key: c.key }))),
    ),
  },
  { weight: 1, arbitrary: unknownName },
);

/** A subcategory name for category `categoryKey`: one of its own, another category's, or nonsense. */
function subcategoryName(categoryKey: string | null): fc.Arbitrary<Named> {
  const own = TAXONOMY.find((c) => c.key === categoryKey)?.subcategories.map((s) => s.key) ?? [];
  const foreign = TAXONOMY.flatMap((c) => c.subcategories.map((s) => s.key)).filter((k) => !own.includes(k));
  const options: fc.Arbitrary<Named>[] = [
    unknownName,
    fc.constantFrom(...foreign).map((k) => ({ raw: k, key: null })),
  ];
  if (own.length > 0)
    options.push(fc.constantFrom(...own.flatMap((k) => spellings(k).map((raw) => ({ raw, key: k })))));
  return fc.oneof(...options);
}

interface GeneratedSub {
  name: Named;
  subsubcategories: unknown;
}

interface GeneratedEntity {
  category: Named;
  /** undefined, null, [] or a list */
  subcategories: GeneratedSub[] | null | undefined;
}

const entity: fc.Arbitrary<GeneratedEntity> = categoryName.chain((category) =>
  fc.record({
    category: fc.constant(category),
    subcategories: fc.oneof(
      fc.constantFrom<GeneratedSub[] | null | undefined>(undefined, null, []),
      fc.array(
        fc.record({
          name: subcategoryName(category.key),
          subsubcategories: fc.oneof(
            fc.constant(undefined),
            fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
          ),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    ),
  }),
);

const toYamlShape = (entities: GeneratedEntity[]): unknown =>
  entities.map((e) => ({
    category: e.category.raw,
    subcategories:
      e.subcategories?.map((s) => ({ subcategory: s.name.raw, subsubcategories: s.subsubcategories })) ??
      e.subcategories,
  }));

interface Expected {
  categoryKey: string;
  subcategoryKey: string;
  subsubcategories: Set<string>;
}

/** The indexing rules (the fallback to 'other'), written out plainly. */
function model(entities: GeneratedEntity[]): { places: Expected[]; warnings: number } {
  const places: Expected[] = [];
  let warnings = 0;
  const add = (categoryKey: string, subcategoryKey: string, tags: string[]): void => {
    const found = places.find((p) => p.categoryKey === categoryKey && p.subcategoryKey === subcategoryKey);
    if (found) tags.forEach((t) => found.subsubcategories.add(t));
    else places.push({ categoryKey, subcategoryKey, subsubcategories: new Set(tags) });
  };
  for (const e of entities) {
    const cat = e.category.key;
    if (cat === null) {
      warnings += 1;
      continue;
    }
    if (!e.subcategories || e.subcategories.length === 0) {
      add(cat, OTHER_KEY, []);
      continue;
    }
    for (const s of e.subcategories) {
      if (s.name.key === null) {
        warnings += 1;
        add(cat, OTHER_KEY, []);
      } else {
        const tags = Array.isArray(s.subsubcategories)
          ? s.subsubcategories.filter((t): t is string => typeof t === 'string' && t.trim() !== '')
          : [];
        add(cat, s.name.key, tags);
      }
    }
  }
  return { places, warnings };
}

describe('indexing, for any entities (fast-check)', () => {
  it('files the article exactly where the rules say, primary first', () => {
    fc.assert(
      fc.property(fc.array(entity, { maxLength: 5 }), (entities) => {
        const result = placeArticle(toYamlShape(entities));
        const expected = model(entities);
        expect(result.placements.map((p) => [p.categoryKey, p.subcategoryKey])).toEqual(
          expected.places.map((p) => [p.categoryKey, p.subcategoryKey]),
        );
        result.placements.forEach((p, i) =>
          expect(new Set(p.subsubcategories)).toEqual(expected.places[i]?.subsubcategories),
        );
        expect(result.warnings).toHaveLength(expected.warnings);
        // the primary placement is the first known entry's first place
        expect(result.placements[0]?.categoryKey).toBe(
          entities.find((e) => e.category.key !== null)?.category.key,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('never files an article under a subcategory its category does not have', () => {
    fc.assert(
      fc.property(fc.array(entity, { maxLength: 5 }), (entities) => {
        for (const p of placeArticle(toYamlShape(entities)).placements) {
          const cat = TAXONOMY.find((c) => c.key === p.categoryKey);
          expect(cat?.subcategories.map((s) => s.key)).toContain(p.subcategoryKey);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('lists every article in the taxonomy index in exactly its places, once each', () => {
    fc.assert(
      fc.property(fc.array(fc.array(entity, { maxLength: 4 }), { maxLength: 8 }), (all) => {
        const articles = all.map((entities, i) => ({
          id: i + 1,
          placements: placeArticle(toYamlShape(entities)).placements,
        }));
        const index = buildTaxonomyIndex(articles);
        all.forEach((entities, i) => {
          const id = i + 1;
          const { places } = model(entities);
          for (const c of TAXONOMY) {
            const inCategory = places.some((p) => p.categoryKey === c.key);
            expect((index.byCategory.get(c.key) ?? []).filter((x) => x === id)).toHaveLength(
              inCategory ? 1 : 0,
            );
            for (const s of c.subcategories) {
              const here = places.some((p) => p.categoryKey === c.key && p.subcategoryKey === s.key);
              const list = index.bySubcategory.get(subcategoryIndexKey(c.key, s.key)) ?? [];
              expect(list.filter((x) => x === id)).toHaveLength(here ? 1 : 0);
            }
          }
        });
        // lists keep the input order
        for (const list of [...index.byCategory.values(), ...index.bySubcategory.values()])
          expect(list).toEqual([...list].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });
});

/** Letters whose upper case turns back into the same lower case (so "any case" is well defined). */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzçğşöüéñабвгдежзийклмнопрстуфхцчшщэюя가나다라마0123456789'.split(
  '',
);

const word = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));

/** Change the case of each character at random. */
const anyCase = (text: string): fc.Arbitrary<string> =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((flags) =>
    text
      .split('')
      .map((c, i) => (flags[i] ? c.toLocaleUpperCase() : c))
      .join(''),
  );

const separator = fc.constantFrom(' ', '  ', ' - ', ': ', ', ', ' — ');

describe('search, for any title (fast-check)', () => {
  it('a title matches a query made of its own words in any order and case when longer than 2 characters', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }).chain((words) =>
          fc.record({
            words: fc.constant(words),
            separators: fc.array(separator, { minLength: words.length, maxLength: words.length }),
            titleCase: anyCase(words.join(' ')),
            query: fc
              .shuffledSubarray(words, { minLength: 1 })
              .chain((picked) =>
                fc.tuple(
                  anyCase(picked.join(' ')),
                  fc.constantFrom('', ' ', '   '),
                  fc.constantFrom(' ', '  '),
                ),
              ),
          }),
        ),
        ({ words, separators, titleCase, query: [picked, pad, gap] }) => {
          // the title: the words in their order, in any case, with punctuation between them
          const cased = titleCase.split(' ');
          const title = words
            .map((_w, i) => `${cased[i]}${i < words.length - 1 ? separators[i] : ''}`)
            .join('');
          const query = `${pad}${picked.split(' ').join(gap)}${pad}`;
          fc.pre(query.trim().length > 2);
          expect(searchTitles([{ title }], query)).toEqual([{ title }]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('nothing matches a query of 2 characters or fewer', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.string({ maxLength: 2 }),
        fc.constantFrom('', ' ', '  '),
        (words, q, pad) => {
          const title = words.join(' ');
          expect(searchTitles([{ title }], `${pad}${q}${pad}`)).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a query with a word the title lacks does not match', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), word, (words, extra) => {
        // "~" never occurs in generated titles
        const query = `${words[0]} ~${extra}`;
        expect(searchTitles([{ title: words.join(' ') }], query)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
