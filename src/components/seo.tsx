/**
 * The one Seo component every page's Head renders (Gatsby's built-in Head API:
 * https://www.gatsbyjs.com/docs/reference/built-in-components/gatsby-head/).
 */
import React from 'react';
import { absoluteUrl } from '../domain/routes';
import { useSiteData } from '../hooks/use-site-data';

export interface SeoProps {
  title: string;
  description: string;
  path: string;
  children?: React.ReactNode;
}

export function Seo({ title, description, path, children }: SeoProps): React.JSX.Element {
  const { siteUrl, title: siteTitle } = useSiteData();
  const fullTitle = title === siteTitle ? title : `${title} | ${siteTitle}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={absoluteUrl(siteUrl, path)} />
      {children}
    </>
  );
}
