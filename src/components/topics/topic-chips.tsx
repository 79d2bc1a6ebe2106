/** An article's topics as chips linking to their pages (the article header and the cards). */
import React from 'react';
import { Link } from 'gatsby';
import type { Crumb } from '../../domain/listings/cards';

export function TopicChips({
  topics,
  label,
  className = '',
}: {
  topics: readonly Crumb[] | undefined;
  /** the list's accessible name */
  label: string;
  className?: string;
}): React.JSX.Element | null {
  if (!topics || topics.length === 0) return null;
  return (
    <ul className={`chip-list topic-chips ${className}`.trim()} aria-label={label}>
      {topics.map((t) => (
        <li key={t.path}>
          <Link to={t.path} className="chip">
            {t.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
