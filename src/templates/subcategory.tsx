/** A subcategory: its articles (paginated). */
import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { articleCountLabel } from '../domain/locales/labels';
import type { SubcategoryContext } from '../types/page-context';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { PageHeader } from '../components/frame/page-header';
import { SectionHeading } from '../components/article/section-heading';
import { KeptCardGrid } from '../components/listing/kept-card-grid';
import { cardsWithTexts } from '../components/listing/card-texts';
import { Pager } from '../components/listing/pager';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

export default function SubcategoryTemplate({
  data,
  pageContext: ctx,
}: PageProps<Queries.SubcategoryPageQuery, SubcategoryContext>): React.JSX.Element {
  const { labels } = useSiteData();
  const cards = cardsWithTexts(ctx.articles, data);
  return (
    <>
      <PageHeader
        trail={trailFrom(labels.home, ctx.category, { title: ctx.title, path: ctx.href })}
        title={ctx.title}
        description={ctx.description}
        className={`page-header-category cat-${ctx.categoryKey}`}
      />
      <section aria-labelledby="articles-heading" className="page-section">
        <SectionHeading id="articles-heading" aside={articleCountLabel(labels, ctx.total)}>
          {labels.articles}
        </SectionHeading>
        {ctx.articles.length > 0 ? (
          <KeptCardGrid cards={cards} listedIn={ctx.category.path} priorityFirst />
        ) : (
          <p className="empty-note">{labels.noArticles}</p>
        )}
        <Pager pagination={ctx.pagination} />
      </section>
    </>
  );
}

export const Head = lazyHead(
  ({ SubcategoryHead }, { pageContext }: HeadProps<object, SubcategoryContext>) => (
    <SubcategoryHead context={pageContext} />
  ),
);

export const query = graphql`
  query SubcategoryPage($cardTextIds: [String!]!) {
    ...CardTexts
  }
`;
