import type { GatsbySSR } from 'gatsby';
import { siteConfig } from './src/site-config';
import { wrapPage } from './src/components/page-element';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: siteConfig.locale });
};
