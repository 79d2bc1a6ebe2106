/**
 * @jest-environment node
 */
// Gatsby renders every page on the server at build time: no window, no matchMedia, no fetch.
import { renderToString } from 'react-dom/server';
import { wrapPage } from '../../../src/components/frame/page-element';

type PageProps = Parameters<typeof wrapPage>[0]['props'];

describe('server rendering of the layout', () => {
  it('renders without a browser, with the menu button and search box but no results or menu', () => {
    expect(typeof window).toBe('undefined');
    const props = {
      pageContext: { sponsored: ['<a href="https://p.example/">P</a>'] },
    } as unknown as PageProps;
    const html = renderToString(wrapPage({ element: <p>content</p>, props }));
    expect(html).toContain('<header');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Sections/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*placeholder="Search"/);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<footer');
    expect(html).not.toContain('search-results');
    expect(html).not.toContain('sections-dropdown');
    expect(html).not.toContain('route-delay-notice');
  });
});
