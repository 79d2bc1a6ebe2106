import type { GatsbyConfig } from 'gatsby';
import { siteConfig } from './src/site-config';

// Telemetry stays off whichever way the build is started.
process.env.GATSBY_TELEMETRY_DISABLED = '1';

const { title, siteName, description, siteUrl, locale, wordsPerMinute, defaultImage, themeColor, contacts } =
  siteConfig;

// Browser bundles then carry only this locale's labels (see LABELS in src/domain/labels.ts):
// Gatsby inlines GATSBY_* variables into the JavaScript it builds.
process.env.GATSBY_SITE_LOCALE = locale;

const config: GatsbyConfig = {
  siteMetadata: {
    title,
    siteName,
    description,
    siteUrl,
    locale,
    wordsPerMinute,
    defaultImage,
    themeColor,
    contacts,
  },
  // routes.ts builds paths without a trailing slash; this keeps Gatsby's links and redirects in step
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [
    {
      // Bootstrap from its Sass sources (src/styles/site.scss imports only the partials in use).
      // Bootstrap 5.3 still uses @import and global colour functions: keep its warnings quiet.
      resolve: 'gatsby-plugin-sass',
      options: {
        sassOptions: {
          // no byte-order mark: Gatsby inlines the CSS, and a BOM would void the first rule (:root)
          charset: false,
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api'],
        },
      },
    },
    // service worker at /sw.js for offline reading (freshness settings: see issue 8 work)
    'gatsby-plugin-offline',
  ],
};

export default config;
