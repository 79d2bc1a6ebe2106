/**
 * The sponsored-link block on every page: the page's own `sapeLinks`
 * then `sapeNewUrl`, sanitised at build time (every link gets rel="sponsored noopener"), under
 * the heading picked from the site name at build time (src/site-config.ts).
 */
import React, { useId } from 'react';
import { useSiteData } from '../../hooks/use-site-data';

export function SponsoredBlock({ links }: { links: string[] }): React.JSX.Element | null {
  const { sponsoredHeading } = useSiteData();
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <aside className="sponsored-block" aria-labelledby={headingId} data-testid="sponsored-block">
      <div className="container sponsored-inner">
        <h2 id={headingId} className="sponsored-heading">
          {sponsoredHeading}
        </h2>
        <ul className="sponsored-links">
          {links.map((html, i) => (
            // sanitised with the sponsored allow-list of src/domain/sponsored/sanitizer.ts when the site was built
            <li key={i} dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </ul>
      </div>
    </aside>
  );
}
