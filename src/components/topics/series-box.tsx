/**
 * The series box of an article: "Part 2 of 5: <series>" linking to the series page, and every
 * part in order, the current one marked, a part not published yet "coming soon" (never a link).
 * Its texts are written out at build time (src/node/make-pages/series-pages.ts).
 */
import React from 'react';
import { Link } from 'gatsby';
import type { SeriesBoxFacts, ShownSeriesPart } from '../../types/page-context';
import { useSiteData } from '../../hooks/use-site-data';

export function SeriesParts({
  parts,
  current,
}: {
  parts: readonly ShownSeriesPart[];
  /** the part of the page showing the list */
  current?: number;
}): React.JSX.Element {
  return (
    <ol className="series-parts">
      {parts.map((p) => (
        <li key={p.part} value={p.part}>
          {p.part === current ? (
            <strong aria-current="page">{p.title}</strong>
          ) : p.path ? (
            <Link to={p.path}>{p.title}</Link>
          ) : (
            <span className="series-soon">{p.soon}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

export function SeriesBox({ series }: { series: SeriesBoxFacts }): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <nav className="series-box" aria-label={labels.series}>
      <p className="series-box-title">
        {series.heading[0]}
        <Link to={series.path}>{series.title}</Link>
        {series.heading[1]}
      </p>
      <SeriesParts parts={series.parts} current={series.part} />
    </nav>
  );
}
