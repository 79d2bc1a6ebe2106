/**
 * The site's own inline head scripts, minified once per build: gatsby-ssr.tsx writes them readable
 * (src/domain/frame/head-scripts.ts), and the post-build step replaces that exact run of `<script>` tags
 * in every page by one script with the minified text of all of them, in the same order, before the
 * Content Security Policy hashes the page's scripts (src/node/post-build/page-policies.ts). Each
 * script is an ES5 function run at once, so joined they run as they did apart.
 */
import { minify_sync } from 'terser';
import { headScripts, scriptTags } from '../../domain/frame/head-scripts';
import { labelsFor } from '../../domain/locales/labels';
import { siteConfig } from '../../site-config';

export interface ScriptSwap {
  /** the tags as the server wrote them */
  readable: string;
  /** the one tag that replaces them */
  minified: string;
}

/** The minified text of scripts run one after another (ES5 in, ES5 out, `</script` escaped). */
export function minifyScripts(scripts: readonly string[]): string {
  const { code } = minify_sync(scripts.join(';\n'), {
    ecma: 5,
    compress: { passes: 2 },
    mangle: true,
    format: { inline_script: true, comments: false },
  });
  if (code === undefined) throw new Error('terser gave no code for the head scripts');
  return code;
}

export function scriptSwap(scripts: readonly string[]): ScriptSwap {
  return { readable: scriptTags(scripts), minified: scriptTags([minifyScripts(scripts)]) };
}

/** The swap of this site's head scripts (its locale's labels, as gatsby-ssr.tsx writes them). */
export const siteHeadScriptSwap = (): ScriptSwap => scriptSwap(headScripts(labelsFor(siteConfig.locale)));

/** The page with its readable head scripts replaced by the minified one (unchanged when absent). */
export const withMinifiedScripts = (html: string, swap: ScriptSwap): string => {
  const at = html.indexOf(swap.readable);
  return at === -1 ? html : html.slice(0, at) + swap.minified + html.slice(at + swap.readable.length);
};
