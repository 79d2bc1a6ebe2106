/** The 500 page Gatsby shows when page data answers 500, in the shared layout. */
import React from 'react';
import { HeadProps, Link } from 'gatsby';
import { HOME_PATH } from '../domain/routes';
import { ErrorHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

export default function ServerErrorPage(): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <section className="text-center py-5">
      <p className="display-1 fw-bold text-body-secondary" aria-hidden="true">
        500
      </p>
      <h1>{labels.errorTitle}</h1>
      <p className="lead">{labels.errorText}</p>
      <Link to={HOME_PATH} className="btn btn-primary">
        {labels.backHome}
      </Link>
    </section>
  );
}

export function Head(_props: HeadProps): React.JSX.Element {
  return <ErrorHead />;
}
