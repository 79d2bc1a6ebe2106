/** A topic: its articles, newest first (paginated like a category), and its feed. */
import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { articleCountLabel, formatLabel } from '../domain/locales/labels';
import { TOPICS_PATH } from '../domain/listings/routes';
import type { TopicContext } from '../types/page-context';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { PageHeader } from '../components/frame/page-header';
import { SectionHeading } from '../components/article/section-heading';
import { KeptCardGrid } from '../components/listing/kept-card-grid';
import { cardsWithTexts } from '../components/listing/card-texts';
import { Pager } from '../components/listing/pager';
import { FeedLink } from '../components/topics/feed-link';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

export default function TopicTemplate({
  data,
  pageContext: ctx,
}: PageProps<Queries.TopicPageQuery, TopicContext>): React.JSX.Element {
  const { labels } = useSiteData();
  const cards = cardsWithTexts(ctx.articles, data);
  return (
    <>
      <PageHeader
        trail={trailFrom(
          labels.home,
          { title: labels.topics, path: TOPICS_PATH },
          { title: ctx.title, path: ctx.href },
        )}
        title={ctx.title}
        description={ctx.description ?? formatLabel(labels.topicAbout, { name: ctx.title })}
      >
        <FeedLink path={ctx.feedPath} name={ctx.title} />
      </PageHeader>
      <section aria-labelledby="articles-heading" className="page-section">
        <SectionHeading id="articles-heading" aside={articleCountLabel(labels, ctx.total)}>
          {labels.articles}
        </SectionHeading>
        <KeptCardGrid cards={cards} priorityFirst />
        <Pager pagination={ctx.pagination} />
      </section>
    </>
  );
}

export const Head = lazyHead(({ TopicHead }, { pageContext }: HeadProps<object, TopicContext>) => (
  <TopicHead context={pageContext} />
));

export const query = graphql`
  query TopicPage($cardTextIds: [String!]!) {
    ...CardTexts
  }
`;
