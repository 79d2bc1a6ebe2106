/** An article: title, author, date, category trail, body, related articles. */
import React from 'react';
import { graphql, HeadProps, Link, PageProps } from 'gatsby';
import type { BodyNode, Heading } from '../domain/body-tree';
import { articleTrail } from '../domain/breadcrumbs';
import type { ArticleContext } from '../types/page-context';
import { BodyTree } from '../components/body-tree';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CardGrid } from '../components/article-card';
import { FormattedDate } from '../components/formatted-date';
import { ArticleHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

export interface ArticleData {
  article: {
    articleId: number;
    title: string;
    slug: string;
    path: string;
    date: string;
    updated: string | null;
    author: string | null;
    description: string | null;
    excerpt: string;
    words: number;
    body: BodyNode[];
    headings: Heading[];
  };
}

export default function ArticleTemplate({
  data,
  pageContext,
}: PageProps<ArticleData, ArticleContext>): React.JSX.Element {
  const { labels } = useSiteData();
  const { article } = data;
  const trail = articleTrail(labels.home, { title: article.title, path: article.path }, pageContext.trail);
  return (
    <article className="article mx-auto">
      <Breadcrumbs trail={trail} />
      <header className="mb-4">
        <h1 className="display-6 fw-bold">{article.title}</h1>
        <p className="text-body-secondary small">
          {article.author && pageContext.authorPath && (
            <>
              {labels.by} <Link to={pageContext.authorPath}>{article.author}</Link> ·{' '}
            </>
          )}
          {labels.published} <FormattedDate iso={article.date} />
        </p>
      </header>
      <div className="article-body">
        <BodyTree nodes={article.body} />
      </div>
      {pageContext.related.length > 0 && (
        <section className="mt-5" aria-labelledby="related-heading">
          <h2 id="related-heading" className="h4">
            {labels.relatedArticles}
          </h2>
          <CardGrid cards={pageContext.related} />
        </section>
      )}
    </article>
  );
}

export function Head({ data, pageContext }: HeadProps<ArticleData, ArticleContext>): React.JSX.Element {
  return <ArticleHead article={data.article} context={pageContext} />;
}

export const query = graphql`
  query ArticlePage($id: String!) {
    article(id: { eq: $id }) {
      articleId
      title
      slug
      path
      date
      updated
      author
      description
      excerpt
      words
      body
      headings {
        depth
        id
        text
      }
    }
  }
`;
