import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wrapPage } from '../../../src/components/frame/page-element';
import { HOME_PATH } from '../../../src/domain/listings/routes';
import { HYDRATED_ATTRIBUTE, RESERVED_IDS } from '../../../src/domain/html/element-ids';
import NotFoundPage from '../../../src/pages/404';
import ServerErrorPage from '../../../src/pages/500';

type PageProps = Parameters<typeof wrapPage>[0]['props'];
const pageProps = (context: object): PageProps => ({ pageContext: context }) as unknown as PageProps;

const sponsored = ['<a href="https://partner.example/" rel="sponsored noopener" target="_blank">Partner</a>'];

describe('the layout of every page', () => {
  it('header (logo, Sections, search), sponsored block, main content, footer, in that order', () => {
    render(wrapPage({ element: <h1>Page body</h1>, props: pageProps({ sponsored }) }));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'BloxGuide' })).toHaveAttribute('href', HOME_PATH);
    expect(within(header).getByRole('button', { name: 'Sections' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(header).getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute(
      'placeholder',
      'Search',
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { name: 'Page body' })).toBeInTheDocument();

    const order = [header, screen.getByTestId('sponsored-block'), main, screen.getByRole('contentinfo')];
    for (let i = 1; i < order.length; i += 1)
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks <html> as hydrated once the page content has committed, not before', () => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    let markedDuringRender: boolean | undefined;
    function Content(): React.JSX.Element {
      markedDuringRender = document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
      return <p>Content</p>;
    }
    render(wrapPage({ element: <Content />, props: pageProps({ sponsored }) }));
    expect(markedDuringRender).toBe(false);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it('starts with a skip link to the main content: the first Tab stop of the page', async () => {
    render(
      wrapPage({
        element: <a href="/inside">A link in the page</a>,
        props: pageProps({ sponsored }),
      }),
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toBe(screen.getByRole('main'));
    // before the header, the sponsored links and everything else that takes focus
    const focusable = document.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);
    await userEvent.tab();
    expect(skip).toHaveFocus();
    // main can take focus from the link without becoming a Tab stop itself
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('uses only ids that article headings are kept from taking', () => {
    const { container } = render(wrapPage({ element: <p>x</p>, props: pageProps({ sponsored }) }));
    // React's useId ids (":r0:") cannot come from heading text
    const fixed = Array.from(container.querySelectorAll('[id]'), (e) => e.id).filter(
      (id) => !id.startsWith(':'),
    );
    expect(fixed.length).toBeGreaterThan(0);
    for (const id of fixed) expect(RESERVED_IDS).toContain(id);
  });

  it('copes with pages whose context has no sponsored links', () => {
    render(wrapPage({ element: <p>x</p>, props: pageProps({}) }));
    expect(screen.queryByTestId('sponsored-block')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('x');
  });
});

describe.each([
  ['404', NotFoundPage, 'Page not found', 'does not exist'],
  ['500', ServerErrorPage, 'Something went wrong', 'could not be loaded'],
])('the %s page', (_code, Page, title, text) => {
  it('sits in the layout, explains, and offers a way home and to every category', () => {
    render(wrapPage({ element: <Page />, props: pageProps({ sponsored }) }));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(main).toHaveTextContent(text);
    expect(within(main).getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute(
      'href',
      HOME_PATH,
    );
    expect(within(main).getAllByRole('link')).toHaveLength(1 + 6);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
