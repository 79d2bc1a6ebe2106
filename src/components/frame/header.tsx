/** Site header: logo, Sections menu, the title search box and the dark-mode switch. */
import React from 'react';
import { Link } from 'gatsby';
import { HOME_PATH } from '../../domain/listings/routes';
import { useSiteData } from '../../hooks/use-site-data';
import { LogoMark } from './logo';
import { SearchBox } from '../search/search-box';
import { SectionsMenu } from '../sections-menu/sections-menu';
import { ThemeToggle } from './theme-toggle';

export function Header(): React.JSX.Element {
  const { title, labels } = useSiteData();
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to={HOME_PATH} className="site-logo">
          <LogoMark />
          <span>{title}</span>
        </Link>
        <nav className="site-nav" aria-label={labels.sections}>
          <SectionsMenu />
        </nav>
        <SearchBox />
        <ThemeToggle />
      </div>
    </header>
  );
}
