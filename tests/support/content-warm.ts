/**
 * tests/fixtures/content-warm, the small site (three articles, two with covers, an info page) that
 * several fixture builds make, and its article the locale checks read (scripts/bench/locale-check.ts).
 */
import type { LocaleArticle } from '../../scripts/bench/locale-check';
import { articlePath } from '../../src/domain/listings/routes';

export const CONTENT_WARM = 'tests/fixtures/content-warm';

export const CONTENT_WARM_ARTICLE: LocaleArticle = {
  path: articlePath('studio-first-build'),
  date: '2025-03-14T09:30:00.000Z',
  heading: 'Place a Part',
};
