/**
 * The site's own fixed inline head scripts, in the order the page runs them: the theme boot
 * (before the first paint), the early-input script (a first tap before React), the deferred-scripts
 * loader (Gatsby's scripts after the first paint). gatsby-ssr.tsx writes them readable, one
 * `<script>` each; the post-build step (src/node/post-build/minify-head-scripts.ts) swaps that exact run of tags for
 * one minified script before the Content Security Policy hashes the page.
 */
import { deferredScriptsLoader } from './deferred-scripts';
import { earlyInputScript, type EarlyInputLabels } from './early-input';
import { themeBootScript } from './theme';

export const headScripts = (labels: EarlyInputLabels): readonly string[] => [
  themeBootScript(),
  earlyInputScript(labels),
  deferredScriptsLoader(),
];

/** The run of tags the server writes for the scripts: each one's text between its tags, unchanged. */
export const scriptTags = (scripts: readonly string[]): string =>
  scripts.map((s) => `<script>${s}</script>`).join('');
