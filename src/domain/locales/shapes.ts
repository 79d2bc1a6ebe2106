/**
 * What every locale provides: its interface labels (the English table, en.ts, names the keys)
 * and the SEO texts of the fixed pages. Types and lists only, so that the locale modules, the
 * tables that pick the build's locale (label-tables.ts, seo-tables.ts) and the code that reads
 * them all import from here and never from each other in a circle.
 */
import type { labels as englishLabels } from './en';
import type { PageKey } from './page-keys';

export const LOCALES = ['en', 'tr', 'ru', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

/** True when `value` is one of the supported locales. */
export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

export type LabelKey = keyof typeof englishLabels;
export type Labels = Record<LabelKey, string>;

export interface PageText {
  title: string;
  description: string;
}

/** A locale's SEO texts (one module per locale, `<locale>-seo.ts`). */
export interface LocaleSeoTexts {
  pages: Record<PageKey, PageText>;
  /** the default description before its emoji; also the share image's alt text */
  base: string;
  /**
   * Texts of the topic, series and feed parts of pages, written out at build time into page
   * context (so the browser's label table does not carry them); `{name}`-style placeholders.
   */
  listings: ListingTexts;
}

export interface ListingTexts {
  topicsIntro: string;
  topicAbout: string;
  seriesPartOf: string;
  seriesComingSoon: string;
  seriesPartCount: string;
  feedOf: string;
}
