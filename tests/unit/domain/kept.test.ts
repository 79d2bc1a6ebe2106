import { keptIn } from '../../../src/domain/kept';

describe('keptIn', () => {
  it('makes a value once per key and keeps it', () => {
    const map = new Map<string, number>();
    const make = jest.fn((key: string) => key.length);
    expect(keptIn(map, 'abc', make)).toBe(3);
    expect(keptIn(map, 'abc', make)).toBe(3);
    expect(keptIn(map, 'de', make)).toBe(2);
    expect(make.mock.calls).toEqual([['abc'], ['de']]);
    expect([...map]).toEqual([
      ['abc', 3],
      ['de', 2],
    ]);
  });

  it('keeps falsy values (0, empty text, null) like any other', () => {
    const map = new Map<string, number | string | null>();
    const make = jest.fn((key: string) => (key === 'zero' ? 0 : key === 'empty' ? '' : null));
    for (const key of ['zero', 'empty', 'null', 'zero', 'empty', 'null']) keptIn(map, key, make);
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing when making throws, and tries again the next time', () => {
    const map = new Map<string, number>();
    let fail = true;
    const make = () => {
      if (fail) throw new Error('no');
      return 1;
    };
    expect(() => keptIn(map, 'k', make)).toThrow('no');
    expect(map.size).toBe(0);
    fail = false;
    expect(keptIn(map, 'k', make)).toBe(1);
  });
});
