/**
 * The gatsby-remark-* plugins gatsby-transformer-remark runs on every markdown file, in order
 * (gatsby-config.ts passes this list as the transformer's `plugins` option). Add one as
 * `'gatsby-remark-x'` or `{ resolve: 'gatsby-remark-x', options: {...} }`; if it writes markup
 * readers should keep (classes, attributes, tags), allow that markup in
 * src/domain/html/allow-list.ts, or the sanitiser removes it.
 */
import { CODE_LANGUAGES } from '../domain/html/code-highlight';
import { AVIF_QUALITY, AVIF_SPEED, BODY_PICTURE } from '../domain/pictures/sizes';

export type RemarkPlugin = string | { resolve: string; options?: Record<string, unknown> };

export const remarkPlugins: RemarkPlugin[] = [
  // pictures in bodies: resized at build time into AVIF, WebP and the original format, in a box
  // that holds the aspect ratio; lazy; linked to the original; the title becomes a <figcaption>
  {
    resolve: 'gatsby-remark-images',
    options: {
      maxWidth: BODY_PICTURE.maxWidth,
      withAvif: { speed: AVIF_SPEED, quality: AVIF_QUALITY },
      withWebp: true,
      quality: BODY_PICTURE.quality,
      linkImagesToOriginal: true,
      showCaptions: ['title'],
      // the blurred inline placeholder would add a few KB of base64 per picture to every page
      disableBgImage: true,
      backgroundColor: 'transparent',
      loading: 'lazy',
      decoding: 'async',
    },
  },
  // fence languages to the grammar the site highlights with, unknown ones to plain text
  // (plugins/gatsby-remark-code-languages), then build-time highlighting: token spans, no script
  { resolve: 'gatsby-remark-code-languages', options: { languages: CODE_LANGUAGES } },
  {
    resolve: 'gatsby-remark-prismjs',
    options: { classPrefix: 'language-', noInlineHighlight: true, showLineNumbers: false },
  },
];
