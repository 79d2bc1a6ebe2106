/** A subcategory, or a topic (src/domain/listings/topics.ts): its articles (paginated). */
import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { articleCountLabel } from '../domain/locales/labels';
import { TOPICS_PATH } from '../domain/listings/routes';
import type { SubcategoryContext, TopicContext } from '../types/page-context';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { PageHeader } from '../components/frame/page-header';
import { SectionHeading } from '../components/article/section-heading';
import { KeptCardGrid } from '../components/listing/kept-card-grid';
import { cardsWithTexts } from '../components/listing/card-texts';
import { Pager } from '../components/listing/pager';
import { FeedLink } from '../components/topics/feed-link';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

type ListingContext = SubcategoryContext | TopicContext;

export default function SubcategoryTemplate({
  data,
  pageContext: ctx,
}: PageProps<Queries.SubcategoryPageQuery, ListingContext>): React.JSX.Element {
  const { labels } = useSiteData();
  const cards = cardsWithTexts(ctx.articles, data);
  // a topic sits under the topics index; a subcategory under its category, in its colours
  const parent = 'topic' in ctx ? { title: labels.topics, path: TOPICS_PATH } : ctx.category;
  return (
    <>
      <PageHeader
        trail={trailFrom(labels.home, parent, { title: ctx.title, path: ctx.href })}
        title={ctx.title}
        description={ctx.description}
        className={'topic' in ctx ? '' : `page-header-category cat-${ctx.categoryKey}`}
      >
        {'topic' in ctx && <FeedLink feed={ctx.feed} />}
      </PageHeader>
      <section aria-labelledby="articles-heading" className="page-section">
        <SectionHeading id="articles-heading" aside={articleCountLabel(labels, ctx.total)}>
          {labels.articles}
        </SectionHeading>
        {ctx.articles.length > 0 ? (
          <KeptCardGrid
            cards={cards}
            listedIn={'topic' in ctx ? undefined : ctx.category.path}
            priorityFirst
          />
        ) : (
          <p className="empty-note">{labels.noArticles}</p>
        )}
        <Pager pagination={ctx.pagination} />
      </section>
    </>
  );
}

export const Head = lazyHead(
  ({ SubcategoryHead, TopicHead }, { pageContext }: HeadProps<object, ListingContext>) =>
    'topic' in pageContext ? <TopicHead context={pageContext} /> : <SubcategoryHead context={pageContext} />,
);

export const query = graphql`
  query SubcategoryPage($cardTextIds: [String!]!) {
    ...CardTexts
  }
`;
