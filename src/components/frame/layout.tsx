/**
 * The one layout of every page: skip link, header, sponsored block, content, footer.
 *
 * Hydration in two passes, each in slices. React hydrates the root in a transition
 * (src/browser/hydrate.ts), in slices of a few milliseconds that yield to input and paint.
 * Everything except the header is inside a Suspense boundary: nothing in it suspends, so the server
 * HTML is the same, but React leaves each boundary for a later pass at lower priority. The header
 * (menu, search, theme) is in the first pass, so it is live first. An input before a part has
 * hydrated makes React hydrate that part at once and then handle it, so no input is lost.
 */
import React, { Suspense } from 'react';
import { ELEMENT_IDS } from '../../domain/html/element-ids';
import { useSiteData } from '../../hooks/use-site-data';
import { Header } from './header';
import { SponsoredBlock } from './sponsored-block';
import { Footer } from './footer';
import { RouteDelayNotice } from './route-delay-notice';
import { HydrationMark } from './hydration-mark';

export interface LayoutProps {
  children: React.ReactNode;
  sponsored: string[];
}

export function Layout({ children, sponsored }: LayoutProps): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <div className="site">
      {/* the first focusable element: keyboard readers skip the header and sponsored links */}
      <a className="skip-link" href={`#${ELEMENT_IDS.main}`}>
        {labels.skipToContent}
      </a>
      <Header />
      <Suspense fallback={null}>
        <SponsoredBlock links={sponsored} />
      </Suspense>
      {/* tabIndex -1: focusable by script and by the skip link, not a Tab stop */}
      <main id={ELEMENT_IDS.main} className="site-main container" tabIndex={-1}>
        <Suspense fallback={null}>
          {children}
          <HydrationMark />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <RouteDelayNotice />
    </div>
  );
}
