/** The 404 page, in the shared layout, with a way back home. */
import React from 'react';
import { HeadProps, Link } from 'gatsby';
import { HOME_PATH } from '../domain/routes';
import { NotFoundHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

export default function NotFoundPage(): React.JSX.Element {
  const { labels, categories } = useSiteData();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title" className="error-title">
        {labels.notFoundTitle}
      </h1>
      <p className="error-text">{labels.notFoundText}</p>
      <Link to={HOME_PATH} className="btn btn-primary btn-lg">
        {labels.backHome}
      </Link>
      <nav aria-label={labels.categories} className="error-links">
        <ul className="chip-list justify-content-center">
          {categories.map((c) => (
            <li key={c.key}>
              <Link to={c.path} className={`chip cat-${c.key}`}>
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/** One canonical 404 page whether served as /404, /404.html or at an unknown path. */
export function Head(_props: HeadProps): React.JSX.Element {
  return <NotFoundHead />;
}
