/**
 * Site configuration: the one place for names, URLs, contacts and build-time choices, and the
 * one typed source of the site metadata. gatsby-config.ts hands Gatsby `siteMetadataOf(siteConfig)`;
 * the GraphQL types of siteMetadata are derived from the same value (src/node/content/site-metadata-schema.ts);
 * the React code reads it through the `useSiteData` hook (src/hooks/use-site-data.ts, one static
 * query typed by Gatsby's generated `Queries.SiteDataQuery`), which returns `SiteMetadata` from here.
 */
import { isLocale, Locale, LOCALES } from './domain/locales/labels';
import { sponsoredHeading } from './domain/sponsored/block';

export interface SiteConfig {
  title: string;
  /** used to pick the sponsored-link heading */
  siteName: string;
  description: string;
  siteUrl: string;
  locale: Locale;
  /** reading speed used for the reading-time estimate */
  wordsPerMinute: number;
  /** product prefix of storage bucket names */
  bucketPrefix: string;
  contacts: {
    email: string;
    video: string;
    social: string;
    photos: string;
  };
  /** share image used when a page has none of its own (path under static/) */
  defaultImage: string;
  themeColor: string;
}

/**
 * What gatsby-config.ts puts in `siteMetadata` for the pages: everything but the deploy-only
 * bucket prefix, and the sponsored block's heading in the site's locale, picked from the site
 * name when the site is built (the pages' scripts then carry neither the rule nor the headings).
 */
export type SiteMetadata = Omit<SiteConfig, 'bucketPrefix'> & { sponsoredHeading: string };

/** The `siteMetadata` of a site configuration. */
export const siteMetadataOf = ({ bucketPrefix: _bucketPrefix, ...metadata }: SiteConfig): SiteMetadata => ({
  ...metadata,
  sponsoredHeading: sponsoredHeading(metadata.siteName, metadata.locale),
});

/**
 * The configured locale, overridable at build time with SITE_LOCALE (tr, en, ru, ko). The
 * settings this module reads are listed in SITE_SETTINGS (lib/build-shared/inputs.ts): a build
 * whose settings differ from the previous build's empties the cache.
 */
export function resolveLocale(fromEnv: string | undefined, fallback: Locale): Locale {
  if (fromEnv === undefined || fromEnv === '') return fallback;
  if (!isLocale(fromEnv))
    throw new Error(
      `SITE_LOCALE="${fromEnv}" is not a supported locale. Use one of: ${LOCALES.join(', ')} (or unset it for "${fallback}").`,
    );
  return fromEnv;
}

export const siteConfig: SiteConfig = {
  title: 'BloxGuide',
  siteName: 'BloxGuide',
  description:
    'Guides, tips and stories for Roblox players, young creators and developers: gameplay, building, Luau scripting, community and platform features.',
  siteUrl: process.env.SITE_URL || 'https://bloxguide.example',
  locale: resolveLocale(process.env.SITE_LOCALE, 'en'),
  wordsPerMinute: 200,
  bucketPrefix: 'bloxguide-site',
  contacts: {
    email: 'hello@bloxguide.example',
    video: 'https://www.youtube.com/@bloxguide',
    social: 'https://www.facebook.com/bloxguide',
    photos: 'https://www.instagram.com/bloxguide',
  },
  defaultImage: '/og-default.png',
  themeColor: '#1f6feb',
};
