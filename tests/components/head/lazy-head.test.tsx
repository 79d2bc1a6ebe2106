/**
 * lazyHead as a browser build runs it (the module evaluated outside tests, so the Heads' code is
 * not bundled with it): on the page the reader opened it reproduces the server's head elements
 * exactly (so Gatsby's diff changes nothing) without loading the Heads' code; a page reached by
 * client navigation gets its real Head in <head> once the code arrives; the first intent to
 * follow a link starts that load.
 */
import React from 'react';
import { act, render, waitFor } from '@testing-library/react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as realHeads from '../../../src/components/head/page-heads';

type LazyHeadModule = typeof import('../../../src/components/head/lazy-head');

/** lazy-head.tsx as a production browser bundle evaluates it. */
function productionLazyHead(): LazyHeadModule {
  const env = process.env.NODE_ENV;
  let mod: LazyHeadModule | undefined;
  jest.isolateModules(() => {
    // the same React as the test renders with (a fresh registry would load another copy)
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    process.env.NODE_ENV = 'production';
    try {
      mod = jest.requireActual<LazyHeadModule>('../../../src/components/head/lazy-head');
    } finally {
      process.env.NODE_ENV = env;
    }
  });
  return mod as LazyHeadModule;
}

/** What Gatsby puts in <head>: the element children of a Head render, marked data-gatsby-head. */
function headNodesOf(ui: React.ReactElement): Element[] {
  const { container, unmount } = render(ui, { container: document.createElement('div') });
  const nodes = Array.from(container.children)
    .filter((el) => el.tagName !== 'TEMPLATE')
    .map((el) => {
      const copy = el.cloneNode(true) as Element;
      copy.setAttribute('data-gatsby-head', 'true');
      return copy;
    });
  unmount();
  return nodes;
}

const gatsbyHead = (): Element[] => Array.from(document.head.querySelectorAll('[data-gatsby-head]'));

const location = { pathname: '/' };

beforeEach(() => {
  document.head.innerHTML = '';
  (window as { pagePath?: string }).pagePath = '/';
  // the server's Head of the home page, as the HTML carries it
  document.head.append(...headNodesOf(<realHeads.HomeHead />));
});
afterEach(() => {
  delete (window as { pagePath?: string }).pagePath;
});

describe('lazyHead in a browser bundle', () => {
  it('copies the server head of the page the reader opened, equal node for node, without the Heads code', () => {
    const { lazyHead, headsLoaded } = productionLazyHead();
    const Head = lazyHead(({ HomeHead }) => <HomeHead />);
    const server = gatsbyHead();
    expect(server.length).toBeGreaterThan(5);
    expect(server.some((el) => el.matches('script[type="application/ld+json"]'))).toBe(true);

    const copied = headNodesOf(<Head location={location} />);
    expect(copied).toHaveLength(server.length);
    copied.forEach((el, i) => expect(el.isEqualNode(server[i])).toBe(true));
    expect(headsLoaded()).toBe(false);
  });

  it('does not copy the head into another page’s document (the 500 page, an app shell)', () => {
    const { lazyHead } = productionLazyHead();
    const ErrorHead = lazyHead(({ ErrorHead: H }) => <H />, 'never');
    expect(headNodesOf(<ErrorHead location={location} />)).toHaveLength(0);
    (window as { pagePath?: string }).pagePath = '/offline-plugin-app-shell-fallback';
    const Head = lazyHead(({ HomeHead }) => <HomeHead />);
    expect(headNodesOf(<Head location={location} />)).toHaveLength(0);
  });

  it('puts the real Head of a page reached by navigation into <head> once its code has loaded', async () => {
    const { lazyHead, headsLoaded } = productionLazyHead();
    const Home = lazyHead(({ HomeHead }) => <HomeHead />);
    headNodesOf(<Home location={location} />); // the first page, as Gatsby renders it first
    const Authors = lazyHead(({ AuthorsHead }) => <AuthorsHead />);
    const expected = headNodesOf(<realHeads.AuthorsHead />);

    const view = render(<Authors location={{ pathname: '/authors' }} />, {
      container: document.createElement('div'),
    });
    // nothing of the home page's head may stay behind
    expect(headsLoaded()).toBe(false);
    await waitFor(() =>
      expect(document.title).toBe(expected.find((el) => el.tagName === 'TITLE')?.textContent),
    );
    const applied = gatsbyHead();
    expect(applied).toHaveLength(expected.length);
    applied.forEach((el, i) => expect(el.isEqualNode(expected[i])).toBe(true));
    view.unmount();
  });

  it('starts loading the Heads code at the first focus or pointer on a link, not before', async () => {
    const { loadHeadsOnIntent, headsLoaded } = productionLazyHead();
    loadHeadsOnIntent();
    const text = document.createElement('p');
    const link = document.createElement('a');
    link.href = '/authors';
    document.body.append(text, link);
    act(() => {
      text.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    await Promise.resolve();
    expect(headsLoaded()).toBe(false);
    act(() => {
      link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await waitFor(() => expect(headsLoaded()).toBe(true));
    text.remove();
    link.remove();
  });
});
