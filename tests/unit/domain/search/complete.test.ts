/** The completions of a word being typed (src/domain/search/complete.ts). */
import { completionsOf, MAX_COMPLETIONS } from '../../../../src/domain/search/complete';

describe('completionsOf', () => {
  it('gives the longer words the word begins, most held first, then alphabetically', () => {
    const vocabulary: [string, number][] = [
      ['script', 9],
      ['scripting', 3],
      ['scriptable', 3],
      ['scripture', 5],
      ['describe', 7],
      ['scr', 1],
    ];
    expect(completionsOf('scri', vocabulary)).toEqual(['script', 'scripture', 'scriptable', 'scripting']);
    expect(completionsOf('script', vocabulary)).toEqual(['scripture', 'scriptable', 'scripting']);
  });

  it('needs 3 letters', () => {
    expect(completionsOf('sc', [['script', 1]])).toEqual([]);
    expect(completionsOf('scr', [['script', 1]])).toEqual(['script']);
  });

  it(`takes at most ${MAX_COMPLETIONS}`, () => {
    const vocabulary = Array.from({ length: 20 }, (_x, i): [string, number] => [`tool${i}`, i]);
    expect(completionsOf('too', vocabulary)).toEqual(
      Array.from({ length: MAX_COMPLETIONS }, (_x, i) => `tool${19 - i}`),
    );
  });

  it('leaves out a plural whose singular is taken (its articles are filed under the singular too)', () => {
    const vocabulary: [string, number][] = [
      ['giveaway', 2],
      ['giveaways', 1],
      ['giveaw', 0],
    ];
    expect(completionsOf('giveaw', vocabulary)).toEqual(['giveaway']);
    expect(completionsOf('giveaway', vocabulary)).toEqual([]);
  });
});
