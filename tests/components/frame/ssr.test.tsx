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
    // the menu's forms are only in the stand-in's inert template, for the head's early script
    const templates = html.match(/<template>[\s\S]*?<\/template>/g) ?? [];
    expect(templates).toHaveLength(1);
    expect(templates[0]).toContain('data-testid="sections-dropdown"');
    expect(templates[0]).toContain('data-testid="sections-popover"');
    const outside = templates.reduce((rest, t) => rest.replace(t, ''), html);
    expect(outside).not.toContain('sections-dropdown');
    expect(outside).not.toContain('sections-popover');
    expect(html).not.toContain('route-delay-notice');
  });
});
