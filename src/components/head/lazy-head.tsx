/**
 * Page Heads (Gatsby's Head API) without their code in the first download.
 *
 * Gatsby renders a page's Head on the server into the HTML, and again in the browser after every
 * page render, diffing the result against the `data-gatsby-head` elements already in <head>. On
 * the page a reader opened, that browser render can only reproduce what the server wrote. So
 * there the Head copies the server's head elements (read once, before Gatsby touches them)
 * instead of computing them, and the SEO code (titles, descriptions, JSON-LD: about 3.6 KB
 * gzipped) loads on first use: when the reader first points at, touches or focuses a link, the
 * first step of a client navigation. A page reached by client navigation renders its real Head;
 * if its code has not arrived yet (a navigation within moments of the first intent), the Head
 * applies itself to <head> as soon as it has (see `ApplyWhenLoaded`).
 *
 * Server rendering and tests render the real Heads synchronously.
 */
import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';

type Heads = typeof import('./page-heads');

// the HTML renderer (and jest) take the module as it is; browser builds never bundle it here
const eager: Heads | null =
  process.env.BUILD_STAGE === 'build-html' ||
  process.env.BUILD_STAGE === 'develop-html' ||
  process.env.NODE_ENV === 'test'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- kept out of browser bundles by the constant condition
      (require('./page-heads') as Heads)
    : null;

let loaded: Heads | null = eager;
let loading: Promise<Heads> | null = null;

/** Fetch the Heads' code (once); resolves with the module. */
export function loadHeads(): Promise<Heads> {
  if (loaded) return Promise.resolve(loaded);
  if (!loading) {
    loading = import('./page-heads').then(
      (m) => {
        loaded = m;
        return m;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/**
 * Whether the Heads' code is here (always on the server).
 * @public read by tests/components/head/lazy-head.test.tsx through a module registry knip cannot follow
 */
export const headsLoaded = (): boolean => loaded !== null;

/** Start fetching the Heads' code at the reader's first sign of navigating (any link). */
export function loadHeadsOnIntent(): void {
  if (loaded || typeof document === 'undefined') return;
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const onIntent = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    for (const name of events) document.removeEventListener(name, onIntent, true);
    // in a task of its own, so that the input that showed the intent (a tap that opens a menu and
    // moves focus into it) is answered first; a chunk that did not arrive: again at the next intent
    setTimeout(() => loadHeads().catch(loadHeadsOnIntent));
  };
  for (const name of events) document.addEventListener(name, onIntent, { capture: true, passive: true });
}

/** One server-written head element, as data React can render again. */
interface HeadElement {
  tag: string;
  attributes: Record<string, string>;
  text: string;
}

let serverHead: { path: string; elements: HeadElement[] } | null = null;

/**
 * Which HTML document can hold a page's Head: its own (`page`), the 404 page's (`not-found`), or
 * none (`never`: the 500 page, only ever shown in place of another page).
 */
export type DocumentKind = 'page' | 'not-found' | 'never';

/** The page path the HTML document was built for (Gatsby writes it inline). */
const documentPagePath = (): string | undefined => (window as { pagePath?: string }).pagePath;

/**
 * The server's head elements of the page the reader opened, or null when `pathname` is not that
 * page (after a client navigation, or a document that is not this page's HTML: the offline
 * plugin's app shell). Read on first call, before Gatsby's first diff.
 */
function serverHeadFor(pathname: string, kind: DocumentKind): HeadElement[] | null {
  if (serverHead === null) {
    const elements = Array.from(document.head.querySelectorAll('[data-gatsby-head]')).map(
      (el): HeadElement => ({
        tag: el.tagName.toLowerCase(),
        attributes: Object.fromEntries(
          Array.from(el.attributes)
            .filter((a) => a.name !== 'data-gatsby-head')
            .map((a) => [a.name, a.value]),
        ),
        text: el.textContent ?? '',
      }),
    );
    serverHead = { path: window.location.pathname, elements };
  }
  const pagePath = documentPagePath();
  const notFoundDocument = pagePath !== undefined && /^\/404(\.html)?$/.test(pagePath);
  // the 404 page's HTML is served at any unknown path; a page shown in another page's document
  // (Gatsby falls back to the 404 or 500 page when page data fails) must not copy its head
  const isThisDocument =
    pathname === serverHead.path &&
    (kind === 'not-found' ? notFoundDocument : kind === 'page' && pagePath === pathname && !notFoundDocument);
  return isThisDocument && serverHead.elements.length > 0 ? serverHead.elements : null;
}

// React property names of the attributes the Seo component writes
const PROPS: Record<string, string> = { class: 'className', charset: 'charSet', 'http-equiv': 'httpEquiv' };

function ServerHead({ elements }: { elements: HeadElement[] }): React.JSX.Element {
  return (
    <>
      {elements.map(({ tag, attributes, text }, i) => {
        const props: Record<string, unknown> = { key: i };
        for (const [name, value] of Object.entries(attributes)) props[PROPS[name] ?? name] = value;
        if (text !== '') {
          if (tag === 'script' || tag === 'style') props.dangerouslySetInnerHTML = { __html: text };
          else props.children = text;
        }
        return React.createElement(tag, props);
      })}
    </>
  );
}

/**
 * A page reached by client navigation before the Heads' code arrived: render the Head once it
 * has, and put it into <head> ourselves, since Gatsby applies a Head only after its own render.
 * The marker (a <template>, which Gatsby never copies into <head>) finds the hidden element
 * Gatsby renders Heads into.
 */
function ApplyWhenLoaded({ render }: { render: (heads: Heads) => React.ReactNode }): React.JSX.Element {
  const [heads, setHeads] = useState<Heads | null>(loaded);
  const marker = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    let live = true;
    loadHeads().then(
      (m) => live && setHeads(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  useLayoutEffect(() => {
    const root = marker.current?.parentNode;
    if (!heads || !root) return;
    const fresh = Array.from(root.children).filter((el) => el !== marker.current);
    document.head.querySelectorAll('[data-gatsby-head]').forEach((el) => el.remove());
    for (const el of fresh) {
      const copy = el.cloneNode(true) as Element;
      copy.setAttribute('data-gatsby-head', 'true');
      document.head.append(copy);
    }
  }, [heads]);
  return (
    <>
      {heads ? render(heads) : null}
      <template ref={marker} />
    </>
  );
}

/** A page's Head: `render` draws it from the Heads module; `kind` says where its HTML can be. */
export function lazyHead<P extends { location: { pathname: string } }>(
  render: (heads: Heads, props: P) => React.ReactNode,
  kind: DocumentKind = 'page',
): (props: P) => React.JSX.Element {
  return function Head(props: P): React.JSX.Element {
    if (loaded) return <>{render(loaded, props)}</>;
    const server = serverHeadFor(props.location.pathname, kind);
    if (server) return <ServerHead elements={server} />;
    return <ApplyWhenLoaded render={(heads) => render(heads, props)} />;
  };
}
