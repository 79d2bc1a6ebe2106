/**
 * The fixed pages' SEO texts of every locale, chosen as src/domain/locale-texts.ts chooses the
 * labels (GATSBY_SITE_LOCALE, decided at build time). Its own module, with the texts in their own
 * modules too: webpack decides which exports are used across the whole build, not per chunk, so
 * texts that shared a module with the labels rode along in the layout's bundle on every page.
 */
import type { Locale } from './labels';
import { seo as enSeo } from './locales/en-seo';
import { seo as koSeo } from './locales/ko-seo';
import { seo as ruSeo } from './locales/ru-seo';
import { seo as trSeo } from './locales/tr-seo';
import type { LocaleSeoTexts } from './seo';

/** The SEO texts by locale, chosen the same way. */
export const LOCALE_SEO: Record<Locale, LocaleSeoTexts> = {
  en: enSeo,
  tr: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'tr' ? trSeo : enSeo,
  ru: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ru' ? ruSeo : enSeo,
  ko: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ko' ? koSeo : enSeo,
};
