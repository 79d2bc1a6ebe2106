/**
 * Options of gatsby-plugin-sitemap and gatsby-plugin-feed (used by gatsby-config.ts). The rules
 * live in src/domain/sitemap.ts and src/domain/feed.ts; this file only queries and maps.
 */
import { NEWEST_FIRST_FIELDS } from '../domain/dates';
import { FEED_SIZE, FeedArticle, feedChannel, feedItems } from '../domain/feed';
import { RSS_PATH } from '../domain/routes';
import { DatedArticle, inSitemap, lastmodFor, lastmodTable } from '../domain/sitemap';
import { createdPagePaths } from './content-store';

interface SiteMetadata {
  siteUrl: string;
  title: string;
  description: string;
  locale: string;
}

interface SitemapData {
  allArticle: { nodes: (Omit<DatedArticle, 'id'> & { articleId: number })[] };
}

interface SitemapPage {
  path: string;
  lastmod: string;
}

/**
 * gatsby-plugin-sitemap writes `/sitemap-index.xml` (SITEMAP_XML_PATH) and `/sitemap-0.xml`.
 * Error pages and the offline shell are left out; lastmod comes from content dates. The pages are
 * the ones createPages made in this build (`pagePaths`, by default createdPagePaths): querying
 * allSitePage instead would load all 11,000 page contexts at 10,000 articles for their paths.
 */
export const sitemapOptions = sitemapOptionsFor(createdPagePaths);

/** The sitemap options over the page paths `pagePaths` gives when the plugin runs. */
export function sitemapOptionsFor(pagePaths: () => readonly string[]) {
  return {
    output: '/',
    createLinkInHead: true,
    query: `{
    site { siteMetadata { siteUrl } }
    allArticle {
      nodes { articleId path date updated authorSlug placements { categoryKey subcategoryKey } }
    }
  }`,
    resolvePages: (data: SitemapData): SitemapPage[] => {
      const paths = pagePaths();
      if (paths.length === 0)
        throw new Error('sitemap: no pages were created in this build (createPages did not run)');
      const table = lastmodTable(
        data.allArticle.nodes.map(({ articleId, ...a }) => ({ id: articleId, ...a })),
      );
      return paths.filter(inSitemap).map((p) => ({ path: p, lastmod: lastmodFor(p, table) }));
    },
    serialize: (page: SitemapPage) => ({ url: page.path, lastmod: page.lastmod }),
  };
}

interface FeedQuery {
  site: { siteMetadata: SiteMetadata };
  allArticle: { nodes: (Omit<FeedArticle, 'id'> & { articleId: number })[] };
}

// the Article node's name for each field of the site's order
const ARTICLE_FIELDS = { date: 'date', id: 'articleId' } as const;

/** The GraphQL `sort` of the site's order (newestFirst), so the query picks the same newest articles. */
export const NEWEST_FIRST_SORT = `[${NEWEST_FIRST_FIELDS.map((f) => `{ ${ARTICLE_FIELDS[f]}: DESC }`).join(', ')}]`;

const feedArticles = (q: FeedQuery): FeedArticle[] =>
  q.allArticle.nodes.map(({ articleId, ...a }) => ({ id: articleId, ...a }));

/** gatsby-plugin-feed: one RSS 2.0 feed at RSS_PATH; the plugin links it from every page head. */
export const feedOptions = (feedTitle: string) => ({
  query: `{ site { siteMetadata { siteUrl title description locale } } }`,
  setup: ({ query }: { query: FeedQuery }) => ({
    ...feedChannel(query.site.siteMetadata, feedArticles(query)),
    generator: 'Gatsby',
  }),
  feeds: [
    {
      output: RSS_PATH,
      title: feedTitle,
      query: `{
        allArticle(sort: ${NEWEST_FIRST_SORT}, limit: ${FEED_SIZE}) {
          nodes { articleId title path date description excerpt author }
        }
      }`,
      serialize: ({ query }: { query: FeedQuery }) =>
        feedItems(query.site.siteMetadata.siteUrl, feedArticles(query)),
    },
  ],
});
