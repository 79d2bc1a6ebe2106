/** The body of the 404 and 500 pages: code, title, text, a way home and the categories. */
import React from 'react';
import { Link } from 'gatsby';
import { HOME_PATH } from '../../domain/listings/routes';
import { FirstScreenEnd } from './first-screen-end';
import { useSiteData } from '../../hooks/use-site-data';

export interface ErrorPageProps {
  code: 404 | 500;
  title: string;
  text: string;
}

export function ErrorPage({ code, title, text }: ErrorPageProps): React.JSX.Element {
  const { labels, categories } = useSiteData();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title" className="error-title">
        {title}
      </h1>
      <p className="error-text">{text}</p>
      <FirstScreenEnd />
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
