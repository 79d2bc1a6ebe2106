/** A subcategory: its articles (paginated). */
import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { formatLabel } from '../domain/labels';
import type { SubcategoryContext } from '../types/page-context';
import { trailFrom } from '../domain/breadcrumbs';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CardGrid } from '../components/article-card';
import { Pager } from '../components/pager';
import { SubcategoryHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

export default function SubcategoryTemplate({
  pageContext: ctx,
}: PageProps<object, SubcategoryContext>): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <>
      <Breadcrumbs trail={trailFrom(labels.home, ctx.category, { title: ctx.title, path: ctx.href })} />
      <h1 className="fw-bold">{ctx.title}</h1>
      <p className="lead">{ctx.description}</p>
      <p className="text-body-secondary">{formatLabel(labels.articleCount, { count: ctx.total })}</p>
      {ctx.articles.length > 0 ? <CardGrid cards={ctx.articles} /> : <p>{labels.noArticles}</p>}
      <Pager pagination={ctx.pagination} />
    </>
  );
}

export function Head({ pageContext }: HeadProps<object, SubcategoryContext>): React.JSX.Element {
  return <SubcategoryHead context={pageContext} />;
}
