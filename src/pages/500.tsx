/** The 500 page Gatsby shows when page data answers 500, in the shared layout. */
import React from 'react';
import { HeadProps, Link } from 'gatsby';
import { HOME_PATH } from '../domain/routes';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';

export default function ServerErrorPage(): React.JSX.Element {
  const { labels, categories } = useSiteData();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        500
      </p>
      <h1 id="error-title" className="error-title">
        {labels.errorTitle}
      </h1>
      <p className="error-text">{labels.errorText}</p>
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
  return <ErrorSeo path={location.pathname} />;
}

function ErrorSeo({ path }: { path: string }): React.JSX.Element {
  const { labels } = useSiteData();
  return <Seo title={labels.errorTitle} description={labels.errorText} path={path} />;
}
