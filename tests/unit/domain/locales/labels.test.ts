import {
  articleCountLabel,
  formatLabel,
  LABELS,
  labelsFor,
  LOCALES,
  isLocale,
} from '../../../../src/domain/locales/labels';
import { resolveLocale } from '../../../../src/site-config';

const en = LABELS.en;
const keys = Object.keys(en).sort();
const placeholders = (label: string): string[] => (label.match(/\{\w+\}/g) ?? []).sort();

describe('interface labels', () => {
  it('exist in Turkish, English, Russian and Korean', () => {
    expect([...LOCALES].sort()).toEqual(['en', 'ko', 'ru', 'tr']);
  });

  it.each(LOCALES)('%s has every key, no extra key and no empty label', (locale) => {
    const table = labelsFor(locale) as Record<string, unknown>;
    expect(Object.keys(table).sort()).toEqual(keys);
    for (const key of keys) {
      const value = table[key];
      expect(typeof value).toBe('string');
      expect({ key, value: (value as string).trim() }).not.toEqual({ key, value: '' });
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps the placeholders of every English label', (locale) => {
    const table = labelsFor(locale);
    for (const key of keys)
      expect({ key, p: placeholders(table[key as keyof typeof table]) }).toEqual({
        key,
        p: placeholders(en[key as keyof typeof en]),
      });
  });

  it('are translated, not copied, where the interface shows words', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const table = labelsFor(locale);
      for (const key of [
        'sections',
        'search',
        'finestStories',
        'favoriteArticles',
        'haveMoreGreatArticles',
        'notFoundTitle',
        'errorTitle',
        'privacyPolicy',
      ] as const)
        expect({ locale, key, same: table[key] === en[key] }).toEqual({ locale, key, same: false });
    }
  });

  it('carry the spec wording in English', () => {
    expect(en.sections).toBe('Sections');
    expect(en.search).toBe('Search');
    expect(en.finestStories).toBe('Finest Stories');
    expect(en.favoriteArticles).toBe('Favorite Articles');
    expect(en.haveMoreGreatArticles).toBe('Have More Great Articles');
    expect([en.privacyPolicy, en.termsOfUse, en.aboutUs, en.authors, en.sitemap, en.sitemapXml]).toEqual([
      'Privacy Policy',
      'Terms of Use',
      'About Us',
      'Authors',
      'Sitemap',
      'Sitemap XML',
    ]);
  });

  it('fill placeholders and leave unknown ones visible', () => {
    expect(formatLabel('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(formatLabel('Hi {name} {missing}', { name: 'Ann' })).toBe('Hi Ann {missing}');
  });

  it('count articles in the singular for exactly one', () => {
    expect(articleCountLabel(en, 1)).toBe('1 article');
    expect(articleCountLabel(en, 0)).toBe('0 articles');
    expect(articleCountLabel(en, 12)).toBe('12 articles');
    expect(articleCountLabel(LABELS.ru, 1)).toBe('Статей: 1');
  });
});

describe('build-time locale (site config, SITE_LOCALE)', () => {
  it('is English by default and takes any of the four locales', () => {
    expect(resolveLocale(undefined, 'en')).toBe('en');
    expect(resolveLocale('', 'en')).toBe('en');
    for (const locale of LOCALES) expect(resolveLocale(locale, 'en')).toBe(locale);
    expect(isLocale('ko')).toBe(true);
    expect(isLocale('KO')).toBe(false);
  });

  it.each(['xx', 'EN', 'en-US', 'de', ' tr'])('stops with a clear message for SITE_LOCALE=%p', (value) => {
    expect(() => resolveLocale(value, 'en')).toThrow(
      `SITE_LOCALE="${value}" is not a supported locale. Use one of: en, tr, ru, ko`,
    );
  });

  describe('the build configuration', () => {
    const saved = {
      SITE_LOCALE: process.env.SITE_LOCALE,
      GATSBY_SITE_LOCALE: process.env.GATSBY_SITE_LOCALE,
    };
    afterEach(() => {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    });

    const loadConfig = (): { siteMetadata: { locale: string } } => {
      let config: { siteMetadata: { locale: string } } | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh gatsby-config per environment
        config = require('../../../../gatsby-config').default;
      });
      return config as { siteMetadata: { locale: string } };
    };

    it('refuses to load with SITE_LOCALE=xx', () => {
      process.env.SITE_LOCALE = 'xx';
      expect(loadConfig).toThrow(/SITE_LOCALE="xx" is not a supported locale/);
    });

    it('uses SITE_LOCALE=ko for the site (and so <html lang>) and for the labels bundled', () => {
      process.env.SITE_LOCALE = 'ko';
      expect(loadConfig().siteMetadata.locale).toBe('ko');
      expect(process.env.GATSBY_SITE_LOCALE).toBe('ko');
    });

    it('bundles only the build locale and English when GATSBY_SITE_LOCALE is set', () => {
      process.env.GATSBY_SITE_LOCALE = 'ru';
      let bundled: typeof LABELS | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- labels as a bundle built for ru sees them
        bundled = require('../../../../src/domain/locales/labels').LABELS;
      });
      expect(bundled?.ru).toEqual(LABELS.ru);
      expect(bundled?.en).toEqual(LABELS.en);
      expect(bundled?.tr).toBe(bundled?.en);
      expect(bundled?.ko).toBe(bundled?.en);
    });
  });
});
