/**
 * The redirects of a built site (public/), read from the list the build wrote
 * (ARTICLE_SLUGS_PATH, src/node/post-build/alias-files.ts): what the deploy gives its redirect
 * objects and what `npm run check:site` follows.
 */
import fs from 'fs';
import path from 'path';
import { Redirect, redirectsOf } from '../../src/domain/content/aliases';
import { parsePublishedList } from '../../src/domain/content/renames';
import { ARTICLE_SLUGS_PATH } from '../../src/domain/listings/routes';

/**
 * The redirects of the build in `dir`: null when it has no list (a build made before aliases);
 * throws when the list is there but is not one.
 */
export function buildRedirects(dir: string): Redirect[] | null {
  const file = path.join(dir, ARTICLE_SLUGS_PATH);
  if (!fs.existsSync(file)) return null;
  const list = parsePublishedList(fs.readFileSync(file, 'utf8'));
  if (!list) throw new Error(`${file} is not the list of articles a build writes: build the site again.`);
  return redirectsOf(list.articles);
}
