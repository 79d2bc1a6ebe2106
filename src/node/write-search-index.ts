/**
 * Writes public/search-index.json: the titles of the published articles, which the search box
 * fetches when a reader first uses it (never part of a page's data).
 *
 * onPreExtractQueries is the first hook after createPages both in a build (once) and under
 * `gatsby develop`, where every content change re-creates the pages and then extracts and runs
 * the queries again: the index follows the content createPages published (src/node/content/build-content.ts).
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { SEARCH_INDEX_PATH } from '../domain/listings/routes';
import { encodeSearchIndex, searchEntryOf } from '../domain/search/title-index';
import type { ContentLifecycle } from './content/build-content';

export const onPreExtractQueriesFor =
  (store: ContentLifecycle): GatsbyNode['onPreExtractQueries'] =>
  ({ reporter }) => {
    // develop can extract queries again before content was ever published (a source file changed)
    if (!store.isPublished()) return;
    const { content, marks } = store.published('onPreExtractQueries');
    const index = encodeSearchIndex(content.articles.map((a) => searchEntryOf(a, marks.get(a.id))));
    const file = path.join(process.cwd(), 'public', SEARCH_INDEX_PATH);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(index));
    reporter.info(`search: wrote ${SEARCH_INDEX_PATH} with ${index.t.length} titles`);
  };
