/**
 * SEO texts and title rules: the titles and descriptions of the fixed pages (the page keys and
 * each locale's texts are in src/domain/locales/), the default description with its four emoji, and how a page
 * title becomes the document title. `{site}` in a text is replaced by the site title.
 */
import { formatLabel } from '../locales/labels';
import { LOCALE_SEO } from '../locales/seo-tables';
import type { PageKey } from '../locales/page-keys';
import type { ListingTexts, Locale, LocaleSeoTexts, PageText } from '../locales/shapes';

/** The default set of four emoji that ends the default description. */
export const DEFAULT_DESCRIPTION_EMOJI = ['🎮', '🧱', '🚀', '⭐'] as const;

/** The default share image (static/og-default.png, made by scripts/pictures/make-share-image.ts). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** The publisher logo of the Organization JSON-LD (static/publisher-logo.png, same script). */
export const PUBLISHER_LOGO = { width: 512, height: 512 } as const;

/** Open Graph `og:locale` values of the site locales. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', tr: 'tr_TR', ru: 'ru_RU', ko: 'ko_KR' };

// the build's locale only, in a browser bundle (src/domain/locales/label-tables.ts)
const textsOf = (locale: Locale): LocaleSeoTexts => LOCALE_SEO[locale];

const fill = (text: string, siteTitle: string): string => formatLabel(text, { site: siteTitle });

/** The SEO title and description of a fixed page, in the build's locale. */
export function pageText(id: PageKey, locale: Locale, siteTitle: string): PageText {
  const t = textsOf(locale).pages[id];
  return { title: fill(t.title, siteTitle), description: fill(t.description, siteTitle) };
}

/** A topic, series or feed text of the build's locale with its placeholders filled. */
export const listingText = (
  key: keyof ListingTexts,
  locale: Locale,
  values: Record<string, string | number> = {},
): string => formatLabel(textsOf(locale).listings[key], values);

/** One line about the site, without emoji (the share image's alt text). */
export const siteTagline = (locale: Locale, siteTitle: string): string =>
  fill(textsOf(locale).base, siteTitle);

/** The description of pages that have none of their own: the tagline and the four default emoji. */
export const defaultDescription = (locale: Locale, siteTitle: string): string =>
  `${siteTagline(locale, siteTitle)} ${DEFAULT_DESCRIPTION_EMOJI.join('')}`;

/**
 * The first non-blank candidate (own description, then excerpt or page text), whitespace
 * collapsed; the default description when every candidate is blank.
 */
export function pageDescription(
  locale: Locale,
  siteTitle: string,
  ...candidates: (string | null | undefined)[]
): string {
  for (const c of candidates) {
    const clean = (c ?? '').replace(/\s+/g, ' ').trim();
    if (clean !== '') return clean;
  }
  return defaultDescription(locale, siteTitle);
}

/** The `<title>`: "Page title | Site", or the page title alone when it already names the site. */
export function documentTitle(pageTitle: string, siteTitle: string): string {
  const title = pageTitle.replace(/\s+/g, ' ').trim();
  if (title === '') return siteTitle;
  return title.includes(siteTitle) ? title : `${title} | ${siteTitle}`;
}

/**
 * Page 2+ of a listing gets "– Page n of m" (the locale's `pageOf` label) so that no two pages
 * share a title; page 1 keeps the plain title.
 */
export function pagedTitle(title: string, page: number, pages: number, pageOfLabel: string): string {
  return page > 1 ? `${title} – ${formatLabel(pageOfLabel, { page, pages })}` : title;
}

/** A subcategory's title names its category too: every category has an "Other". */
export const subcategoryTitle = (subcategory: string, category: string): string =>
  `${subcategory} – ${category}`;

// the rule lives with the other article dates; re-exported for the SEO code that uses it
export { modifiedDate } from '../content/dates';
