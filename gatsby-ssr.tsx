import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { siteConfig } from './src/site-config';
import { FIRST_SCREEN_LINK } from './src/domain/html/element-ids';
import { wrapPage } from './src/components/frame/page-element';
import { headScripts } from './src/domain/frame/head-scripts';
import { labelsFor } from './src/domain/locales/labels';
import { defersScripts, DEFERRED_SCRIPTS_ID } from './src/domain/frame/deferred-scripts';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale });
  setHeadComponents([
    // the site's own head scripts, in order (src/domain/frame/head-scripts.ts): the theme boot, so a
    // dark-preferring reader never sees a light flash; the early-input script, which catches a
    // first tap before React has started; the loader that starts Gatsby's scripts once the first
    // screen has painted. Written readable here; the post-build step minifies them into one.
    // The first key carries the stylesheet's fingerprint only so that a style edit changes this
    // server bundle, which makes Gatsby re-render every page with the new inlined styles (keys are
    // not written into the HTML).
    ...headScripts(labelsFor(siteConfig.locale)).map((script, i) => (
      <script
        key={i === 0 ? `head-script-${process.env.GATSBY_STYLES_FINGERPRINT ?? ''}` : `head-script-${i}`}
        dangerouslySetInnerHTML={{ __html: script }}
      />
    )),
    <meta key="color-scheme" name="color-scheme" content="light dark" />,
    // the first paint shows the page's first screen whole, not the site header alone
    <link key="first-screen" {...FIRST_SCREEN_LINK} />,
  ]);
};

/** Gatsby's scripts slice (its chunk map, build hash and script files) among the body's end. */
const isScriptsSlice = (component: React.ReactNode): boolean =>
  React.isValidElement(component) && (component.props as { sliceId?: unknown }).sliceId === '_gatsby-scripts';

/**
 * Gatsby's scripts wait for the first paint: its scripts slice goes into an inert template that
 * the head's loader starts after the page has painted (src/domain/frame/deferred-scripts.ts). The slice
 * itself stays Gatsby's, so a build that only changes scripts still re-stitches every page.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (!defersScripts(pathname)) return;
  replacePostBodyComponents(
    getPostBodyComponents().map((component) =>
      isScriptsSlice(component) ? (
        <template key="deferred-scripts" id={DEFERRED_SCRIPTS_ID}>
          {component}
        </template>
      ) : (
        component
      ),
    ),
  );
};

/**
 * Render page bodies with React's string renderer. Gatsby's default streaming renderer
 * (renderToPipeableStream) wrote a stray NUL byte into some pages where a chunk ended inside a
 * multi-byte character. Nothing on the site suspends (its Suspense boundaries only split hydration,
 * src/components/frame/layout.tsx), so the string renderer gives the same markup, boundary comments
 * included.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
};
