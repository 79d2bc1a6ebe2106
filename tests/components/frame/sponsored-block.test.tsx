import { render, screen, within } from '@testing-library/react';
import { SponsoredBlock } from '../../../src/components/frame/sponsored-block';
import { sanitizeSponsoredHtml } from '../../../src/domain/sponsored/sanitizer';
import { SPONSORED_HEADINGS, sponsoredHeading, sponsoredLinksFor } from '../../../src/domain/sponsored/block';
import { setStaticQueryData } from '../../mocks/gatsby';

// what the build hands a page: its own sapeLinks then sapeNewUrl, sanitised
const data = {
  sapeLinks: {
    '/fan-art': [
      '<a href="https://partner.example/one" rel="nofollow" onclick="steal()">Partner one</a>',
      '<a href="https://partner.example/two" target="_self">Partner two</a> with <b>bold</b> words',
    ],
  },
  sapeNewUrl: '<a href="https://partner.example/new">New partner</a><script>alert(1)</script>',
};
const linksFor = (path: string): string[] =>
  sponsoredLinksFor(data, path).map(sanitizeSponsoredHtml).filter(Boolean);

describe('sponsored-link block', () => {
  it('shows the page\'s own links then sapeNewUrl, every link rel="sponsored noopener"', () => {
    render(<SponsoredBlock links={linksFor('/fan-art')} />);
    const block = screen.getByTestId('sponsored-block');
    expect(block.tagName).toBe('ASIDE');
    const links = within(block).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Partner one', 'Partner two', 'New partner']);
    for (const a of links) expect(a).toHaveAttribute('rel', 'sponsored noopener');
    expect(block.querySelector('script, [onclick]')).toBeNull();
    expect(block).toHaveTextContent('with bold words');
  });

  it('carries the heading picked from the site name, and is labelled by it', () => {
    render(<SponsoredBlock links={linksFor('/')} />);
    const heading = sponsoredHeading('BloxGuide', 'en');
    expect(SPONSORED_HEADINGS.en).toContain(heading);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: heading })).toBe(screen.getByTestId('sponsored-block'));
    expect(within(screen.getByTestId('sponsored-block')).getAllByRole('link')).toHaveLength(1);
  });

  it('carries the heading the site data gives (picked from the site name at build time)', () => {
    const other = SPONSORED_HEADINGS.en.find((h) => h !== sponsoredHeading('BloxGuide', 'en')) as string;
    setStaticQueryData((d) => {
      d.site.siteMetadata.sponsoredHeading = other;
    });
    render(<SponsoredBlock links={linksFor('/')} />);
    expect(screen.getByRole('heading', { name: other })).toBeInTheDocument();
  });

  it('renders nothing when a page has no sponsored links at all', () => {
    const { container } = render(<SponsoredBlock links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
