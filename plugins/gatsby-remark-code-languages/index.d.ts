/** Types of index.js (src/node/remark-html.ts calls it as gatsby-transformer-remark does). */
declare const codeLanguages: (
  args: { markdownAST: unknown },
  options?: { languages?: Readonly<Record<string, string | null>> },
) => unknown;
export = codeLanguages;
