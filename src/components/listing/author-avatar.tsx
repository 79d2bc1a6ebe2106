/** An author's initials in a coloured circle (authors have no photos). */
import React from 'react';

/** Up to two initials of a name. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => Array.from(part)[0] ?? '')
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('')
    .toLocaleUpperCase();

/** A stable hue for a name, so an author keeps the same colour everywhere. */
const hueOf = (name: string): number => {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return hash;
};

export function AuthorAvatar({
  name,
  size = 'md',
}: {
  name: string;
  size?: 'sm' | 'md' | 'lg';
}): React.JSX.Element {
  return (
    <span
      className={`author-avatar author-avatar-${size}`}
      style={{ '--avatar-hue': hueOf(name) } as React.CSSProperties}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
