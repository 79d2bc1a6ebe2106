/** The 404 page, in the shared layout, with a way back home. */
import React from 'react';
import { HeadProps, Link } from 'gatsby';
import { HOME_PATH } from '../domain/routes';
import { NotFoundHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

export default function NotFoundPage(): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <section className="text-center py-5">
      <p className="display-1 fw-bold text-body-secondary" aria-hidden="true">
        404
      </p>
      <h1>{labels.notFoundTitle}</h1>
      <p className="lead">{labels.notFoundText}</p>
      <Link to={HOME_PATH} className="btn btn-primary">
        {labels.backHome}
      </Link>
    </section>
  );
}

/** One canonical 404 page whether served as /404, /404.html or at an unknown path. */
export function Head(_props: HeadProps): React.JSX.Element {
  return <NotFoundHead />;
}
