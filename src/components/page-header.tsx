/** The top of a listing page (category, subcategory, author, authors): trail, title, text. */
import React from 'react';
import type { Crumb } from '../domain/cards';
import { Breadcrumbs } from './breadcrumbs';

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
      {children}
    </header>
  );
}
