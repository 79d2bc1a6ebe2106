/**
 * Site metadata has one typed source, src/site-config.ts: what gatsby-config.ts hands Gatsby as
 * `siteMetadata` (and the React code reads through useSiteData) is `siteMetadataOf(siteConfig)`.
 */
import config from '../../../../gatsby-config';
import { siteConfig, siteMetadataOf } from '../../../../src/site-config';
import { objectTypeDefs } from '../../../../src/node/content/site-metadata-schema';
import { sponsoredHeading } from '../../../../src/domain/sponsored/block';

describe('site metadata', () => {
  it('is the site configuration without the deploy-only bucket prefix, with the sponsored heading', () => {
    const metadata = siteMetadataOf(siteConfig);
    expect(metadata).not.toHaveProperty('bucketPrefix');
    expect(metadata.title).toBe(siteConfig.title);
    expect(metadata.sponsoredHeading).toBe(sponsoredHeading(siteConfig.siteName, siteConfig.locale));
    expect(config.siteMetadata).toEqual(metadata);
  });

  it('picks the sponsored heading from the configured site name', () => {
    const other = Array.from({ length: 50 }, (_, i) => `Site ${i}`).find(
      (n) =>
        sponsoredHeading(n, siteConfig.locale) !== sponsoredHeading(siteConfig.siteName, siteConfig.locale),
    ) as string;
    expect(siteMetadataOf({ ...siteConfig, siteName: other }).sponsoredHeading).toBe(
      sponsoredHeading(other, siteConfig.locale),
    );
    expect(sponsoredHeading(other, siteConfig.locale)).not.toBe(siteMetadataOf(siteConfig).sponsoredHeading);
  });
});

describe('the GraphQL types of siteMetadata', () => {
  it('are derived from the site configuration, nested objects as types of their own', () => {
    expect(objectTypeDefs('SiteSiteMetadata', siteMetadataOf(siteConfig))).toEqual([
      'type SiteSiteMetadataContacts {\n  email: String!\n  video: String!\n  social: String!\n  photos: String!\n}',
      'type SiteSiteMetadata {\n  title: String!\n  siteName: String!\n  description: String!\n  siteUrl: String!\n  locale: String!\n  wordsPerMinute: Int!\n  contacts: SiteSiteMetadataContacts!\n  defaultImage: String!\n  themeColor: String!\n  sponsoredHeading: String!\n}',
    ]);
  });

  it('refuse a value GraphQL has no scalar for', () => {
    expect(() => objectTypeDefs('T', { list: ['a'] })).toThrow('siteMetadata.list');
  });
});
