/** The list of authors. */
import React from 'react';
import { HeadProps, Link, PageProps } from 'gatsby';
import { formatLabel } from '../domain/labels';
import { AUTHORS_PATH } from '../domain/routes';
import type { AuthorsContext } from '../types/page-context';
import { trailFrom } from '../domain/breadcrumbs';
import { Breadcrumbs } from '../components/breadcrumbs';
import { AuthorsHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

export default function AuthorsTemplate({
  pageContext: ctx,
}: PageProps<object, AuthorsContext>): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <>
      <Breadcrumbs trail={trailFrom(labels.home, { title: labels.authors, path: AUTHORS_PATH })} />
      <h1 className="fw-bold">{labels.authors}</h1>
      <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3">
        {ctx.authors.map((a) => (
          <li key={a.path} className="col">
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h5 card-title">
                  <Link to={a.path}>{a.name}</Link>
                </h2>
                <p className="card-text small">{a.description}</p>
                <p className="small text-body-secondary mb-0">
                  {formatLabel(labels.articleCount, { count: a.count })}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Head(_props: HeadProps<object, AuthorsContext>): React.JSX.Element {
  return <AuthorsHead />;
}
