/** The visible breadcrumb trail (the same trail the BreadcrumbList JSON-LD describes). */
import React from 'react';
import { Link } from 'gatsby';
import type { Crumb } from '../../domain/listings/cards';
import { useSiteData } from '../../hooks/use-site-data';

export function Breadcrumbs({ trail }: { trail: Crumb[] }): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <nav aria-label={labels.breadcrumb}>
      <ol className="breadcrumb small">
        {trail.map((c, i) =>
          i === trail.length - 1 ? (
            <li key={c.path} className="breadcrumb-item active" aria-current="page">
              {c.title}
            </li>
          ) : (
            <li key={c.path} className="breadcrumb-item">
              <Link to={c.path}>{c.title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
