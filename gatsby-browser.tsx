import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import './src/styles/site.scss';
import { wrapPage } from './src/components/frame/page-element';
import { routeDelay } from './src/browser/route-delay';
import { loadHeadsOnIntent } from './src/components/head/lazy-head';
import { hydrateInSlices } from './src/browser/hydrate';
import { nextTask } from './src/browser/next-task';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

// hydration in slices that yield to input and paint (src/browser/hydrate.ts); Gatsby types the
// renderer as react-dom's legacy `render` with its overloads, and calls it as (element, #___gatsby)
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInSlices as unknown as Renderer;

// the page Heads' code is fetched when the reader first heads for a link (src/components/head/lazy-head.tsx);
// Gatsby waits for the promise, so its loader starts (the page's data and component requested) in
// a task after the one that evaluated the app's modules: two shorter tasks on a phone, not one long
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  loadHeadsOnIntent();
  return nextTask();
};

// Gatsby fires this when a route takes longer than 1000 ms (built into its loader) to load
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => routeDelay.set(true);

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => routeDelay.set(false);
