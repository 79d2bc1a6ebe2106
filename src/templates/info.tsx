/** An info page (about us, privacy policy, terms) from content/info/*.md. */
import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import type { InfoContext } from '../types/page-context';
import { ArticleBody } from '../components/article/body';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { Breadcrumbs } from '../components/frame/breadcrumb-trail';
import { FirstScreenEnd } from '../components/frame/first-screen-end';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

export default function InfoTemplate({
  data,
  pageContext,
}: PageProps<Queries.InfoPageQuery, InfoContext>): React.JSX.Element {
  const { labels } = useSiteData();
  const { page } = pageContext;
  return (
    <article className="article">
      <Breadcrumbs trail={trailFrom(labels.home, { title: page.title, path: page.path })} />
      <header className="article-header">
        <h1 className="article-title">{page.title}</h1>
        <FirstScreenEnd />
      </header>
      {/* the generated type says `| null`; createPages gives every info page its node's id */}
      <ArticleBody html={data.markdownRemark!.articleBody.html} />
    </article>
  );
}

export const Head = lazyHead(
  ({ InfoHead }, { pageContext }: HeadProps<Queries.InfoPageQuery, InfoContext>) => (
    <InfoHead page={pageContext.page} />
  ),
);

export const query = graphql`
  query InfoPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      articleBody {
        html
      }
    }
  }
`;
