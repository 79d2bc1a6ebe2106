/** The list of authors; hydration keeps it as the server rendered it (src/components/frame/kept-links.tsx). */
import React from 'react';
import { HeadProps, Link, PageProps } from 'gatsby';
import { articleCountLabel } from '../domain/locales/labels';
import { AUTHORS_PATH } from '../domain/listings/routes';
import type { AuthorsContext } from '../types/page-context';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { lazyHead } from '../components/head/lazy-head';
import { AuthorAvatar } from '../components/listing/author-avatar';
import { PageHeader } from '../components/frame/page-header';
import { KeptLinks } from '../components/frame/kept-links';
import { useSiteData } from '../hooks/use-site-data';

export default function AuthorsTemplate({
  pageContext: ctx,
}: PageProps<object, AuthorsContext>): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <>
      <PageHeader
        trail={trailFrom(labels.home, { title: labels.authors, path: AUTHORS_PATH })}
        title={labels.authors}
      />
      <KeptLinks contentKey={AUTHORS_PATH}>
        <ul className="card-grid row g-3 g-lg-4 row-cols-1 row-cols-md-2 row-cols-lg-3">
          {ctx.authors.map((a) => (
            <li key={a.path} className="col">
              <article className="author-card">
                <AuthorAvatar name={a.name} />
                <div>
                  <h2 className="author-card-name">
                    <Link to={a.path}>{a.name}</Link>
                  </h2>
                  <p className="author-card-bio">{a.description}</p>
                  <p className="author-card-count">{articleCountLabel(labels, a.count)}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </KeptLinks>
    </>
  );
}

export const Head = lazyHead(({ AuthorsHead }, _props: HeadProps<object, AuthorsContext>) => <AuthorsHead />);
