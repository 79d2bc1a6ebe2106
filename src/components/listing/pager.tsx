/** Previous/next links of a paginated listing. */
import React from 'react';
import { Link } from 'gatsby';
import { formatLabel } from '../../domain/locales/labels';
import type { Pagination } from '../../types/page-context';
import { useSiteData } from '../../hooks/use-site-data';

export function Pager({ pagination }: { pagination: Pagination }): React.JSX.Element | null {
  const { labels } = useSiteData();
  if (pagination.pages <= 1) return null;
  return (
    <nav aria-label={labels.pagination} className="d-flex justify-content-between align-items-center my-4">
      {pagination.previousPath ? (
        <Link to={pagination.previousPath} rel="prev" className="btn btn-outline-primary">
          ← {labels.previousPage}
        </Link>
      ) : (
        <span />
      )}
      <span className="small">
        {formatLabel(labels.pageOf, { page: pagination.page, pages: pagination.pages })}
      </span>
      {pagination.nextPath ? (
        <Link to={pagination.nextPath} rel="next" className="btn btn-outline-primary">
          {labels.nextPage} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
