/**
 * Site metadata has one typed source, src/site-config.ts: what gatsby-config.ts hands Gatsby as
 * `siteMetadata` (and the React code reads through useSiteData) is `siteMetadataOf(siteConfig)`.
 */
import config from '../../../../gatsby-config';
import { siteConfig, siteMetadataOf } from '../../../../src/site-config';
import { objectTypeDefs } from '../../../../src/node/content/site-metadata-schema';

describe('site metadata', () => {
  it('is the site configuration without the deploy-only bucket prefix', () => {
    const metadata = siteMetadataOf(siteConfig);
    expect(metadata).not.toHaveProperty('bucketPrefix');
    expect(metadata.title).toBe(siteConfig.title);
    expect(config.siteMetadata).toEqual(metadata);
  });
});

describe('the GraphQL types of siteMetadata', () => {
  it('are derived from the site configuration, nested objects as types of their own', () => {
    expect(objectTypeDefs('SiteSiteMetadata', siteMetadataOf(siteConfig))).toEqual([
      'type SiteSiteMetadataContacts {\n  email: String!\n  video: String!\n  social: String!\n  photos: String!\n}',
      'type SiteSiteMetadata {\n  title: String!\n  siteName: String!\n  description: String!\n  siteUrl: String!\n  locale: String!\n  wordsPerMinute: Int!\n  contacts: SiteSiteMetadataContacts!\n  defaultImage: String!\n  themeColor: String!\n}',
    ]);
  });

  it('refuse a value GraphQL has no scalar for', () => {
    expect(() => objectTypeDefs('T', { list: ['a'] })).toThrow('siteMetadata.list');
  });
});
