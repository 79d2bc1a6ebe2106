/**
 * A series' parts on its page, in order: links, and a part not published yet "coming soon" (never
 * a link). An article's series box is HTML written at build time (src/domain/listings/topic-markup.ts).
 */
import React from 'react';
import { Link } from 'gatsby';
import type { ShownSeriesPart } from '../../types/page-context';

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
