/** An author: bio, then their articles (paginated). */
import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { articleCountLabel, formatLabel } from '../domain/locales/labels';
import type { AuthorContext } from '../types/page-context';
import { authorTrail } from '../domain/listings/breadcrumbs';
import { AuthorAvatar } from '../components/listing/author-avatar';
import { PageHeader } from '../components/frame/page-header';
import { SectionHeading } from '../components/article/section-heading';
import { KeptCardGrid } from '../components/listing/kept-card-grid';
import { cardsWithTexts } from '../components/listing/card-texts';
import { Pager } from '../components/listing/pager';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

export default function AuthorTemplate({
  data,
  pageContext: ctx,
}: PageProps<Queries.AuthorPageQuery, AuthorContext>): React.JSX.Element {
  const { labels } = useSiteData();
  const cards = cardsWithTexts(ctx.articles, data);
  return (
    <>
      <PageHeader
        trail={authorTrail(labels.home, labels.authors, { title: ctx.name, path: ctx.href })}
        title={ctx.name}
        description={ctx.description}
        className="page-header-author"
        media={<AuthorAvatar name={ctx.name} size="lg" />}
      />
      <section aria-labelledby="articles-heading" className="page-section">
        <SectionHeading id="articles-heading" aside={articleCountLabel(labels, ctx.total)}>
          {formatLabel(labels.articlesBy, { name: ctx.name })}
        </SectionHeading>
        {ctx.articles.length > 0 ? (
          <KeptCardGrid cards={cards} priorityFirst />
        ) : (
          <p className="empty-note">{labels.noArticles}</p>
        )}
        <Pager pagination={ctx.pagination} />
      </section>
    </>
  );
}

export const Head = lazyHead(({ AuthorHead }, { pageContext }: HeadProps<object, AuthorContext>) => (
  <AuthorHead context={pageContext} />
));

export const query = graphql`
  query AuthorPage($cardTextIds: [String!]!) {
    ...CardTexts
  }
`;
