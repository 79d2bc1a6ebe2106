/** Site header: logo, Sections menu and the title search box. */
import React from 'react';
import { Link } from 'gatsby';
import { HOME_PATH } from '../domain/routes';
import { useSiteData } from '../hooks/use-site-data';

export function Header(): React.JSX.Element {
  const { title, categories, labels } = useSiteData();
  return (
    <header className="site-header border-bottom">
      <nav className="container d-flex align-items-center gap-3 py-2" aria-label={labels.sections}>
        <Link to={HOME_PATH} className="site-logo fw-bold text-decoration-none">
          {title}
        </Link>
        <details>
          <summary>{labels.sections}</summary>
          <ul>
            {categories.map((c) => (
              <li key={c.key}>
                <Link to={c.path}>{c.title}</Link>
                <ul>
                  {c.subcategories.map((s) => (
                    <li key={s.key}>
                      <Link to={s.path}>{s.title}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      </nav>
    </header>
  );
}
