import fs from 'fs';
import type { GatsbyConfig } from 'gatsby';
import { siteConfig, siteMetadataOf } from './src/site-config';
import { HOME_PATH } from './src/domain/listings/routes';
import { feedOptions, sitemapOptions } from './src/node/seo-plugins';
import { SERVICE_WORKER_CACHING } from './src/domain/hosting/cache-policy';
import { cssPrunePlugin } from './src/node/post-build/css-prune';
import { stylesFingerprint } from './lib/build-shared/inputs';
import { ICON_SOURCE } from './src/node/favicon';
import { contentDir } from './src/node/content/read-content';
import { CONTENT_SOURCE } from './src/node/content/load-content';
import { remarkPlugins } from './src/node/remark-plugins';
import { AVIF_QUALITY, AVIF_SPEED, COVER_SIZES } from './src/domain/pictures/sizes';
import { graphqlTypegenOptions } from './src/node/graphql-typegen';
import { buildContent } from './src/node/content/build-content';
import { buildTuningOn } from './src/node/build-tuning-switch';

// Telemetry stays off whichever way the build is started.
process.env.GATSBY_TELEMETRY_DISABLED = '1';

const { title, description, locale, themeColor } = siteConfig;

// Browser bundles then carry only this locale's labels and SEO texts (src/domain/locales/label-tables.ts):
// Gatsby inlines GATSBY_* variables into the JavaScript it builds.
process.env.GATSBY_SITE_LOCALE = locale;
// Pages inline the stylesheet: a style-only edit must re-render them (see stylesFingerprint).
process.env.GATSBY_STYLES_FINGERPRINT = stylesFingerprint(process.cwd());

const config: GatsbyConfig = {
  // one typed source: src/site-config.ts (a unit test holds this to it)
  siteMetadata: siteMetadataOf(siteConfig),
  // routes.ts builds paths without a trailing slash; this keeps Gatsby's links and redirects in step
  trailingSlash: 'never',
  // JSX without importing React in every file
  jsxRuntime: 'automatic',
  // query result types (`Queries.ArticlePageQuery` ...): develop writes the committed
  // gatsby-types.d.ts, a build writes its own copy that tests/site/build/typegen.test.ts compares
  // with it (src/node/graphql-typegen.ts, docs/architecture.md, "Generated query types")
  graphqlTypegen: graphqlTypegenOptions(process.env.gatsby_executing_command),
  plugins: [
    // Faster builds and smaller bundles, nothing a page shows: the local plugin
    // plugins/build-tuning, left out with BUILD_TUNING=off (src/node/build-tuning-switch.ts). Its
    // webpack changes come before the site's own (src/node/webpack.ts), which Gatsby runs last.
    ...(buildTuningOn() ? ['build-tuning'] : []),
    // The content pipeline (docs/architecture.md, "How an article becomes a page, hook by hook"):
    // every file of the content folder becomes a File node (CONTENT_DIR points the build elsewhere;
    // develop watches the folder), and every markdown file a MarkdownRemark node. Articles and info
    // pages are told apart by folder; validation, drafts and pages are
    // src/node/content/load-content.ts and create-pages.ts.
    // (a folder that does not exist has no files: the plugin would stop the build, so it is left out)
    ...(fs.existsSync(contentDir())
      ? [{ resolve: 'gatsby-source-filesystem', options: { name: CONTENT_SOURCE, path: contentDir() } }]
      : []),
    // Pictures: sharp resizes covers (gatsby-transformer-sharp gives each picture File an
    // ImageSharp node with gatsby-plugin-image's `gatsbyImageData`, src/node/content/covers.ts) and body
    // pictures (gatsby-remark-images, src/node/remark-plugins.ts), cached by source and options.
    // gatsby-plugin-image itself is not listed: its browser and SSR parts serve the GatsbyImage
    // component, which the site does not ship (src/components/article/cover-picture.tsx says why).
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: {
          formats: ['auto', 'webp', 'avif'],
          placeholder: 'none',
          quality: COVER_SIZES.quality,
          avifOptions: { speed: AVIF_SPEED, quality: AVIF_QUALITY },
        },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-transformer-remark',
      options: {
        // gatsby-remark-* plugins go in src/node/remark-plugins.ts; whatever markup they write is
        // then sanitised to the article allow-list (src/domain/html/allow-list.ts)
        plugins: remarkPlugins,
      },
    },
    {
      // web app manifest + icons generated from the SVG with sharp at build time (no download);
      // listed before gatsby-plugin-offline so the worker caches the manifest
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: title,
        short_name: title,
        description,
        start_url: HOME_PATH,
        scope: HOME_PATH,
        lang: locale,
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: themeColor,
        icon: ICON_SOURCE,
        icon_options: { purpose: 'any maskable' },
      },
    },
    {
      // Bootstrap from its Sass sources (src/styles/site.scss imports only the partials in use).
      // Bootstrap 5.3 still uses @import and global colour functions: keep its warnings quiet.
      resolve: 'gatsby-plugin-sass',
      options: {
        // then drop every rule and custom property the site's markup cannot use
        // (src/node/post-build/css-prune.ts); the build runs from the project root
        postCssPlugins: [cssPrunePlugin({ root: process.cwd() })],
        sassOptions: {
          // no byte-order mark: Gatsby inlines the CSS, and a BOM would void the first rule (:root)
          charset: false,
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api'],
        },
      },
    },
    // service worker at /sw.js for offline reading; pages and page-data network-first so that a
    // deploy reaches returning readers on their next load (rules in src/domain/hosting/cache-policy.ts)
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        // the plugin lodash-merges this array over its own by index: give every field of every rule
        workboxConfig: { runtimeCaching: SERVICE_WORKER_CACHING.map((rule) => ({ ...rule })) },
        // path from the project root (the build's working directory)
        appendScript: 'src/service-worker/offline-fallback.js',
      },
    },
    // XML sitemap at /sitemap-index.xml and the RSS feed at /rss.xml (options: src/node/seo-plugins.ts)
    { resolve: 'gatsby-plugin-sitemap', options: sitemapOptions(buildContent) },
    { resolve: 'gatsby-plugin-feed', options: feedOptions(`${title} RSS`, buildContent) },
    // the web editor at /admin/, written after everything above (docs/editing.md, "Writing in the
    // browser"): not a Gatsby page, so out of the sitemaps, the feed, search and the precache list
    'admin-editor',
  ],
};

export default config;
