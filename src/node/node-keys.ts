/** The node types sourceNodes creates. */
export type SourcedType = 'Article' | 'ArticleBody' | 'Author' | 'Category' | 'InfoPage';

/**
 * What createNodeId is given for a node: sourceNodes names its nodes with it, and createPages
 * finds an article's or info page's node id with it (createNodeId is deterministic).
 */
export const nodeKey = (type: SourcedType, key: string | number): string => `${type}:${key}`;
