/** The node types sourceNodes creates. */
export type SourcedType = 'Category';

/** What createNodeId is given for a node sourceNodes makes. */
export const nodeKey = (type: SourcedType, key: string | number): string => `${type}:${key}`;
