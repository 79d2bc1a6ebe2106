import fc from 'fast-check';
import { LOCALES, labelsFor } from '../../../../src/domain/locales/labels';
import { PAGE_KEYS } from '../../../../src/domain/locales/page-keys';
import {
  DEFAULT_DESCRIPTION_EMOJI,
  OG_LOCALES,
  defaultDescription,
  pageDescription,
  documentTitle,
  modifiedDate,
  pageText,
  pagedTitle,
  siteTagline,
  subcategoryTitle,
} from '../../../../src/domain/seo/titles';

const EMOJI = /\p{Extended_Pictographic}/gu;
const emojiIn = (text: string): string[] => text.match(EMOJI) ?? [];

describe('page texts of the fixed pages', () => {
  it('uses the page identifiers of the spec, and the topics index', () => {
    expect([...PAGE_KEYS].sort()).toEqual(
      ['about-us', 'authors', 'home', 'not-found', 'privacy-policy', 'sitemap', 'terms', 'topics'].sort(),
    );
  });

  const cases = LOCALES.flatMap((locale) => PAGE_KEYS.map((id) => [locale, id] as const));
  it.each(cases)('%s %s: a title and a description with emoji, naming the site', (locale, id) => {
    const text = pageText(id, locale, 'SiteX');
    expect(text.title.trim()).not.toBe('');
    expect(emojiIn(text.description).length).toBeGreaterThan(0);
    expect(`${text.title} ${text.description}`).not.toMatch(/\{\w+\}/);
    expect(`${text.title} ${text.description}`).toContain('SiteX');
  });

  it.each(LOCALES)('%s: no two fixed pages share a title or a description', (locale) => {
    const texts = PAGE_KEYS.map((id) => pageText(id, locale, 'SiteX'));
    expect(new Set(texts.map((t) => t.title)).size).toBe(PAGE_KEYS.length);
    expect(new Set(texts.map((t) => t.description)).size).toBe(PAGE_KEYS.length);
  });

  // the not-found description says the page does not exist and points to the homepage
  it.each([
    ['en', /does not exist/, /homepage/],
    ['tr', /mevcut değil/, /ana sayfa/],
    ['ru', /не существует/, /главную страницу/],
    ['ko', /존재하지 않습니다/, /홈페이지/],
  ] as const)('%s: not-found says the page does not exist and points home', (locale, missing, home) => {
    const { description } = pageText('not-found', locale, 'SiteX');
    expect(description).toMatch(missing);
    expect(description).toMatch(home);
  });
});

describe('default description', () => {
  it('has a set of four distinct emoji', () => {
    expect(DEFAULT_DESCRIPTION_EMOJI).toHaveLength(4);
    expect(new Set(DEFAULT_DESCRIPTION_EMOJI).size).toBe(4);
    for (const e of DEFAULT_DESCRIPTION_EMOJI) expect(emojiIn(e)).toHaveLength(1);
  });

  it.each(LOCALES)('%s: is the tagline followed by exactly the four default emoji', (locale) => {
    const text = defaultDescription(locale, 'SiteX');
    expect(text).toBe(`${siteTagline(locale, 'SiteX')} ${DEFAULT_DESCRIPTION_EMOJI.join('')}`);
    expect(emojiIn(text)).toEqual([...DEFAULT_DESCRIPTION_EMOJI]);
    expect(emojiIn(siteTagline(locale, 'SiteX'))).toEqual([]);
  });
});

describe('describe (own text, then fallbacks, then the default)', () => {
  it('takes the first candidate that is not blank, whitespace collapsed', () => {
    expect(pageDescription('en', 'S', null, '  ', '\n', ' Own\n  text ', 'excerpt')).toBe('Own text');
    expect(pageDescription('en', 'S', undefined, 'The excerpt.')).toBe('The excerpt.');
  });

  it('falls back to the default description when every candidate is blank', () => {
    expect(pageDescription('ru', 'S', '', null, undefined, ' ')).toBe(defaultDescription('ru', 'S'));
    expect(pageDescription('en', 'S')).toBe(defaultDescription('en', 'S'));
  });
});

describe('documentTitle', () => {
  it('appends the site title after a bar', () => {
    expect(documentTitle('How to Build an Obby', 'BloxGuide')).toBe('How to Build an Obby | BloxGuide');
  });

  it('does not repeat the site title when the page title names it', () => {
    expect(documentTitle('BloxGuide: Roblox Guides', 'BloxGuide')).toBe('BloxGuide: Roblox Guides');
  });

  it('gives the site title to an empty page title and tidies whitespace', () => {
    expect(documentTitle('  ', 'BloxGuide')).toBe('BloxGuide');
    expect(documentTitle(' A \n title ', 'S')).toBe('A title | S');
  });
});

describe('pagedTitle', () => {
  const pageOf = labelsFor('en').pageOf;

  it('keeps page 1 plain and numbers later pages', () => {
    expect(pagedTitle('Beginner Guides', 1, 3, pageOf)).toBe('Beginner Guides');
    expect(pagedTitle('Beginner Guides', 2, 3, pageOf)).toBe('Beginner Guides – Page 2 of 3');
  });

  it('gives every page of a listing its own title, in every locale', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 60 }), fc.constantFrom(...LOCALES), (t, n, loc) => {
        const titles = Array.from({ length: n }, (_, i) => pagedTitle(t, i + 1, n, labelsFor(loc).pageOf));
        return new Set(titles).size === n;
      }),
    );
  });
});

describe('subcategoryTitle', () => {
  it('names the category, so the six "Other" subcategories differ', () => {
    expect(subcategoryTitle('Other', 'Creative Inspiration')).toBe('Other – Creative Inspiration');
    expect(subcategoryTitle('Other', 'A')).not.toBe(subcategoryTitle('Other', 'B'));
  });
});

describe('modifiedDate', () => {
  const date = '2025-03-14T09:30:00.000Z';
  it('is `updated` when present and later, else the date', () => {
    expect(modifiedDate(date, '2025-04-01T00:00:00.000Z')).toBe('2025-04-01T00:00:00.000Z');
    expect(modifiedDate(date, null)).toBe(date);
    expect(modifiedDate(date, undefined)).toBe(date);
    // an `updated` before publication would make dateModified < datePublished
    expect(modifiedDate(date, '2025-01-01T00:00:00.000Z')).toBe(date);
  });
});

it('has an Open Graph locale for every site locale', () => {
  for (const l of LOCALES) expect(OG_LOCALES[l]).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
});
