/**
 * Explicit GraphQL types (@dontInfer) so that queries stay valid whatever the content folder
 * holds, even nothing. https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */
import type { GatsbyNode } from 'gatsby';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ArticlePlacement {
      categoryKey: String!
      subcategoryKey: String!
      subsubcategories: [String!]!
    }

    type ArticleHeading {
      depth: Int!
      id: String!
      text: String!
    }

    type Article implements Node @dontInfer {
      articleId: Int!
      title: String!
      slug: String!
      path: String!
      date: Date! @dateformat
      updated: Date @dateformat
      author: String
      authorSlug: String
      description: String
      excerpt: String!
      words: Int!
      "resolved from the ArticleBody node (bodyId), see createResolvers"
      body: JSON!
      "resolved from the ArticleBody node (bodyId), see createResolvers"
      headings: [ArticleHeading!]!
      bodyId: String!
      placements: [ArticlePlacement!]!
      file: String!
    }

    "The rendered body of an article, kept apart so that listing queries never load it."
    type ArticleBody implements Node @dontInfer {
      tree: JSON!
      headings: [ArticleHeading!]!
    }

    type Author implements Node @dontInfer {
      name: String!
      slug: String!
      path: String!
      description: String!
      metaTitle: String!
      metaDescription: String!
      position: Int!
    }

    type Subcategory {
      key: String!
      slug: String!
      path: String!
      title: String!
      description: String!
    }

    type Category implements Node @dontInfer {
      key: String!
      slug: String!
      path: String!
      title: String!
      description: String!
      position: Int!
      subcategories: [Subcategory!]!
    }

    type InfoPage implements Node @dontInfer {
      name: String!
      path: String!
      title: String!
      description: String
      excerpt: String!
      body: JSON!
    }

    type SiteSiteMetadataContacts {
      email: String!
      video: String!
      social: String!
      photos: String!
    }

    type SiteSiteMetadata {
      title: String!
      siteName: String!
      description: String!
      siteUrl: String!
      locale: String!
      wordsPerMinute: Int!
      defaultImage: String!
      themeColor: String!
      contacts: SiteSiteMetadataContacts!
    }
  `);
};

interface ResolverContext {
  nodeModel: { getNodeById(args: { id: string; type?: string }): Record<string, unknown> | null };
}

/** The ArticleBody node of an article (null when it has none). */
const bodyOf = (source: { bodyId?: string }, context: ResolverContext): Record<string, unknown> | null =>
  source.bodyId ? context.nodeModel.getNodeById({ id: source.bodyId, type: 'ArticleBody' }) : null;

/**
 * Article.body and Article.headings read the article's ArticleBody node. The body tree is most
 * of an article's size: outside the node, the queries over all articles (createPages, the XML
 * sitemap, the feed) and Gatsby's own passes over nodes decode a few hundred bytes per article
 * instead of the whole text. Only the article page query asks for it.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Article: {
      body: {
        resolve: (source: { bodyId?: string }, _args: unknown, context: ResolverContext) =>
          bodyOf(source, context)?.tree ?? [],
      },
      headings: {
        resolve: (source: { bodyId?: string }, _args: unknown, context: ResolverContext) =>
          bodyOf(source, context)?.headings ?? [],
      },
    },
  });
};
