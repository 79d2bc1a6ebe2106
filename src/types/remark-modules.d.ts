/**
 * The remark modules the build runs that ship no types (src/node/remark-html.ts calls them as
 * gatsby-transformer-remark does): a gatsby-remark-* plugin is a function of the markdown tree
 * and its options; the transformer's code handler is an mdast-util-to-hast handler.
 */
declare module 'gatsby-remark-prismjs' {
  const plugin: (args: { markdownAST: unknown }, options?: Record<string, unknown>) => unknown;
  export default plugin;
}

declare module 'gatsby-transformer-remark/code-handler' {
  const handler: (h: unknown, node: unknown) => unknown;
  export default handler;
}

declare module 'prismjs' {
  const Prism: { languages: Record<string, unknown> };
  export default Prism;
}
