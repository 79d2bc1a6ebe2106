/** The one layout of every page: header, sponsored block, content, footer. */
import React from 'react';
import { Header } from './header';
import { SponsoredBlock } from './sponsored-block';
import { Footer } from './footer';

export interface LayoutProps {
  children: React.ReactNode;
  sponsored: string[];
}

export function Layout({ children, sponsored }: LayoutProps): React.JSX.Element {
  return (
    <div className="site d-flex flex-column min-vh-100">
      <Header />
      <SponsoredBlock links={sponsored} />
      <main id="main" className="flex-grow-1 container py-4" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
