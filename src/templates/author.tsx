/** An author: bio, then their articles (paginated). */
import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { formatLabel } from '../domain/labels';
import type { AuthorContext } from '../types/page-context';
import { authorTrail } from '../domain/breadcrumbs';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CardGrid } from '../components/article-card';
import { Pager } from '../components/pager';
import { AuthorHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

export default function AuthorTemplate({
  pageContext: ctx,
}: PageProps<object, AuthorContext>): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <>
      <Breadcrumbs trail={authorTrail(labels.home, labels.authors, { title: ctx.name, path: ctx.href })} />
      <h1 className="fw-bold">{ctx.name}</h1>
      <p className="lead">{ctx.description}</p>
      <h2 className="h4">
        {formatLabel(labels.articlesBy, { name: ctx.name })}{' '}
        <span className="small text-body-secondary">
          ({formatLabel(labels.articleCount, { count: ctx.total })})
        </span>
      </h2>
      {ctx.articles.length > 0 ? <CardGrid cards={ctx.articles} /> : <p>{labels.noArticles}</p>}
      <Pager pagination={ctx.pagination} />
    </>
  );
}

export function Head({ pageContext }: HeadProps<object, AuthorContext>): React.JSX.Element {
  return <AuthorHead context={pageContext} />;
}
