/**
 * Markdown to the body a page shows, for tests that run without Gatsby: the HTML is the one
 * gatsby-transformer-remark makes with its own libraries and defaults (src/node/remark-html.ts,
 * held equal to the transformer by its test), here without the site's remark plugins, then
 * handed to the site's own articleBody (src/domain/html/parse-body.ts), exactly as the
 * MarkdownRemark.articleBody resolver does.
 */
import { ArticleBody, articleBody, bodyTreeOf } from '../../src/domain/html/parse-body';
import type { BodyNode } from '../../src/domain/html/body-tree';
import { labelsFor } from '../../src/domain/locales/labels';
import { remarkHtml } from '../../src/node/remark-html';

/** The HTML gatsby-transformer-remark's `html` field gives for `markdown`, without remark plugins. */
export const transformerHtml = (markdown: string): string => remarkHtml(markdown, []);

/** The body a page shows for `markdown`, in English. */
export function renderMarkdown(markdown: string): ArticleBody & { tree: BodyNode[] } {
  const html = transformerHtml(markdown);
  return { ...articleBody(html, labelsFor('en')), tree: bodyTreeOf(html) };
}
