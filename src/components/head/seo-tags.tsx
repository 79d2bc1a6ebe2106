/**
 * The one Seo component every page's Head renders (Gatsby's built-in Head API:
 * https://www.gatsbyjs.com/docs/reference/built-in-components/gatsby-head/): title, description,
 * canonical URL, Open Graph and Twitter card tags, and JSON-LD blocks. The RSS `<link>` is added to
 * every page by gatsby-plugin-feed, the sitemap `<link>` by gatsby-plugin-sitemap.
 */
import React from 'react';
import { JsonLd, serializeJsonLd } from '../../domain/seo/json-ld';
import { absoluteUrl } from '../../domain/listings/routes';
import { documentTitle, OG_LOCALES, SHARE_IMAGE, siteTagline } from '../../domain/seo/titles';
import { useSiteData } from '../../hooks/use-site-data';

export interface ArticleMeta {
  publishedTime: string;
  modifiedTime: string;
  /** the author page, when the article has an author */
  authorPath: string | null;
  /** the primary category's title */
  section: string | null;
}

export interface SeoProps {
  /** the page's own title; the site title is appended by `documentTitle` */
  title: string;
  description: string;
  /** the canonical path of the page (from routes.ts) */
  path: string;
  /** Open Graph type: `article` on articles, `website` elsewhere */
  article?: ArticleMeta;
  jsonLd?: JsonLd[];
  /** error pages: kept out of search results */
  noindex?: boolean;
  /** the page's own RSS feed (a category's, a topic's), beside the site feed every page links */
  feed?: { title: string; path: string };
  /** the share image (a path on the site); default: the site's share image */
  image?: { src: string; width: number; height: number; type: string; alt: string };
}

export function Seo({
  title,
  description,
  path,
  article,
  jsonLd = [],
  noindex = false,
  feed,
  image: ownImage,
}: SeoProps): React.JSX.Element {
  const site = useSiteData();
  const url = absoluteUrl(site.siteUrl, path);
  const shared = ownImage ?? {
    ...SHARE_IMAGE,
    src: site.defaultImage,
    alt: siteTagline(site.locale, site.title),
  };
  const image = absoluteUrl(site.siteUrl, shared.src);
  const imageAlt = shared.alt;
  return (
    <>
      <title>{documentTitle(title, site.title)}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {feed && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={absoluteUrl(site.siteUrl, feed.path)}
        />
      )}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content={OG_LOCALES[site.locale]} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={shared.type} />
      <meta property="og:image:width" content={String(shared.width)} />
      <meta property="og:image:height" content={String(shared.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article && <meta property="article:modified_time" content={article.modifiedTime} />}
      {article?.authorPath && (
        <meta property="article:author" content={absoluteUrl(site.siteUrl, article.authorPath)} />
      )}
      {article?.section && <meta property="article:section" content={article.section} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {jsonLd.map((block, i) => (
        <script
          key={`ld-${i}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }}
        />
      ))}
    </>
  );
}
