/**
 * Runs before gatsby-remark-prismjs: every fenced block gets the grammar the site highlights it
 * with (```luau -> lua), and any language the site does not know becomes `text`, which prismjs
 * writes as plain escaped text. The map is CODE_LANGUAGES of src/domain/html/code-highlight.ts,
 * passed in by src/node/remark-plugins.ts (plain JS here: Gatsby requires remark sub-plugins
 * as they are). Unknown languages are reported, with file and line, by content validation.
 */
const walk = (node, visit) => {
  visit(node);
  if (Array.isArray(node.children)) for (const child of node.children) walk(child, visit);
};

module.exports = ({ markdownAST }, { languages = {} } = {}) => {
  walk(markdownAST, (node) => {
    if (node.type !== 'code') return;
    const written = String(node.lang || '')
      .split('{')[0]
      .toLowerCase();
    const grammar = Object.prototype.hasOwnProperty.call(languages, written) ? languages[written] : null;
    node.lang = grammar || 'text';
  });
  return markdownAST;
};
