/** The heading of a block of cards (home blocks, related articles, listings). */
import React from 'react';

export function SectionHeading({
  id,
  children,
  aside,
}: {
  id: string;
  children: React.ReactNode;
  /** shown after the heading, e.g. a count */
  aside?: React.ReactNode;
}): React.JSX.Element {
  return (
    <div className="section-heading">
      <h2 id={id}>{children}</h2>
      {aside && <span className="section-heading-aside">{aside}</span>}
    </div>
  );
}
