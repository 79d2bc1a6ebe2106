/** The one layout of every page: skip link, header, sponsored block, content, footer. */
import React from 'react';
import { ELEMENT_IDS } from '../domain/page-ids';
import { useSiteData } from '../hooks/use-site-data';
import { Header } from './header';
import { SponsoredBlock } from './sponsored-block';
import { Footer } from './footer';
import { RouteDelayNotice } from './route-delay-notice';

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
      <SponsoredBlock links={sponsored} />
      {/* tabIndex -1: focusable by script and by the skip link, not a Tab stop */}
      <main id={ELEMENT_IDS.main} className="site-main container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <RouteDelayNotice />
    </div>
  );
}
