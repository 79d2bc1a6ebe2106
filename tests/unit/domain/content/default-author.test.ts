import {
  authorSlug,
  buildAuthorLookups,
  defaultAuthorFor,
} from '../../../../src/domain/content/default-author';
import {
  articleDate,
  defaultDateFor,
  formatDisplayDate,
  isBeforeContentStart,
  parseIsoDate,
} from '../../../../src/domain/content/dates';
import { LOCALES } from '../../../../src/domain/locales/labels';
import { slugify, isValidSlug } from '../../../../src/domain/content/slug';

const roster = [
  { name: 'Priya Nair', description: 'Bio P', meta_title: 'MT P', meta_description: 'MD P' },
  { name: 'Sofia Martínez', description: 'Bio S', meta_title: 'MT S', meta_description: 'MD S' },
];

describe('author lookups', () => {
  const lookups = buildAuthorLookups(roster);
  it('lists names in roster order', () => expect(lookups.names).toEqual(['Priya Nair', 'Sofia Martínez']));
  it('knows a name only as the roster spells it (how an article names its author)', () => {
    expect(lookups.has('Sofia Martínez')).toBe(true);
    expect(lookups.has('sofia martínez')).toBe(false);
    expect(lookups.has('Nobody')).toBe(false);
  });
  it('slugs names without accents or punctuation', () => {
    expect(authorSlug('Sofia Martínez')).toBe('sofia-martinez');
    expect(authorSlug("Liam O'Connor")).toBe('liam-o-connor');
  });
  it('picks a stable default author by id', () => {
    expect(defaultAuthorFor(1, lookups.names)).toBe('Priya Nair');
    expect(defaultAuthorFor(2, lookups.names)).toBe('Sofia Martínez');
    expect(defaultAuthorFor(3, lookups.names)).toBe('Priya Nair');
    expect(defaultAuthorFor(5, [])).toBeUndefined();
  });
});

describe('dates', () => {
  it('defaults to the content start date plus id - 1 days', () => {
    expect(defaultDateFor(1).toISOString()).toBe('2024-09-16T00:00:00.000Z');
    expect(defaultDateFor(17).toISOString()).toBe('2024-10-02T00:00:00.000Z');
    expect(articleDate(101, undefined)).toBe('2024-12-25T00:00:00.000Z');
  });
  it('uses an explicit ISO 8601 date', () => {
    expect(articleDate(1, '2025-03-14')).toBe('2025-03-14T00:00:00.000Z');
    expect(articleDate(1, '2025-03-14T09:30:00+02:00')).toBe('2025-03-14T07:30:00.000Z');
    expect(articleDate(1, new Date('2025-01-01T00:00:00Z'))).toBe('2025-01-01T00:00:00.000Z');
  });
  it.each(['14/03/2025', 'yesterday', '2025-13-45', '', 20250314])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
  it('knows what is before the content start', () => {
    expect(isBeforeContentStart(new Date('2024-09-15T23:59:59Z'))).toBe(true);
    expect(isBeforeContentStart(new Date('2024-09-16T00:00:00Z'))).toBe(false);
  });
});

describe('display dates', () => {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  };
  const isos = ['2024-01-01T00:00:00.000Z', '2024-02-29T23:59:59.000Z', '2031-12-31T12:00:00.000Z'];

  it.each([...LOCALES])('formats exactly as a fresh Intl.DateTimeFormat in %s (UTC)', (locale) => {
    for (const iso of isos)
      expect(formatDisplayDate(iso, locale)).toBe(
        new Intl.DateTimeFormat(locale, options).format(new Date(iso)),
      );
  });

  it('keeps the day of a date-time late in the UTC day', () =>
    expect(formatDisplayDate('2024-02-29T23:59:59.000Z', 'en')).toBe('February 29, 2024'));

  it('builds one formatter per locale, not one per call', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 50; i += 1) formatDisplayDate(isos[i % isos.length], 'en-x-cache-probe');
      expect(formatDisplayDate(isos[0], 'tr')).toBe(
        new Intl.DateTimeFormat('tr', options).format(new Date(isos[0])),
      );
      // 51 calls in a locale no other test uses: one formatter
      expect(spy.mock.calls.filter(([l]) => l === 'en-x-cache-probe')).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('slugs', () => {
  it('slugifies', () => expect(slugify('  Hello, World! Ünïcode ')).toBe('hello-world-unicode'));
  it.each(['a', 'a-b', 'abc-123'])('accepts %j', (s) => expect(isValidSlug(s)).toBe(true));
  it.each(['', 'A', 'a b', '-a', 'a-', 'a--b', 'a_b', 'é'])('rejects %j', (s) =>
    expect(isValidSlug(s)).toBe(false),
  );
});
