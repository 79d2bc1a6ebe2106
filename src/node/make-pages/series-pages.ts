/**
 * Series: the outline of each series (every part in order, the parts this build does not publish
 * coming soon: src/domain/listings/series.ts) and its page at `/series/{key}`. The outline is made
 * from every article that validated, drafts and scheduled ones included, so that a gap shows as
 * "coming soon" and the count of parts is the count the editors planned.
 */
import type { ArticleModel, SiteContent } from '../../domain/content/model';
import { SeriesMember, seriesOutline } from '../../domain/listings/series';
import type { Locale } from '../../domain/locales/shapes';
import { listingText } from '../../domain/seo/titles';
import { seriesPath } from '../../domain/listings/routes';
import type { SeriesOutline, SitemapLink } from '../../types/page-context';
import { seriesBoxHtml } from '../../domain/listings/topic-markup';
import { labelsFor } from '../../domain/locales/labels';
import { PageKit, template } from './page-kit';

/** Each series with at least one published part, by key, in the order of content/series.json. */
export function seriesOutlines(
  all: readonly Pick<ArticleModel, 'id' | 'series' | 'title' | 'path'>[],
  published: ReadonlySet<number>,
  texts: SiteContent['series'],
  locale: Locale,
): Map<string, SeriesOutline> {
  const members = new Map<string, SeriesMember[]>();
  for (const a of all) {
    if (!a.series || !texts[a.series.key]) continue;
    const list = members.get(a.series.key) ?? [];
    list.push({
      id: a.id,
      part: a.series.part,
      title: a.title,
      path: a.path,
      published: published.has(a.id),
    });
    members.set(a.series.key, list);
  }
  const out = new Map<string, SeriesOutline>();
  for (const [key, t] of Object.entries(texts)) {
    const list = members.get(key) ?? [];
    if (!list.some((m) => m.published)) continue;
    const parts = seriesOutline(list).map((p) =>
      p.path ? p : { ...p, soon: listingText('seriesComingSoon', locale, { part: p.part }) },
    );
    out.set(key, {
      key,
      title: t.title,
      description: t.description,
      path: seriesPath(key),
      parts,
      count: listingText('seriesPartCount', locale, { count: parts.length }),
    });
  }
  return out;
}

/** An article's series box as HTML: "Part 2 of 5: " and what follows the series title, in the locale's order. */
export function seriesBox(outline: SeriesOutline, part: number, locale: Locale): string {
  const text = listingText('seriesPartOf', locale, { part, total: outline.parts.length, title: '\u0000' });
  const [before, after = ''] = text.split('\u0000');
  return seriesBoxHtml({
    label: labelsFor(locale).series,
    heading: [before, after],
    title: outline.title,
    path: outline.path,
    part,
    parts: outline.parts,
  });
}

/** One page per series with its parts in order; returns the pages' links for the HTML sitemap. */
export function createSeriesPages(kit: PageKit, outlines: ReadonlyMap<string, SeriesOutline>): SitemapLink[] {
  const links: SitemapLink[] = [];
  for (const series of outlines.values()) {
    kit.createPage({
      path: series.path,
      component: template('collection'),
      context: { kind: 'series', series, sponsored: kit.sponsoredFor(series.path) },
    });
    links.push({ title: series.title, path: series.path });
  }
  return links;
}
