/**
 * Site metadata and the taxonomy tree for the header menu and footer. One static query: Gatsby
 * stores its result in a single JSON file that every page shares (fetched once, then cached).
 */
import { graphql, useStaticQuery } from 'gatsby';
import { labelsFor, Labels, Locale, isLocale } from '../domain/labels';
import type { SiteMetadata } from '../site-config';

export interface MenuSubcategory {
  key: string;
  path: string;
  title: string;
}

export interface MenuCategory {
  key: string;
  path: string;
  title: string;
  subcategories: MenuSubcategory[];
}

/** The site metadata of src/site-config.ts, the menu's categories and the locale's labels. */
export interface SiteData extends SiteMetadata {
  categories: MenuCategory[];
  labels: Labels;
}

interface QueryResult {
  // GraphQL gives the locale as a plain string
  site: { siteMetadata: Omit<SiteMetadata, 'locale'> & { locale: string } };
  allCategory: { nodes: MenuCategory[] };
}

/** Site metadata, menu categories and the interface labels of the build's locale. */
export function useSiteData(): SiteData {
  const data = useStaticQuery<QueryResult>(graphql`
    query SiteData {
      site {
        siteMetadata {
          title
          siteName
          description
          siteUrl
          locale
          wordsPerMinute
          defaultImage
          themeColor
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
  const meta = data.site.siteMetadata;
  const locale: Locale = isLocale(meta.locale) ? meta.locale : 'en';
  return { ...meta, locale, categories: data.allCategory.nodes, labels: labelsFor(locale) };
}
