/**
 * Explicit GraphQL types (@dontInfer) so that queries stay valid whatever the content folder
 * holds, even nothing. https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */
import type { GatsbyNode } from 'gatsby';
import { ArticleBody, articleBody } from '../../domain/html/parse-body';
import type { CardText } from '../../domain/listings/cards';
import { labelsFor } from '../../domain/locales/labels';
import { siteConfig, siteMetadataOf } from '../../site-config';
import { buildFingerprint } from '../../../lib/build-shared/inputs';
import { objectTypeDefs } from './site-metadata-schema';
import { textIndexWanted } from '../write-search-index';
import { saveSearchText } from './search-texts';
import { isDevelop } from './load-content';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ArticleHeading {
      depth: Int!
      id: String!
      text: String!
    }

    "What a page shows of a markdown body (src/domain/html/parse-body.ts), see createResolvers"
    type ArticleBody {
      html: String!
      headings: [ArticleHeading!]!
      words: Int!
      excerpt: String!
    }

    "What the search index holds of an article (src/node/write-search-index.ts)"
    type SearchText {
      headings: [String!]!
      text: String!
    }

    "The text of an article's card when it has no description: the excerpt of its rendered body"
    type CardText {
      "the article's id (frontmatter id)"
      id: Int!
      text: String!
    }

    """
    gatsby-transformer-remark's node, declared here too so that a folder without markdown still
    builds. Only the fields this site reads are typed; the transformer adds html, htmlAst,
    headings, excerpt and the rest itself. The frontmatter is validated by
    src/domain/content/articles.ts; the templates get it through pageContext.
    """
    type MarkdownRemark implements Node @dontInfer {
      frontmatter: MarkdownRemarkFrontmatter
      fileAbsolutePath: String
      rawMarkdownBody: String
    }

    type MarkdownRemarkFrontmatter @dontInfer {
      id: Int
      title: String
      slug: String
      description: String
      author: String
      draft: Boolean
      "the cover picture next to the markdown file, resized by gatsby-transformer-sharp"
      cover: File @fileByRelativePath
      cover_alt: String
    }

    """
    gatsby-source-filesystem's node: Gatsby declares its fields and gatsby-transformer-sharp's
    @childOf gives it childImageSharp. Without inference Gatsby no longer reads every File node
    and each of its children on each schema build (about a second at 10,000 articles); the
    transformer-remark child, which its @childOf finds by media type through inference, is not a
    field of File (no query reads it: the content comes from MarkdownRemark nodes).
    """
    type File implements Node @dontInfer {
      sourceInstanceName: String!
      absolutePath: String!
    }

    """
    Gatsby's page node. Pages carry their data in pageContext, which no query reads, and Gatsby's
    own definition already turns inference off; saying so here too stops Gatsby from collecting
    inference facts over every page's context on each build (about 2 s at 10,000 articles).
    """
    type SitePage implements Node @dontInfer {
      path: String!
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

    "siteMetadata, from src/site-config.ts (src/node/content/site-metadata-schema.ts)"
    ${objectTypeDefs('SiteSiteMetadata', siteMetadataOf(siteConfig)).join('\n\n    ')}
  `);
};

interface Info {
  schema: { getType(name: string): unknown };
}
type Resolve = (source: unknown, args: unknown, context: unknown, info: Info) => Promise<unknown>;
/** What Query.searchTexts gives per node. */
interface SearchText {
  headings: string[];
  text: string;
}
/** A node as the articleBody cache keys it. */
type Resolved = { id: string; internal: { contentDigest: string } };
interface CardNode extends Resolved {
  frontmatter?: { id?: number };
}
interface NodeModel {
  getNodeById<T>(args: { id: string; type: string }): T | null;
}

/** The transformer's own resolver of a MarkdownRemark field (html: cached by content digest). */
const transformerField = (info: Info, field: string): Resolve =>
  (
    (
      info.schema.getType('MarkdownRemark') as { getFields(): Record<string, { resolve: Resolve }> }
    ).getFields()[field] as { resolve: Resolve }
  ).resolve;

/**
 * MarkdownRemark.articleBody: the transformer's HTML (remark and its plugins, cached by content
 * digest) sanitised once to one tree, with ids, table of contents, text and copy controls from
 * that tree. Our result is cached too, by the node's digest, the locale and the build code's fingerprint,
 * so a rebuild never renders an unchanged article again.
 *
 * Query.cardTexts(ids): the card text of articles without a description (the excerpt of that
 * body), by MarkdownRemark node id. Listing and article pages ask for the cards they show in
 * their page queries, so the bodies are rendered in Gatsby's query workers beside the webpack
 * bundles, not one by one in createPages; each node is looked up by id, so a page depends on
 * those nodes only (an edit re-runs the pages showing that article, not every listing).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, cache }) => {
  const fingerprint = buildFingerprint() ?? 'none';
  const labels = labelsFor(siteConfig.locale);
  // under develop there is no text index to write (src/node/write-search-index.ts)
  const textIndex = textIndexWanted() && !isDevelop();
  /** What the search index keeps of a body: its section headings and plain text. */
  const searchTextOf = (body: ArticleBody): SearchText => ({
    headings: body.headings.map((h) => h.text),
    text: body.text,
  });
  const saveSearchTextOf = (nodeId: string, body: ArticleBody): void =>
    saveSearchText(process.cwd(), nodeId, { fingerprint, ...searchTextOf(body) });
  const articleBodyOf = async (source: Resolved, context: unknown, info: Info): Promise<ArticleBody> => {
    // the locale too: the body's heading links carry its label
    const key = `article-body-${fingerprint}-${siteConfig.locale}-${source.internal.contentDigest}`;
    const cached = (await cache.get(key)) as ArticleBody | undefined;
    if (cached) return cached;
    const html = (await transformerField(info, 'html')(source, {}, context, info)) as string;
    const body = articleBody(html ?? '', labels);
    await cache.set(key, body);
    // the search index reads these files (src/node/write-search-index.ts), after the query
    // workers that render the bodies wrote them: the main process does not render a body for it
    if (textIndex) saveSearchTextOf(source.id, body);
    return body;
  };
  /** A `Query` field taking MarkdownRemark node ids and answering one value per node, in order. */
  const perNode = <T>(
    type: string,
    each: (node: CardNode | null, id: string, context: { nodeModel: NodeModel }, info: Info) => Promise<T>,
  ) => ({
    type,
    args: { ids: '[String!]!' },
    resolve: (
      _source: unknown,
      { ids }: { ids: string[] },
      context: { nodeModel: NodeModel },
      info: Info,
    ): Promise<T[]> =>
      Promise.all(
        ids.map((id) =>
          each(context.nodeModel.getNodeById<CardNode>({ id, type: 'MarkdownRemark' }), id, context, info),
        ),
      ),
  });
  createResolvers({
    MarkdownRemark: {
      articleBody: {
        type: 'ArticleBody!',
        resolve: (source: Resolved, _args: unknown, context: unknown, info: Info): Promise<ArticleBody> =>
          articleBodyOf(source, context, info),
      },
    },
    Query: {
      searchTexts: perNode('[SearchText!]!', async (node, id, context, info): Promise<SearchText> => {
        if (!node) throw new Error(`searchTexts: no MarkdownRemark node has the id ${id}`);
        // a body whose text has no file (rendered before the text index was on, say): its file now
        const body = await articleBodyOf(node, context, info);
        if (textIndex) saveSearchTextOf(id, body);
        return searchTextOf(body);
      }),
      cardTexts: perNode('[CardText!]!', async (node, id, context, info): Promise<CardText> => {
        if (!node?.frontmatter?.id)
          throw new Error(`cardTexts: no article's MarkdownRemark node has the id ${id}`);
        return { id: node.frontmatter.id, text: (await articleBodyOf(node, context, info)).excerpt };
      }),
    },
  });
};
