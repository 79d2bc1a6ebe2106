/**
 * A markdown body to the HTML gatsby-transformer-remark's `html` field gives, without Gatsby:
 * for the web editor's preview (admin/src/article-preview.tsx), which runs in the author's
 * browser, where there are no File nodes, no cache and no sharp. The transformer's own libraries
 * with its defaults (remark 13 with GFM and inline footnotes, its own code handler, raw HTML
 * kept), then the remark plugins of src/node/remark-plugins.ts (the list and the options the
 * build passes), each called as the transformer calls it, but for those that need the picture
 * files (PREVIEW_PLUGINS says which). tests/unit/node/remark-html.test.ts holds the result equal
 * to the transformer's own `html` resolver, so a change of the transformer's setup fails there.
 * The page's body is then the site's articleBody (src/domain/html/parse-body.ts) of this HTML.
 */
import remark from 'remark';
import remarkGfm from 'remark-gfm';
import remarkFootnotes from 'remark-footnotes';
import toHast from 'mdast-util-to-hast';
import toHtml from 'hast-util-to-html';
import codeHandler from 'gatsby-transformer-remark/code-handler';
import prismjsPlugin from 'gatsby-remark-prismjs';
import Prism from 'prismjs';
// gatsby-remark-prismjs loads a grammar with a require the editor's bundle cannot follow: the
// grammars the site highlights with (Grammar, src/domain/html/code-highlight.ts) are loaded here
import 'prismjs/components/prism-lua';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import codeLanguagesPlugin from '../../plugins/gatsby-remark-code-languages';
import { CODE_LANGUAGES } from '../domain/html/code-highlight';
import { remarkPlugins, type RemarkPlugin } from './remark-plugins';

type PluginFunction = (args: { markdownAST: unknown }, options?: Record<string, unknown>) => unknown;

/**
 * Every plugin of remarkPlugins, by name: the function the preview runs, or null when it needs
 * what only the build has (gatsby-remark-images reads the picture file and resizes it with sharp;
 * the preview shows the picture as remark writes it, an <img>). A plugin added to
 * remark-plugins.ts and not here stops the preview with an error naming this list.
 */
export const PREVIEW_PLUGINS: Readonly<Record<string, PluginFunction | null>> = {
  'gatsby-remark-images': null,
  'gatsby-remark-code-languages': codeLanguagesPlugin as PluginFunction,
  'gatsby-remark-prismjs': prismjsPlugin,
};

const pluginName = (p: RemarkPlugin): string => (typeof p === 'string' ? p : p.resolve);

for (const grammar of new Set(Object.values(CODE_LANGUAGES)))
  if (grammar && !Prism.languages[grammar])
    throw new Error(
      `Prism grammar "${grammar}" (CODE_LANGUAGES) is not loaded: import prismjs/components/prism-${grammar} in src/node/remark-html.ts`,
    );

// as gatsby-transformer-remark sets remark up with its default options (gfm, footnotes)
const processor = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });

/** The HTML gatsby-transformer-remark's `html` field gives for `markdown`, with the preview's plugins. */
export function remarkHtml(markdown: string, plugins: readonly RemarkPlugin[] = remarkPlugins): string {
  const markdownAST = processor.parse(markdown);
  for (const plugin of plugins) {
    const name = pluginName(plugin);
    if (!Object.prototype.hasOwnProperty.call(PREVIEW_PLUGINS, name))
      throw new Error(
        `The remark plugin ${name} (src/node/remark-plugins.ts) is not in PREVIEW_PLUGINS (src/node/remark-html.ts): add it there, or null when it needs the picture files`,
      );
    const run = PREVIEW_PLUGINS[name];
    if (run) run({ markdownAST }, typeof plugin === 'string' ? {} : (plugin.options ?? {}));
  }
  const hast = toHast(markdownAST, {
    allowDangerousHtml: true,
    handlers: { code: codeHandler as never },
  });
  return toHtml(hast as never, { allowDangerousHtml: true });
}
