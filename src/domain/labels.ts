/**
 * Interface labels in the four locales, Turkish, English, Russian and Korean (the tables: src/domain/locales/). The
 * locale is chosen at build time (site config, overridable with SITE_LOCALE). A unit test fails
 * when a locale misses a key. Labels with `{placeholders}` are filled by `formatLabel`.
 */
import { LOCALE_LABELS } from './locale-texts';
import type { labels as enLabels } from './locales/en';

export const LOCALES = ['en', 'tr', 'ru', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

/** True when `value` is one of the supported locales. */
export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

export type LabelKey = keyof typeof enLabels;
export type Labels = Record<LabelKey, string>;

/**
 * The label tables by locale. Browsers get only the build's locale (English stands in for the
 * others): see src/domain/locale-texts.ts.
 */
export const LABELS: Record<Locale, Labels> = LOCALE_LABELS;

/** The label table of a locale. */
export const labelsFor = (locale: Locale): Labels => LABELS[locale];

/** "{count} articles", or the singular form for exactly one (only English inflects here). */
export const articleCountLabel = (labels: Labels, count: number): string =>
  formatLabel(count === 1 ? labels.articleCountOne : labels.articleCount, { count });

/** Fill `{name}` placeholders of a label. */
export const formatLabel = (label: string, values: Record<string, string | number>): string =>
  label.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
