/** The 404 page, in the shared layout, with a way back home. */
import React from 'react';
import { HeadProps, Link } from 'gatsby';
import { HOME_PATH } from '../domain/routes';
import { Seo } from '../components/seo';
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

export function Head({ location }: HeadProps): React.JSX.Element {
  return <NotFoundSeo path={location.pathname} />;
}

function NotFoundSeo({ path }: { path: string }): React.JSX.Element {
  const { labels } = useSiteData();
  return <Seo title={labels.notFoundTitle} description={labels.notFoundText} path={path} />;
}
