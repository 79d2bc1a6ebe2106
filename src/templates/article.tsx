/**
 * An article: category trail, title, author, dates and reading time, table of contents, body,
 * share links, author card, previous/next (in its series, else its subcategory), related articles;
 * its topics as chips and, in a series, the series box.
 */
import React from 'react';
import { graphql, HeadProps, Link, PageProps } from 'gatsby';
import { articleTrail } from '../domain/listings/breadcrumbs';
import type { ArticleContext } from '../types/page-context';
import { ArticleBody } from '../components/article/body';
import { Breadcrumbs } from '../components/frame/breadcrumb-trail';
import { CardGrid, categoryClass } from '../components/listing/article-card';
import { cardsWithTexts } from '../components/listing/card-texts';
import { AuthorAvatar } from '../components/listing/author-avatar';
import { SectionHeading } from '../components/article/section-heading';
import { FormattedDate } from '../components/listing/formatted-date';
import { lazyHead } from '../components/head/lazy-head';
import { ReadingTime } from '../components/article/reading-time';
import { TableOfContents } from '../components/article/table-of-contents';
import { ShareLinks } from '../components/article/share-links';
import { AuthorCard } from '../components/article/author-card';
import { ArticleNav } from '../components/article/article-nav';
import { modifiedDate } from '../domain/content/dates';
import { ELEMENT_IDS } from '../domain/html/element-ids';
import { FirstScreenEnd } from '../components/frame/first-screen-end';
import { useSiteData } from '../hooks/use-site-data';
import { CoverPicture } from '../components/article/cover-picture';
import { COVER_IMAGE_SIZES } from '../domain/pictures/sizes';
import { PreviewBadge } from '../components/frame/preview-badge';
import { PreviewReload } from '../components/frame/preview-reload';

export default function ArticleTemplate({
  data,
  pageContext,
}: PageProps<Queries.ArticlePageQuery, ArticleContext>): React.JSX.Element {
  const { labels } = useSiteData();
  const { article } = pageContext;
  // the preview only: the file was saved with an error while this page was open
  if (!article) return <PreviewReload />;
  // the article's body, rendered and sanitised once; the generated type says `| null`, but
  // createPages gives every article page the id of its node (a build without one stops)
  const body = data.markdownRemark!.articleBody;
  const primary = pageContext.trail;
  const trail = articleTrail(labels.home, { title: article.title, path: article.path }, primary);
  // the date JSON-LD gives as dateModified: `updated` when it is later than the publication date
  const updated = modifiedDate(article.date, article.updated);
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
          {process.env.NODE_ENV !== 'production' && article.mark && (
            // only `gatsby develop` ever shows a draft or a scheduled article (src/domain/content/publishing.ts);
            // the literal test lets production bundles drop the badge (see preview-badge.tsx)
            <p className="article-kicker" data-testid="preview-notice">
              <PreviewBadge mark={article.mark} />
            </p>
          )}
          <h1 className="article-title">{article.title}</h1>
          <p className="article-meta">
            {article.author && pageContext.authorPath && (
              <span className="article-meta-author">
                <AuthorAvatar name={article.author} size="sm" />
                <span>
                  {labels.by} <Link to={pageContext.authorPath}>{article.author}</Link>
                </span>
              </span>
            )}
            <span>
              {labels.published} <FormattedDate iso={article.date} text={article.dateText} />
            </span>
            {updated !== article.date && (
              <span data-testid="article-updated">
                {labels.updated} <FormattedDate iso={updated} text={article.modifiedText} />
              </span>
            )}
            <ReadingTime words={body.words} />
          </p>
          {pageContext.topicsHtml && (
            // written and escaped at build time (src/domain/listings/topic-markup.ts): HTML, no component code
            <ArticleBody html={pageContext.topicsHtml} className="article-topics" />
          )}
          <FirstScreenEnd />
        </header>
        {article.cover && (
          // the page's largest paint: eager and high priority
          <CoverPicture
            className="article-hero"
            image={article.cover.hero}
            alt={article.cover.alt}
            sizes={COVER_IMAGE_SIZES.hero}
            priority
          />
        )}
        {pageContext.seriesHtml && <ArticleBody html={pageContext.seriesHtml} className="article-series" />}
        <TableOfContents headings={body.headings} />
        <ArticleBody html={body.html} />
        <div className="article-end">
          <ShareLinks title={article.title} path={article.path} />
          {article.author && pageContext.authorPath && pageContext.authorBio && (
            <AuthorCard name={article.author} bio={pageContext.authorBio} path={pageContext.authorPath} />
          )}
          <ArticleNav newer={pageContext.newer} older={pageContext.older} />
        </div>
      </article>
      {pageContext.related.length > 0 && (
        <section className="page-section related-articles" aria-labelledby={ELEMENT_IDS.related}>
          <SectionHeading id={ELEMENT_IDS.related}>{labels.relatedArticles}</SectionHeading>
          <CardGrid cards={cardsWithTexts(pageContext.related, data)} />
        </section>
      )}
    </>
  );
}

export const Head = lazyHead(
  ({ ArticleHead }, { data, pageContext }: HeadProps<Queries.ArticlePageQuery, ArticleContext>) => (
    <ArticleHead
      article={{
        ...pageContext.article,
        excerpt: data.markdownRemark!.articleBody.excerpt,
      }}
      context={pageContext}
    />
  ),
);

export const query = graphql`
  query ArticlePage($id: String!, $cardTextIds: [String!]!) {
    ...CardTexts
    markdownRemark(id: { eq: $id }) {
      articleBody {
        html
        words
        excerpt
        headings {
          depth
          id
          text
        }
      }
    }
  }
`;
