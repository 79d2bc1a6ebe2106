/** An article: title, author, date, category trail, body, related articles. */
import React from 'react';
import { graphql, HeadProps, Link, PageProps } from 'gatsby';
import type { BodyNode, Heading } from '../domain/body-tree';
import { articleTrail } from '../domain/breadcrumbs';
import type { ArticleContext } from '../types/page-context';
import { BodyTree } from '../components/body-tree';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CardGrid, categoryClass } from '../components/article-card';
import { AuthorAvatar } from '../components/author-avatar';
import { SectionHeading } from '../components/section-heading';
import { FormattedDate } from '../components/formatted-date';
import { Seo } from '../components/seo';
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
  const primary = pageContext.trail;
  const trail = articleTrail(labels.home, { title: article.title, path: article.path }, primary);
  return (
    <>
      <article className={`article ${primary ? categoryClass(primary) : 'cat-none'}`}>
        <Breadcrumbs trail={trail} />
        <header className="article-header">
          {primary && (
            <p className="article-kicker">
              <Link to={primary.subcategory.path}>{primary.subcategory.title}</Link>
            </p>
          )}
          <h1 className="article-title">{article.title}</h1>
          <p className="article-meta">
            {article.author && pageContext.authorPath && (
              <>
                <span className="article-meta-author">
                  <AuthorAvatar name={article.author} size="sm" />
                  <span>
                    {labels.by} <Link to={pageContext.authorPath}>{article.author}</Link>
                  </span>
                </span>
              </>
            )}
            <span>
              {labels.published} <FormattedDate iso={article.date} />
            </span>
          </p>
        </header>
        <div className="article-body">
          <BodyTree nodes={article.body} />
        </div>
      </article>
      {pageContext.related.length > 0 && (
        <section className="page-section related-articles" aria-labelledby="related-heading">
          <SectionHeading id="related-heading">{labels.relatedArticles}</SectionHeading>
          <CardGrid cards={pageContext.related} />
        </section>
      )}
    </>
  );
}

export function Head({ data, location }: HeadProps<ArticleData, ArticleContext>): React.JSX.Element {
  const { article } = data;
  return (
    <Seo
      title={article.title}
      description={article.description ?? article.excerpt}
      path={location.pathname}
    />
  );
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
