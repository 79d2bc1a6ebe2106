/** The HTML sitemap page: fixed sections, then its share of listing pages and articles. */
import { render, screen } from '@testing-library/react';
import SitemapTemplate from '../../../src/templates/sitemap';
import type { SitemapContext } from '../../../src/types/page-context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Gatsby's PageProps carry router fields this page never reads
const asProps = (p: object): any => p;

const base: SitemapContext = {
  sponsored: [],
  categories: [
    {
      title: 'Gameplay Tips',
      path: '/ultimate-gameplay-tips-roblox',
      children: [{ title: 'Beginner Guides', path: '/ultimate-gameplay-tips-roblox/beginner-guides-roblox' }],
    },
  ],
  authors: [{ name: 'Aditi Kapoor', path: '/authors/aditi-kapoor' }],
  info: [{ title: 'About Us', path: '/info/about-us' }],
  pages: [],
  listingPages: [],
  articles: [],
  pagination: { page: 1, pages: 1, previousPath: null, nextPath: null, basePath: '/sitemap' },
};

const hrefOf = (name: string): string | null => screen.getByRole('link', { name }).getAttribute('href');

describe('sitemap page', () => {
  it('links the listing pages beyond the first with their number, then the articles', () => {
    render(
      <SitemapTemplate
        {...asProps({
          pageContext: {
            ...base,
            listingPages: [
              { title: 'Gameplay Tips', path: '/ultimate-gameplay-tips-roblox/page/2', page: 2, pages: 3 },
              { title: 'Aditi Kapoor', path: '/authors/aditi-kapoor/page/2', page: 2, pages: 2 },
            ],
            articles: [{ title: 'How to Build an Obby', path: '/articles/how-to-build-an-obby' }],
          },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'More listing pages' })).toBeInTheDocument();
    expect(hrefOf('Gameplay Tips – Page 2 of 3')).toBe('/ultimate-gameplay-tips-roblox/page/2');
    expect(hrefOf('Aditi Kapoor – Page 2 of 2')).toBe('/authors/aditi-kapoor/page/2');
    expect(hrefOf('How to Build an Obby')).toBe('/articles/how-to-build-an-obby');
    // the fixed sections link first pages only
    expect(hrefOf('Gameplay Tips')).toBe('/ultimate-gameplay-tips-roblox');
    expect(hrefOf('Beginner Guides')).toBe('/ultimate-gameplay-tips-roblox/beginner-guides-roblox');
  });

  it('leaves out a heading with nothing under it', () => {
    render(
      <SitemapTemplate
        {...asProps({
          pageContext: { ...base, articles: [{ title: 'Only Article', path: '/articles/only-article' }] },
        })}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'More listing pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Articles' })).toBeInTheDocument();
  });
});
