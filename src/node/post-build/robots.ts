/** Writes public/robots.txt after the build, naming the sitemap by the configured siteUrl. */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { robotsTxt } from '../../domain/seo/xml-sitemap';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('robots.txt: could not read siteMetadata.siteUrl', result.errors);
    return;
  }
  const file = path.join(process.cwd(), 'public', 'robots.txt');
  fs.writeFileSync(file, robotsTxt(result.data.site.siteMetadata.siteUrl));
  reporter.info('robots.txt: written');
};
