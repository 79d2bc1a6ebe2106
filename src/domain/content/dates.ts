/** Article dates: explicit ISO 8601 dates, or the content start date plus `id - 1` days. */
import { CONTENT_START_DATE } from '../constants';
import { keptIn } from '../kept';

const DAY_MS = 24 * 60 * 60 * 1000;
/** ISO 8601 date or date-time (with optional seconds, fraction and zone). */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Parse an ISO 8601 date (string or Date from YAML); null when it is not one. */
export function parseIsoDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !ISO_8601.test(value.trim())) return null;
  const trimmed = value.trim();
  // a bare date means midnight UTC, as in the content start date
  const date = new Date(trimmed.length === 10 ? `${trimmed}T00:00:00Z` : trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date an article without `date` gets: content start plus `id - 1` days. */
export function defaultDateFor(id: number): Date {
  return new Date(Date.parse(CONTENT_START_DATE) + (id - 1) * DAY_MS);
}

/** The article's publication date as an ISO string (explicit when valid, else the default). */
export function articleDate(id: number, date: unknown): string {
  return (parseIsoDate(date) ?? defaultDateFor(id)).toISOString();
}

/** What the site's order needs of an article: its id and its ISO 8601 date. */
export interface Ordered {
  id: number;
  date: string;
}

/** Newest first: by date, then by id, the higher first (every listing, the feed, the search index). */
export const newestFirst = (a: Ordered, b: Ordered): number =>
  Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;

/** True when the date lies before the content start date. */
export const isBeforeContentStart = (date: Date): boolean => date.getTime() < Date.parse(CONTENT_START_DATE);

const DISPLAY_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};
// Building a DateTimeFormat loads locale data and costs far more than formatting with one; a page
// shows up to a few dozen dates and a build renders thousands of pages, so keep one per locale.
// Each article's date is shown on its page and on a card in several listings, so each text is also
// kept once made (one short string per article date).
// (marked pure: a browser chunk that formats no date drops it)
const displayFormatters = /* @__PURE__ */ new Map<
  string,
  { formatter: Intl.DateTimeFormat; texts: Map<string, string> }
>();

/** The long display form of an ISO date in `locale` (UTC, so server and browser agree). */
export function formatDisplayDate(iso: string, locale: string): string {
  const { formatter, texts } = keptIn(displayFormatters, locale, () => ({
    formatter: new Intl.DateTimeFormat(locale, DISPLAY_DATE),
    texts: new Map<string, string>(),
  }));
  return keptIn(texts, iso, () => formatter.format(new Date(iso)));
}

/** When an article was last changed: `updated` when present and not before `date`, else `date`. */
export const modifiedDate = (date: string, updated: string | null | undefined): string =>
  updated && Date.parse(updated) > Date.parse(date) ? updated : date;
