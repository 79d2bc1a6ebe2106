/**
 * Site metadata has one typed source, src/site-config.ts: what gatsby-config.ts hands Gatsby as
 * `siteMetadata` (and the React code reads through useSiteData) is `siteMetadataOf(siteConfig)`.
 */
import config from '../../gatsby-config';
import { siteConfig, siteMetadataOf } from '../../src/site-config';

describe('site metadata', () => {
  it('is the site configuration without the deploy-only bucket prefix', () => {
    const metadata = siteMetadataOf(siteConfig);
    expect(metadata).not.toHaveProperty('bucketPrefix');
    expect(metadata.title).toBe(siteConfig.title);
    expect(config.siteMetadata).toEqual(metadata);
  });
});
