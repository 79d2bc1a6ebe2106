/**
 * The texts of every locale, and the one mechanism that keeps a browser bundle to the build's
 * locale. gatsby-config.ts sets GATSBY_SITE_LOCALE; Gatsby writes it into its bundles as a
 * literal, so each condition below is decided at build time, the other locales' imports are
 * left unused and the minifier drops their modules' texts (English stays as their stand-in).
 * Unset, as in tests and build scripts, all four are kept. Each line spells process.env out so
 * that webpack evaluates each test while it parses (a shared helper function is not evaluated
 * there, and the other locales then stay in the bundle: the site's locale-bundle and page-weight
 * checks fail). The SEO texts are picked by the same rule in their own module (seo-tables.ts).
 */
import type { Labels, Locale } from './shapes';
import { labels as en } from './en';
import { labels as ko } from './ko';
import { labels as ru } from './ru';
import { labels as tr } from './tr';

/** The label tables by locale; in a browser bundle, locales other than the build's give English. */
export const LOCALE_LABELS: Record<Locale, Labels> = {
  en,
  tr: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'tr' ? tr : en,
  ru: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ru' ? ru : en,
  ko: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ko' ? ko : en,
};
