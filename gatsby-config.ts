import type { GatsbyConfig } from 'gatsby';
import { siteConfig } from './src/site-config';

// Telemetry stays off whichever way the build is started.
process.env.GATSBY_TELEMETRY_DISABLED = '1';

const { title, siteName, description, siteUrl, locale, wordsPerMinute, defaultImage, themeColor, contacts } =
  siteConfig;

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
    // service worker at /sw.js for offline reading (freshness settings: see issue 8 work)
    'gatsby-plugin-offline',
  ],
};

export default config;
