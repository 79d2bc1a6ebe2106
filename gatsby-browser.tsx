import type { GatsbyBrowser } from 'gatsby';
import './src/styles/site.scss';
import { wrapPage } from './src/components/page-element';
import { routeDelay } from './src/components/route-delay';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

// Gatsby fires this when a route takes longer than 1000 ms (built into its loader) to load
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => routeDelay.set(true);

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => routeDelay.set(false);
