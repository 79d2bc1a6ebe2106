/**
 * The gatsby-remark-* plugins gatsby-transformer-remark runs on every markdown file, in order
 * (gatsby-config.ts passes this list as the transformer's `plugins` option). Add one as
 * `'gatsby-remark-x'` or `{ resolve: 'gatsby-remark-x', options: {...} }`; if it writes markup
 * readers should keep (classes, attributes, tags), allow that markup in ARTICLE_OPTIONS in
 * src/domain/sanitize.ts, or the sanitiser removes it.
 */
export type RemarkPlugin = string | { resolve: string; options?: Record<string, unknown> };

export const remarkPlugins: RemarkPlugin[] = [];
