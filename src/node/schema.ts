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
      body: JSON!
      headings: [ArticleHeading!]!
      placements: [ArticlePlacement!]!
      file: String!
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
