/**
 * Interface labels in the four locales, Turkish, English, Russian and Korean (the tables: src/domain/locales/). The
 * locale is chosen at build time (site config, overridable with SITE_LOCALE). A unit test fails
 * when a locale misses a key. Labels with `{placeholders}` are filled by `formatLabel`.
 */
import { LOCALE_LABELS } from './label-tables';
import type { Labels, Locale } from './shapes';

export { LOCALES, isLocale } from './shapes';
export type { LabelKey, Labels, Locale } from './shapes';

/**
 * The label tables by locale. Browsers get only the build's locale (English stands in for the
 * others): see src/domain/locales/label-tables.ts.
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
