/**
 * The text ranking and the postings it reads: more of the query's words first, then fewer of
 * them held only inexactly (as a word's beginning or corrected), then title over heading over
 * body, then display order; title matches left out; only the first `limit` kept in
 * order, the rest counted. Checked against a plain sort of every article.
 */
import {
  decodePostings,
  encodePostings,
  IN_BODY,
  IN_HEADING,
  IN_TITLE,
  INEXACT,
  Postings,
} from '../../../../src/domain/search/parts';
import { placeWeight, Ranked, rankText } from '../../../../src/domain/search/rank';

const postingsOf = (list: [number, number][]): Postings => decodePostings(encodePostings(list));

/** The ranking written out plainly: every article an object, all of them sorted. */
function plainRanking(lists: [number, number][][], skip: ReadonlySet<number>): Ranked[] {
  const by = new Map<number, Ranked>();
  for (const list of lists)
    for (const [id, bits] of list) {
      if (skip.has(id)) continue;
      const r = by.get(id) ?? { id, words: 0, inexact: 0, score: 0 };
      r.words += 1;
      if (bits & INEXACT) r.inexact += 1;
      r.score += placeWeight(bits);
      by.set(id, r);
    }
  return [...by.values()].sort(
    (a, b) => b.words - a.words || a.inexact - b.inexact || b.score - a.score || a.id - b.id,
  );
}

describe('postings', () => {
  it('decode what they encode: ascending ids with their place bits', () => {
    const list: [number, number][] = [
      [0, IN_BODY],
      [7, IN_TITLE | IN_BODY],
      [8, IN_HEADING],
      [40_000, IN_TITLE | IN_HEADING | IN_BODY],
      [1_234_567, IN_BODY],
    ];
    const decoded = postingsOf(list);
    expect([...decoded.ids]).toEqual(list.map(([id]) => id));
    expect([...decoded.bits]).toEqual(list.map(([, bits]) => bits));
  });

  it('decode an empty list to none', () => {
    expect(decodePostings('').ids).toHaveLength(0);
  });
});

describe('rankText', () => {
  it('puts more words first, then title over heading over body, then the display order', () => {
    const a: [number, number][] = [
      [1, IN_BODY],
      [2, IN_TITLE],
      [3, IN_BODY],
      [5, IN_HEADING],
    ];
    const b: [number, number][] = [
      [3, IN_BODY],
      [4, IN_BODY],
      [5, IN_BODY],
    ];
    const { top, count } = rankText(
      new Map([
        ['a', postingsOf(a)],
        ['b', postingsOf(b)],
      ]),
      new Set(),
      10,
    );
    expect(top.map((r) => r.id)).toEqual([5, 3, 2, 1, 4]);
    expect(count).toBe(5);
  });

  it('leaves out the title matches, keeps the first `limit` and counts the rest', () => {
    const { top, count } = rankText(
      new Map([
        [
          'w',
          postingsOf([
            [1, IN_BODY],
            [2, IN_TITLE],
            [3, IN_BODY],
          ]),
        ],
      ]),
      new Set([2]),
      1,
    );
    expect(top).toEqual([{ id: 1, words: 1, inexact: 0, score: 1 }]);
    expect(count).toBe(2);
  });

  it('puts a word held as typed above one held only as a beginning or corrected, whatever its places', () => {
    // (INEXACT is never stored: the engine sets it on postings in memory)
    const w: Postings = {
      ids: [1, 2, 3],
      bits: [IN_TITLE | IN_BODY | INEXACT, IN_BODY, IN_HEADING | INEXACT],
    };
    const other: Postings = { ids: [1, 4], bits: [IN_BODY, IN_BODY] };
    const { top } = rankText(
      new Map([
        ['w', w],
        ['o', other],
      ]),
      new Set(),
      10,
    );
    // 1 holds both words (one inexactly): first; then 2 (exact) above 3 (inexact, a heading) and 4
    expect(top.map((r) => [r.id, r.inexact])).toEqual([
      [1, 1],
      [2, 0],
      [4, 0],
      [3, 1],
    ]);
  });

  it('agrees with a plain sort of every article on a large random query', () => {
    let seed = 5;
    const rng = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const lists = Array.from({ length: 3 }, () => {
      const list: [number, number][] = [];
      for (let id = 0; id < 5_000; id += 1) if (rng() < 0.4) list.push([id, 1 + Math.floor(rng() * 15)]);
      return list;
    });
    const skip = new Set([3, 10, 4_999]);
    const postings = new Map(
      lists.map((l, i): [string, Postings] => [
        `w${i}`,
        { ids: l.map(([id]) => id), bits: l.map(([, b]) => b) },
      ]),
    );
    const plain = plainRanking(lists, skip);
    const { top, count } = rankText(postings, skip, 10);
    expect(top).toEqual(plain.slice(0, 10));
    expect(count).toBe(plain.length);
  });
});
