import { authorSlug, buildAuthorLookups, defaultAuthorFor } from '../../src/domain/authors';
import { articleDate, defaultDateFor, isBeforeContentStart, parseIsoDate } from '../../src/domain/dates';
import { slugify, isValidSlug } from '../../src/domain/slug';

const roster = [
  { name: 'Priya Nair', description: 'Bio P', meta_title: 'MT P', meta_description: 'MD P' },
  { name: 'Sofia Martínez', description: 'Bio S', meta_title: 'MT S', meta_description: 'MD S' },
];

describe('author lookups', () => {
  const lookups = buildAuthorLookups(roster);
  it('lists names in roster order', () => expect(lookups.names).toEqual(['Priya Nair', 'Sofia Martínez']));
  it('gives the description by name', () =>
    expect(lookups.descriptionByName('Sofia Martínez')).toBe('Bio S'));
  it('gives SEO meta by name', () =>
    expect(lookups.metaByName('Priya Nair')).toEqual({ title: 'MT P', description: 'MD P' }));
  it('gives undefined for unknown names', () => {
    expect(lookups.descriptionByName('Nobody')).toBeUndefined();
    expect(lookups.metaByName('Nobody')).toBeUndefined();
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

describe('slugs', () => {
  it('slugifies', () => expect(slugify('  Hello, World! Ünïcode ')).toBe('hello-world-unicode'));
  it.each(['a', 'a-b', 'abc-123'])('accepts %j', (s) => expect(isValidSlug(s)).toBe(true));
  it.each(['', 'A', 'a b', '-a', 'a-', 'a--b', 'a_b', 'é'])('rejects %j', (s) =>
    expect(isValidSlug(s)).toBe(false),
  );
});
