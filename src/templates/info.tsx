/** An info page (about us, privacy policy, terms) from content/info/*.md. */
import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import type { BodyNode } from '../domain/body-tree';
import type { InfoContext } from '../types/page-context';
import { BodyTree } from '../components/body-tree';
import { trailFrom } from '../domain/breadcrumbs';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';

export interface InfoData {
  infoPage: {
    name: string;
    path: string;
    title: string;
    description: string | null;
    excerpt: string;
    body: BodyNode[];
  };
}

export default function InfoTemplate({ data }: PageProps<InfoData, InfoContext>): React.JSX.Element {
  const { labels } = useSiteData();
  const page = data.infoPage;
  return (
    <article className="article">
      <Breadcrumbs trail={trailFrom(labels.home, { title: page.title, path: page.path })} />
      <header className="article-header">
        <h1 className="article-title">{page.title}</h1>
      </header>
      <div className="article-body">
        <BodyTree nodes={page.body} />
      </div>
    </article>
  );
}

export function Head({ data, location }: HeadProps<InfoData, InfoContext>): React.JSX.Element {
  const page = data.infoPage;
  return <Seo title={page.title} description={page.description ?? page.excerpt} path={location.pathname} />;
}

export const query = graphql`
  query InfoPage($id: String!) {
    infoPage(id: { eq: $id }) {
      name
      path
      title
      description
      excerpt
      body
    }
  }
`;
