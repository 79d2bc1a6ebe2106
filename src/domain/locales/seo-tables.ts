/**
 * The fixed pages' SEO texts of every locale, picked by the rule of label-tables.ts (its comment
 * says why each line spells the condition out). A module of its own, with the texts in their own
 * modules too: webpack decides which exports are used across the whole build, not per chunk, so
 * texts that shared a module with the labels rode along in the layout's bundle on every page.
 */
import { seo as enSeo } from './en-seo';
import { seo as koSeo } from './ko-seo';
import { seo as ruSeo } from './ru-seo';
import { seo as trSeo } from './tr-seo';
import type { Locale, LocaleSeoTexts } from './shapes';

/** The SEO texts by locale, chosen the same way. */
export const LOCALE_SEO: Record<Locale, LocaleSeoTexts> = {
  en: enSeo,
  tr: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'tr' ? trSeo : enSeo,
  ru: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ru' ? ruSeo : enSeo,
  ko: !process.env.GATSBY_SITE_LOCALE || process.env.GATSBY_SITE_LOCALE === 'ko' ? koSeo : enSeo,
};
