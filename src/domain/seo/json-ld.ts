/**
 * Pure builders of schema.org JSON-LD (https://schema.org, Google's structured-data guides) and
 * the one safe way to put it in a `<script>`. URLs are absolute, made by routes.ts.
 */
import type { Crumb } from '../listings/cards';
import { absoluteUrl, HOME_PATH } from '../listings/routes';

export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

export interface SiteFacts {
  siteUrl: string;
  /** the site title, used as the organisation and website name */
  name: string;
  description: string;
  /** BCP 47 language of the pages */
  language: string;
  /** path of the publisher logo image under the site */
  logoPath: string;
  logoWidth: number;
  logoHeight: number;
}

const CONTEXT = 'https://schema.org';

/** The stable `@id` of the site's Organization, so that other nodes can refer to it. */
export const organizationId = (siteUrl: string): string => `${absoluteUrl(siteUrl, HOME_PATH)}#organization`;

/** The publisher: the site as an Organization with its logo. */
export function organization(site: SiteFacts): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(site.siteUrl),
    name: site.name,
    url: absoluteUrl(site.siteUrl, HOME_PATH),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(site.siteUrl, site.logoPath),
      width: site.logoWidth,
      height: site.logoHeight,
    },
  };
}

/** The site itself (home page), published by the Organization. */
export function webSite(site: SiteFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${absoluteUrl(site.siteUrl, HOME_PATH)}#website`,
    name: site.name,
    description: site.description,
    url: absoluteUrl(site.siteUrl, HOME_PATH),
    inLanguage: site.language,
    publisher: { '@id': organizationId(site.siteUrl) },
  };
}

/** The Organization as a top-level block (home page). */
export const organizationBlock = (site: SiteFacts): JsonLd => ({
  '@context': CONTEXT,
  ...organization(site),
});

export interface PersonFacts {
  name: string;
  /** the author page */
  path: string;
  description?: string | null;
}

/** A Person (an author), identified by the URL of their author page. */
export function person(siteUrl: string, p: PersonFacts): JsonLd {
  const url = absoluteUrl(siteUrl, p.path);
  return {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: p.name,
    url,
    ...(p.description ? { description: p.description } : {}),
  };
}

/** The Person block of an author page, the main entity of that page. */
export const personBlock = (siteUrl: string, p: PersonFacts): JsonLd => ({
  '@context': CONTEXT,
  ...person(siteUrl, p),
  mainEntityOfPage: absoluteUrl(siteUrl, p.path),
});

export interface ArticleFacts {
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified: string;
  /** null when the article has no author: the Organization is named instead */
  author: PersonFacts | null;
  /** absolute URL of the image */
  image: string;
  section?: string | null;
}

/** An Article with its author (Person with the author page URL) and publisher (Organization). */
export function article(site: SiteFacts, a: ArticleFacts): JsonLd {
  const url = absoluteUrl(site.siteUrl, a.path);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    author: a.author ? person(site.siteUrl, a.author) : organization(site),
    publisher: organization(site),
    image: [a.image],
    inLanguage: site.language,
    ...(a.section ? { articleSection: a.section } : {}),
  };
}

export interface CollectionFacts {
  name: string;
  description: string;
  path: string;
  /** what the page lists, in its order (a topic's articles of this page, a series' parts) */
  items: readonly Crumb[];
}

/** A CollectionPage (a topic, a series, the topics index) with the list it shows as an ItemList. */
export function collectionPage(site: SiteFacts, c: CollectionFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: c.name,
    description: c.description,
    url: absoluteUrl(site.siteUrl, c.path),
    inLanguage: site.language,
    isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl(site.siteUrl, HOME_PATH) },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: c.items.length,
      itemListElement: c.items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.title,
        url: absoluteUrl(site.siteUrl, item.path),
      })),
    },
  };
}

/** A BreadcrumbList of the same trail the visible breadcrumbs show (src/domain/listings/breadcrumbs.ts). */
export function breadcrumbList(siteUrl: string, trail: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.title,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

/**
 * JSON for inside `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes so no
 * text (a title with "</script>") can end the script element; U+2028/2029 are escaped for old
 * parsers. These characters only occur inside JSON strings, where the escapes mean the same.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
