/** The sponsored-link block on every page; its snippets were sanitised at build time. */
import React from 'react';
import { sponsoredHeading } from '../domain/sponsored';
import { useSiteData } from '../hooks/use-site-data';

export function SponsoredBlock({ links }: { links: string[] }): React.JSX.Element | null {
  const { siteName } = useSiteData();
  if (links.length === 0) return null;
  const heading = sponsoredHeading(siteName);
  return (
    <aside className="sponsored-block container my-2" aria-label={heading}>
      <h2 className="h6">{heading}</h2>
      <ul className="list-inline mb-0">
        {links.map((html, i) => (
          // sanitised with the sponsored allow-list in src/domain/sanitize.ts
          <li key={i} className="list-inline-item" dangerouslySetInnerHTML={{ __html: html }} />
        ))}
      </ul>
    </aside>
  );
}
