/** A category: its subcategories, then its articles (paginated). */
import React from 'react';
import { graphql, HeadProps, Link, PageProps } from 'gatsby';
import { articleCountLabel } from '../domain/locales/labels';
import type { CategoryContext } from '../types/page-context';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { PageHeader } from '../components/frame/page-header';
import { SectionHeading } from '../components/article/section-heading';
import { KeptCardGrid } from '../components/listing/kept-card-grid';
import { cardsWithTexts } from '../components/listing/card-texts';
import { Pager } from '../components/listing/pager';
import { lazyHead } from '../components/head/lazy-head';
import { FeedLink } from '../components/topics/feed-link';
import { useSiteData } from '../hooks/use-site-data';

export default function CategoryTemplate({
  data,
  pageContext: ctx,
}: PageProps<Queries.CategoryPageQuery, CategoryContext>): React.JSX.Element {
  const { labels } = useSiteData();
  const cards = cardsWithTexts(ctx.articles, data);
  return (
    <>
      <PageHeader
        trail={trailFrom(labels.home, { title: ctx.title, path: ctx.href })}
        title={ctx.title}
        description={ctx.description}
        className={`page-header-category cat-${ctx.key}`}
      >
        <nav aria-label={labels.subcategories}>
          <ul className="chip-list">
            {ctx.subcategories.map((s) => (
              <li key={s.key}>
                <Link to={s.path} className="chip">
                  {s.title} <span className="chip-count">{s.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FeedLink feed={ctx.feed} />
      </PageHeader>
      <section aria-labelledby="articles-heading" className="page-section">
        <SectionHeading id="articles-heading" aside={articleCountLabel(labels, ctx.total)}>
          {labels.articles}
        </SectionHeading>
        {ctx.articles.length > 0 ? (
          <KeptCardGrid cards={cards} listedIn={ctx.href} priorityFirst />
        ) : (
          <p className="empty-note">{labels.noArticles}</p>
        )}
        <Pager pagination={ctx.pagination} />
      </section>
    </>
  );
}

export const Head = lazyHead(({ CategoryHead }, { pageContext }: HeadProps<object, CategoryContext>) => (
  <CategoryHead context={pageContext} />
));

export const query = graphql`
  query CategoryPage($cardTextIds: [String!]!) {
    ...CardTexts
  }
`;
