import type { GatsbySSR } from 'gatsby';
import { siteConfig } from './src/site-config';
import { themeBootScript } from './src/domain/theme';
import { wrapPage } from './src/components/page-element';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale });
  // set the colour theme before the first paint so a dark-preferring reader never sees a light flash
  setHeadComponents([
    <script key="theme-boot" dangerouslySetInnerHTML={{ __html: themeBootScript() }} />,
    <meta key="color-scheme" name="color-scheme" content="light dark" />,
  ]);
};
