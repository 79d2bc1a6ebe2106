/**
 * How the made pages and the aliases' redirects reach Gatsby: pages in batches between turns of
 * the event loop, redirects for the hosting adapter only (createPages in ./create-pages.ts).
 */
import type { Actions } from 'gatsby';
import type { ArticleModel } from '../../domain/content/model';
import { redirectsOf } from '../../domain/content/aliases';

type Page = Parameters<Actions['createPage']>[0];

/** Pages handed to Gatsby between two turns of the event loop. */
const PAGE_BATCH = 1000;

/**
 * Gatsby's createPage stores each page's SitePage node in its LMDB node store, whose writes are
 * encoded into a buffer and committed when the event loop next turns. Made in one synchronous
 * loop, the 56,832 pages of 50,000 articles queued about 540 MB of writes before the first
 * commit, and the process kept that memory for the rest of the build: its own (anonymous) memory
 * during the page queries was 2.3 GB, against 1.5 GB with the pages in batches (two cold builds
 * with pictures, sampled from /proc; createPages 73 → 62 s). So the pages go to Gatsby in batches
 * of PAGE_BATCH, and the event loop turns after each.
 */
export async function createInBatches(
  createPage: Actions['createPage'],
  pages: readonly Page[],
  batch = PAGE_BATCH,
): Promise<void> {
  for (let i = 0; i < pages.length; i += 1) {
    createPage(pages[i]);
    if ((i + 1) % batch === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * The aliases' redirects, for a hosting adapter to turn into server redirects. Not in the
 * browser (`redirectInBrowser`): Gatsby would put every redirect into the app script of every
 * page (about 90 bytes gzipped for the first, more for each one after, against a JS budget with
 * little room), and its loader reaches the article without it: a client navigation to an old
 * address finds no page-data, asks the server for the page (HEAD), gets the redirect page or the
 * server's 301, and loads it.
 */
export function createAliasRedirects(
  createRedirect: Actions['createRedirect'],
  articles: readonly Pick<ArticleModel, 'slug' | 'aliases'>[],
): void {
  for (const r of redirectsOf(articles))
    createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: true, redirectInBrowser: false });
}
