/**
 * KeptLinks (src/components/frame/kept-links.tsx): on hydration the server's links stay as they
 * are, not hydrated, and the block answers for them as Gatsby's Link would; rendered in the
 * browser (a client-side navigation), it renders its Links.
 */
import React, { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link } from 'gatsby';
import { hydrateInSlices } from '../../../src/browser/hydrate';
import { KeptLinks } from '../../../src/components/frame/kept-links';

const renders = jest.fn();
function Entry({ to, text }: { to: string; text: string }): React.JSX.Element {
  renders(to);
  return (
    <li>
      <Link to={to}>{text}</Link>
    </li>
  );
}

function Page({ page = 1 }: { page?: number }): React.JSX.Element {
  return (
    <div id="gatsby-focus-wrapper">
      <KeptLinks contentKey={`/sitemap/${page}`} className="lists">
        <ul>
          <Entry to={`/authors/a-${page}`} text={`Author ${page}`} />
          <Entry to={`/articles/b-${page}`} text={`Article ${page}`} />
          <li>
            <a href="https://elsewhere.example/">Elsewhere</a>
          </li>
        </ul>
      </KeptLinks>
    </div>
  );
}

/** A root whose page a test can change, as a client-side navigation does. */
let showPage: (page: number) => void = () => undefined;
function App(): React.JSX.Element {
  const [page, setPage] = useState(1);
  showPage = setPage;
  return <Page page={page} />;
}

// the server's markup, rendered before any hydration in this file (afterwards jsdom's document and
// the module's "hydrated" mark make a render here look like the browser's)
const SERVER_HTML = renderToString(<App />);

interface Loader {
  hovering: jest.Mock;
  enqueue: jest.Mock;
}
const w = window as unknown as { ___navigate?: jest.Mock; ___loader?: Loader };

let container: HTMLDivElement;
let observed: Element[];
let observer: IntersectionObserverCallback;
const abort = jest.fn();
beforeEach(() => {
  container = document.createElement('div');
  container.id = '___gatsby';
  document.body.appendChild(container);
  w.___navigate = jest.fn();
  w.___loader = { hovering: jest.fn(), enqueue: jest.fn(() => ({ abort })) };
  observed = [];
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(cb: IntersectionObserverCallback) {
      observer = cb;
    }
    observe(el: Element): void {
      observed.push(el);
    }
    disconnect(): void {
      observed = [];
    }
  };
  renders.mockClear();
  abort.mockClear();
});
afterEach(() => {
  container.remove();
  delete w.___navigate;
  delete w.___loader;
});

async function hydratePage(): Promise<{ root: HTMLElement; links: HTMLAnchorElement[] }> {
  container.innerHTML = SERVER_HTML;
  const root = container.querySelector('.lists') as HTMLElement;
  const links = [...container.querySelectorAll('a')];
  renders.mockClear();
  await act(async () => hydrateInSlices(<App />, container));
  return { root, links };
}

describe('KeptLinks', () => {
  it('renders its links on the server', () => {
    const html = SERVER_HTML;
    expect(html).toContain('href="/authors/a-1"');
    expect(html).toContain('Article 1');
  });

  it('keeps the server links as they are on hydration: the same elements, no component rendered', async () => {
    const { root, links } = await hydratePage();
    expect(container.querySelector('.lists')).toBe(root);
    expect([...container.querySelectorAll('a')]).toEqual(links);
    expect(links.map((a) => a.textContent)).toEqual(['Author 1', 'Article 1', 'Elsewhere']);
    expect(renders).not.toHaveBeenCalled();
  });

  it('makes a plain click on a kept link a client-side navigation', async () => {
    const { links } = await hydratePage();
    const notPrevented = fireEvent.click(links[0]);
    expect(notPrevented).toBe(false);
    expect(w.___navigate).toHaveBeenCalledWith('/authors/a-1', { replace: false });
  });

  it('leaves modified clicks and links to other sites to the browser', async () => {
    const { links } = await hydratePage();
    // what the browser would do next (jsdom cannot follow links): record whether it may
    const followed: boolean[] = [];
    const browser = (e: MouseEvent): void => {
      followed.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(links[0], { ctrlKey: true });
    fireEvent.click(links[0], { button: 1 });
    fireEvent.click(links[2]);
    window.removeEventListener('click', browser);
    expect(followed).toEqual([true, true, true]);
    expect(w.___navigate).not.toHaveBeenCalled();
  });

  it('replaces the history entry for a link to the page already open', async () => {
    const { links } = await hydratePage();
    window.history.pushState({}, '', '/authors/a-1');
    fireEvent.click(links[0]);
    expect(w.___navigate).toHaveBeenCalledWith('/authors/a-1', { replace: true });
    window.history.pushState({}, '', '/');
  });

  it("asks Gatsby's loader for a page when the pointer is over its link", async () => {
    const { links } = await hydratePage();
    fireEvent.mouseOver(links[1]);
    expect(w.___loader?.hovering).toHaveBeenCalledWith('/articles/b-1');
  });

  it('queues the pages of links in view for prefetching, and takes them off when they leave it', async () => {
    const { links } = await hydratePage();
    expect(observed).toEqual(links);
    const entry = (target: Element, isIntersecting: boolean) =>
      ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry;
    act(() => observer([entry(links[0], true), entry(links[2], true)], {} as IntersectionObserver));
    expect(w.___loader?.enqueue.mock.calls).toEqual([['/authors/a-1']]);
    act(() => observer([entry(links[0], false)], {} as IntersectionObserver));
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it('renders its Links when rendered in the browser (a client-side navigation), and afresh for another page', async () => {
    const { rerender } = render(<Page />);
    expect(renders).toHaveBeenCalledWith('/authors/a-1');
    fireEvent.click(screen.getByText('Author 1'));
    // the Link's own click (tests/mocks/gatsby.tsx calls navigate), not the block's
    expect(w.___navigate).not.toHaveBeenCalled();
    rerender(<Page page={2} />);
    expect(screen.getByText('Author 2')).toHaveAttribute('href', '/authors/a-2');
  });

  it('renders the next page afresh after a hydrated one, with its Links', async () => {
    await hydratePage();
    await act(async () => showPage(2));
    expect(renders.mock.calls).toEqual([['/authors/a-2'], ['/articles/b-2']]);
    expect(screen.getByText('Author 2')).toHaveAttribute('href', '/authors/a-2');
    expect(screen.queryByText('Author 1')).toBeNull();
  });
});
