/**
 * Options of gatsby-plugin-sitemap and gatsby-plugin-feed (used by gatsby-config.ts). The rules
 * live in src/domain/seo/xml-sitemap.ts and src/domain/seo/feed.ts; this file only queries and maps.
 */
import { FEED_SIZE, FeedArticle, feedChannel, feedItems } from '../domain/seo/feed';
import { RSS_PATH } from '../domain/listings/routes';
import { DatedArticle, inSitemap, lastmodFor, lastmodTable } from '../domain/seo/xml-sitemap';
import type { ContentLifecycle } from './content/build-content';

interface SiteMetadata {
  siteUrl: string;
  title: string;
  description: string;
  locale: string;
}

interface SitemapPage {
  path: string;
  lastmod: string;
}

/**
 * gatsby-plugin-sitemap writes `/sitemap-index.xml` (SITEMAP_XML_PATH) and `/sitemap-0.xml`.
 * Error pages and the offline shell are left out; lastmod comes from content dates. The pages are
 * the ones createPages made in this build (the published content's pagePaths): querying
 * allSitePage instead would load all 11,000 page contexts at 10,000 articles for their paths.
 * The dates come from the content createPages published (drafts are never in it), never from a
 * query over every markdown node, which would also see drafts.
 */
export const sitemapOptions = (store: ContentLifecycle) =>
  sitemapOptionsFor(
    () => store.published('gatsby-plugin-sitemap').pagePaths,
    (): DatedArticle[] => store.published('gatsby-plugin-sitemap').content.articles,
  );

/** The sitemap options over the page paths and articles of the build when the plugin runs. */
export function sitemapOptionsFor(
  pagePaths: () => readonly string[],
  articles: () => readonly DatedArticle[],
) {
  return {
    output: '/',
    createLinkInHead: true,
    query: `{ site { siteMetadata { siteUrl } } }`,
    resolvePages: (): SitemapPage[] => {
      const paths = pagePaths();
      if (paths.length === 0)
        throw new Error('sitemap: no pages were created in this build (createPages did not run)');
      const table = lastmodTable(articles());
      return paths.filter(inSitemap).map((p) => ({ path: p, lastmod: lastmodFor(p, table) }));
    },
    serialize: (page: SitemapPage) => ({ url: page.path, lastmod: page.lastmod }),
  };
}

interface FeedQuery {
  site: { siteMetadata: SiteMetadata };
}

/** The newest published articles, with the card text of those without a description. */
function feedArticles(store: ContentLifecycle): FeedArticle[] {
  const { content, excerpts } = store.published('gatsby-plugin-feed');
  return content.articles.slice(0, FEED_SIZE).map((a) => ({
    id: a.id,
    title: a.title,
    path: a.path,
    date: a.date,
    description: a.description,
    excerpt: excerpts.get(a.id) ?? '',
    author: a.author,
  }));
}

/** gatsby-plugin-feed: one RSS 2.0 feed at RSS_PATH; the plugin links it from every page head. */
export const feedOptions = (feedTitle: string, store: ContentLifecycle) => ({
  query: `{ site { siteMetadata { siteUrl title description locale } } }`,
  setup: ({ query }: { query: FeedQuery }) => ({
    ...feedChannel(query.site.siteMetadata, feedArticles(store)),
    generator: 'Gatsby',
  }),
  feeds: [
    {
      output: RSS_PATH,
      title: feedTitle,
      // the articles are the build's published content (newest first), not a query result
      query: `{ site { siteMetadata { siteUrl } } }`,
      serialize: ({ query }: { query: FeedQuery }) =>
        feedItems(query.site.siteMetadata.siteUrl, feedArticles(store)),
    },
  ],
});
