/** The site's mark: a stack of building blocks, drawn inline so it costs no request. */
import React from 'react';

export function LogoMark({ size = 32 }: { size?: number }): React.JSX.Element {
  return (
    <svg
      className="logo-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
      <rect x="7" y="16" width="8" height="8" rx="1.5" fill="#fff" />
      <rect x="17" y="16" width="8" height="8" rx="1.5" fill="#fff" opacity="0.85" />
      <rect x="12" y="7" width="8" height="8" rx="1.5" fill="#fde047" />
    </svg>
  );
}
