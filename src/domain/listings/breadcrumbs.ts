/**
 * Breadcrumb trails: the visible trail and the BreadcrumbList JSON-LD are both built from these,
 * so they always match.
 */
import type { Crumb } from './cards';
import { AUTHORS_PATH, HOME_PATH } from './routes';

/** Home, then the given crumbs. */
export const trailFrom = (homeTitle: string, ...crumbs: Crumb[]): Crumb[] => [
  { title: homeTitle, path: HOME_PATH },
  ...crumbs,
];

/** Home → category → subcategory → article (category and subcategory when listed). */
export const articleTrail = (
  homeTitle: string,
  article: Crumb,
  primary: { category: Crumb; subcategory: Crumb } | null,
): Crumb[] => trailFrom(homeTitle, ...(primary ? [primary.category, primary.subcategory] : []), article);

/** Home → Authors → author. */
export const authorTrail = (homeTitle: string, authorsTitle: string, author: Crumb): Crumb[] =>
  trailFrom(homeTitle, { title: authorsTitle, path: AUTHORS_PATH }, author);
