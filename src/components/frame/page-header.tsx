/**
 * The top of a listing page (category, subcategory, author, authors, the HTML sitemap): trail,
 * title, text; the end of the page's first screen.
 */
import React from 'react';
import type { Crumb } from '../../domain/listings/cards';
import { Breadcrumbs } from './breadcrumb-trail';
import { FirstScreenEnd } from './first-screen-end';

export function PageHeader({
  trail,
  title,
  description,
  className = '',
  media,
  children,
}: {
  trail: Crumb[];
  title: string;
  description?: string;
  /** e.g. the category colour class */
  className?: string;
  /** shown beside the title (an author's initials) */
  media?: React.ReactNode;
  children?: React.ReactNode;
}): React.JSX.Element {
  return (
    <header className={`page-header ${className}`}>
      <Breadcrumbs trail={trail} />
      <div className="page-header-main">
        {media}
        <h1 className="page-title">{title}</h1>
      </div>
      {description && <p className="page-description">{description}</p>}
      {/* the title and text are the first paint; the chips after them may come a frame later */}
      <FirstScreenEnd />
      {children}
    </header>
  );
}
