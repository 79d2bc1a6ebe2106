/** A stand-in for the `gatsby` package in component tests: Link is an anchor that, like Gatsby's,
 * calls `navigate` on a plain left click (the rule of src/domain/frame/link-clicks.ts); the static query returns the fixture site data (tests
 * may replace it with `setStaticQueryData`). */
import React from 'react';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { sponsoredHeading } from '../../src/domain/sponsored/block';
import { categoryPath, subcategoryPath } from '../../src/domain/listings/routes';
import { isPlainLeftClick } from '../../src/domain/frame/link-clicks';

export const graphql = (): string => '';

const defaultData = () => ({
  site: {
    /** the year the site was built (the footer's copyright line) */
    buildTime: '2024',
    siteMetadata: {
      title: 'BloxGuide',
      siteName: 'BloxGuide',
      description: 'Test site description',
      siteUrl: 'https://bloxguide.example',
      locale: 'en',
      wordsPerMinute: 200,
      defaultImage: '/og-default.png',
      themeColor: '#1f6feb',
      sponsoredHeading: sponsoredHeading('BloxGuide', 'en'),
      contacts: {
        email: 'hello@bloxguide.example',
        video: 'https://video.example/bloxguide',
        social: 'https://social.example/bloxguide',
        photos: 'https://photos.example/bloxguide',
      },
    },
  },
  allCategory: {
    nodes: TAXONOMY.map((c) => ({
      key: c.key,
      path: categoryPath(c.slug),
      title: `Title of ${c.key}`,
      subcategories: c.subcategories.map((s) => ({
        key: s.key,
        path: subcategoryPath(c.slug, s.slug),
        title: `Title of ${c.key}.${s.key}`,
      })),
    })),
  },
});

let data: ReturnType<typeof defaultData> = defaultData();

/** Replace (part of) what useStaticQuery returns; call `resetStaticQueryData` after. */
export function setStaticQueryData(mutate: (d: ReturnType<typeof defaultData>) => void): void {
  mutate(data);
}
export function resetStaticQueryData(): void {
  data = defaultData();
}

export const useStaticQuery = (): unknown => data;

export const navigate = jest.fn();

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string };
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, ...rest },
  ref,
) {
  const { onClick, target } = rest;
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
});

export const withPrefix = (p: string): string => p;
