/**
 * The series box of an article: "Part 2 of 5: <series>" linking to the series page, and every
 * part in order, the current one marked, a part not published yet "coming soon" (never a link).
 */
import React from 'react';
import { Link } from 'gatsby';
import { formatLabel } from '../../domain/locales/labels';
import type { SeriesPart } from '../../domain/content/series';
import { useSiteData } from '../../hooks/use-site-data';

export function SeriesParts({
  parts,
  current,
}: {
  parts: readonly SeriesPart[];
  /** the part of the page showing the list */
  current?: number;
}): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <ol className="series-parts">
      {parts.map((p) => (
        <li key={p.part} value={p.part}>
          {p.part === current ? (
            <strong aria-current="page">{p.title}</strong>
          ) : p.path ? (
            <Link to={p.path}>{p.title}</Link>
          ) : (
            <span className="series-soon">{formatLabel(labels.seriesComingSoon, { part: p.part })}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

export function SeriesBox({
  series,
}: {
  series: { title: string; path: string; part: number; parts: readonly SeriesPart[] };
}): React.JSX.Element {
  const { labels } = useSiteData();
  const [before, after] = labels.seriesPartOf
    .replace('{part}', String(series.part))
    .replace('{total}', String(series.parts.length))
    .split('{title}');
  return (
    <nav className="series-box" aria-label={labels.series}>
      <p className="series-box-title">
        {before}
        <Link to={series.path}>{series.title}</Link>
        {after}
      </p>
      <SeriesParts parts={series.parts} current={series.part} />
    </nav>
  );
}
