/**
 * The content itself is sourced by gatsby-source-filesystem (File nodes) and
 * gatsby-transformer-remark (MarkdownRemark nodes), see gatsby-config.ts. This adds the one
 * node type the layout queries: the categories of the menu, with their texts from taxonomy.json.
 */
import type { GatsbyNode } from 'gatsby';
import { categoryPath, subcategoryPath } from '../../domain/listings/routes';
import { TAXONOMY } from '../../domain/listings/taxonomy';
import type { ContentLifecycle } from './build-content';
import { nodeKey } from './node-keys';

/** sourceNodes reads the taxonomy texts of the content onPreBootstrap validated. */
export const sourceNodesFor =
  (store: ContentLifecycle): GatsbyNode['sourceNodes'] =>
  ({ actions, createNodeId, createContentDigest }) => {
    const { taxonomyTexts } = store.validated('sourceNodes').content;
    TAXONOMY.forEach((cat, position) => {
      const texts = taxonomyTexts[cat.key];
      const fields = {
        key: cat.key,
        slug: cat.slug,
        path: categoryPath(cat.slug),
        title: texts.title,
        description: texts.description,
        position,
        subcategories: cat.subcategories.map((s) => ({
          key: s.key,
          slug: s.slug,
          path: subcategoryPath(cat.slug, s.slug),
          title: texts.subcategories[s.key].title,
          description: texts.subcategories[s.key].description,
        })),
      };
      actions.createNode({
        ...fields,
        id: createNodeId(nodeKey('Category', cat.key)),
        parent: null,
        children: [],
        internal: { type: 'Category', contentDigest: createContentDigest(fields) },
      });
    });
  };
