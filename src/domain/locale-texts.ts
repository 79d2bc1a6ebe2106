/**
 * The texts of every locale, and the one mechanism that keeps a browser bundle to the build's
 * locale. gatsby-config.ts sets GATSBY_SITE_LOCALE; Gatsby writes it into its bundles as a
 * literal, so each condition below is decided at build time, the other locales' imports are
 * left unused and the minifier drops their modules' texts (English stays as their stand-in).
 * Unset, as in tests and build scripts, all four are kept. Each line spells process.env out so
 * that each test becomes a literal one.
 */
import type { Labels, Locale } from './labels';
import { labels as enLabels, seo as enSeo } from './locales/en';
import { labels as koLabels, seo as koSeo } from './locales/ko';
import { labels as ruLabels, seo as ruSeo } from './locales/ru';
import { labels as trLabels, seo as trSeo } from './locales/tr';
import type { LocaleSeoTexts } from './seo';

export interface LocaleTexts {
  labels: Labels;
  seo: LocaleSeoTexts;
}

const en: LocaleTexts = { labels: enLabels, seo: enSeo };

/** The texts by locale; in a browser bundle, locales other than the build's give English. */
export const LOCALE_TEXTS: Record<Locale, LocaleTexts> = {
  en,
  tr:
    !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'tr'
      ? { labels: trLabels, seo: trSeo }
      : en,
  ru:
    !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ru'
      ? { labels: ruLabels, seo: ruSeo }
      : en,
  ko:
    !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ko'
      ? { labels: koLabels, seo: koSeo }
      : en,
};
