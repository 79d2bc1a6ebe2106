/**
 * The texts of every locale, and the one mechanism that keeps a browser bundle to the build's
 * locale. gatsby-config.ts sets GATSBY_SITE_LOCALE; Gatsby writes it into its bundles as a
 * literal, so each condition below is decided at build time, the other locales' imports are
 * left unused and the minifier drops their modules' texts (English stays as their stand-in).
 * Unset, as in tests and build scripts, all four are kept. Each line spells process.env out so
 * that each test becomes a literal one. Labels and SEO texts are chosen apart so that a bundle
 * which only needs the labels (the layout, on every page) does not carry the SEO texts.
 */
import type { Labels, Locale } from './labels';
import { labels as en, seo as enSeo } from './locales/en';
import { labels as ko, seo as koSeo } from './locales/ko';
import { labels as ru, seo as ruSeo } from './locales/ru';
import { labels as tr, seo as trSeo } from './locales/tr';
import type { LocaleSeoTexts } from './seo';

/** The label tables by locale; in a browser bundle, locales other than the build's give English. */
export const LOCALE_LABELS: Record<Locale, Labels> = {
  en,
  tr: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'tr' ? tr : en,
  ru: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ru' ? ru : en,
  ko: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ko' ? ko : en,
};

/** The SEO texts by locale, chosen the same way. */
export const LOCALE_SEO: Record<Locale, LocaleSeoTexts> = {
  en: enSeo,
  tr: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'tr' ? trSeo : enSeo,
  ru: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ru' ? ruSeo : enSeo,
  ko: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ko' ? koSeo : enSeo,
};
