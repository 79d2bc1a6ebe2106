/** The one layout of every page: header, sponsored block, content, footer. */
import React from 'react';
import { Header } from './header';
import { SponsoredBlock } from './sponsored-block';
import { Footer } from './footer';
import { RouteDelayNotice } from './route-delay-notice';

export interface LayoutProps {
  children: React.ReactNode;
  sponsored: string[];
}

export function Layout({ children, sponsored }: LayoutProps): React.JSX.Element {
  return (
    <div className="site">
      <Header />
      <SponsoredBlock links={sponsored} />
      <main id="main" className="site-main container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <RouteDelayNotice />
    </div>
  );
}
