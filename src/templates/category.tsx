/** A category: its subcategories, then its articles (paginated). */
import React from 'react';
import { HeadProps, Link, PageProps } from 'gatsby';
import { formatLabel } from '../domain/labels';
import type { CategoryContext } from '../types/page-context';
import { trailFrom } from '../domain/breadcrumbs';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CardGrid } from '../components/article-card';
import { Pager } from '../components/pager';
import { CategoryHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

export default function CategoryTemplate({
  pageContext: ctx,
}: PageProps<object, CategoryContext>): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <>
      <Breadcrumbs trail={trailFrom(labels.home, { title: ctx.title, path: ctx.href })} />
      <h1 className="fw-bold">{ctx.title}</h1>
      <p className="lead">{ctx.description}</p>
      <section aria-labelledby="subcategories-heading" className="mb-4">
        <h2 id="subcategories-heading" className="h4">
          {labels.subcategories}
        </h2>
        <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2">
          {ctx.subcategories.map((s) => (
            <li key={s.key} className="col">
              <Link
                to={s.path}
                className="d-block border rounded p-2 h-100 text-decoration-none subcategory-link"
              >
                <span className="fw-semibold">{s.title}</span>{' '}
                <span className="badge text-bg-secondary">{s.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="articles-heading">
        <h2 id="articles-heading" className="h4">
          {labels.articles}{' '}
          <span className="small text-body-secondary">
            ({formatLabel(labels.articleCount, { count: ctx.total })})
          </span>
        </h2>
        {ctx.articles.length > 0 ? <CardGrid cards={ctx.articles} /> : <p>{labels.noArticles}</p>}
        <Pager pagination={ctx.pagination} />
      </section>
    </>
  );
}

export function Head({ pageContext }: HeadProps<object, CategoryContext>): React.JSX.Element {
  return <CategoryHead context={pageContext} />;
}
