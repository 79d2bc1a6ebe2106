/**
 * Site metadata, the build's year and the taxonomy tree for the header menu and footer. One static
 * query, the site's only one: Gatsby stores its result in a single JSON file that every page
 * shares, fetched once on a first visit (each static query is a request of its own, then cached).
 * The result type is Gatsby's generated `Queries.SiteDataQuery` (gatsby-types.d.ts); the
 * metadata's type is `SiteMetadata` of src/site-config.ts, which the query result must fit.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { labelsFor, Labels, Locale, isLocale } from '../domain/locales/labels';
import type { SiteMetadata } from '../site-config';

/** A category of the menu, with its subcategories, as the static query gives it. */
export type MenuCategory = Queries.SiteDataQuery['allCategory']['nodes'][number];

/** The site metadata of src/site-config.ts, the menu's categories and the locale's labels. */
export interface SiteData extends SiteMetadata {
  categories: readonly MenuCategory[];
  labels: Labels;
  /** the year the site was built (the footer's copyright line) */
  buildYear: number;
}

/** Site metadata, menu categories and the interface labels of the build's locale. */
export function useSiteData(): SiteData {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          title
          siteName
          description
          siteUrl
          locale
          wordsPerMinute
          defaultImage
          themeColor
          sponsoredHeading
          contacts {
            email
            video
            social
            photos
          }
        }
      }
      allCategory(sort: { position: ASC }) {
        nodes {
          key
          path
          title
          subcategories {
            key
            path
            title
          }
        }
      }
    }
  `);
  // The generated type says `| null` (GraphQL cannot know), but gatsby-config always sets the
  // metadata; asserting adds no browser code. GraphQL gives the locale as a plain string; every
  // other field must be what site-config says.
  const meta: Omit<SiteMetadata, 'locale'> & { locale: string } = data.site!.siteMetadata!;
  const locale: Locale = isLocale(meta.locale) ? meta.locale : 'en';
  return {
    ...meta,
    locale,
    categories: data.allCategory.nodes,
    labels: labelsFor(locale),
    buildYear: Number(data.site!.buildTime),
  };
}
