/**
 * Everything the build does after Gatsby has written public/, in order: the search index first
 * (src/node/write-search-index.ts), then robots.txt and the policies. The Content Security
 * Policy step is the last to rewrite HTML: it hashes the final bytes of every page's inline
 * scripts, so any step that rewrites HTML must come before it. After it, the service worker's
 * precache revisions are set to the final files (src/node/post-build/precache-revisions.ts).
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { onPostBuild as writeRobotsTxt } from './robots';
import { PagePolicyError } from './policy-meta';
import { sitePagePolicies } from './policy-workers';
import { siteHeadScriptSwap } from './minify-head-scripts';
import { syncPrecacheRevisions } from './precache-revisions';
import { writeOfflineWorkerData } from './offline-worker-data';
import { writeAliasFiles } from './alias-files';
import { contentName } from '../content/last-published';
import { contentDir } from '../content/read-content';
import { siteConfig } from '../../site-config';
import { onPostBuildFor as writeSearchIndex } from '../write-search-index';
import type { ContentLifecycle } from '../content/build-content';
import { pruneStaleFiles } from './prune-stale';
import { finishSharePictures } from '../share-pictures/build-step';
import { withContentBuildDate } from '../../domain/seo/feed';
import { RSS_PATH } from '../../domain/listings/routes';
import { writeListingFeeds } from './listing-feeds';

/**
 * When the policy step last finished over public/, kept in Gatsby's cache: `gatsby clean` removes
 * it with public/, and the next run then checks every page.
 */
const LAST_RUN_FILE = path.join('.cache', 'content-security-policy-run.json');

function lastRun(): number | undefined {
  try {
    const { finishedAt } = JSON.parse(fs.readFileSync(LAST_RUN_FILE, 'utf8')) as { finishedAt?: unknown };
    return typeof finishedAt === 'number' ? finishedAt : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The last post-build step: every page's own head scripts are minified into one
 * (src/node/post-build/minify-head-scripts.ts) and every page gets its policy meta (src/node/post-build/page-policies.ts).
 */
export const addContentSecurityPolicy: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  try {
    const started = Date.now();
    const publicDir = path.join(process.cwd(), 'public');
    // in worker threads when the build tuning says so (./policy-workers.ts), else here
    const { pages, checked, minified } = await sitePagePolicies(
      process.cwd(),
      publicDir,
      lastRun(),
      siteHeadScriptSwap(),
    );
    fs.mkdirSync(path.dirname(LAST_RUN_FILE), { recursive: true });
    fs.writeFileSync(LAST_RUN_FILE, JSON.stringify({ finishedAt: Date.now() }));
    const unchanged = pages - checked;
    reporter.info(
      `Content Security Policy: added to ${checked} page(s), ${minified} of them with their head scripts minified` +
        (unchanged > 0 ? `; ${unchanged} unchanged since the last build already have it` : '') +
        ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (e) {
    if (!(e instanceof PagePolicyError)) throw e;
    reporter.panicOnBuild(e.message);
  }
};

/** How many removed files the log names (then a count). */
const SHOWN_REMOVED = 40;

/**
 * What an earlier build left in public/ and this one did not make goes (src/node/post-build/prune-stale.ts),
 * and the feed's build date is its newest article's: public/ is then what a clean build of the
 * same tree writes.
 */
export const settlePublicFiles: GatsbyNode['onPostBuild'] = ({ store, reporter }) => {
  const publicDir = path.join(process.cwd(), 'public');
  const feed = path.join(publicDir, RSS_PATH);
  if (fs.existsSync(feed)) fs.writeFileSync(feed, withContentBuildDate(fs.readFileSync(feed, 'utf8')));
  const { pages } = store.getState() as { pages: Map<string, unknown> };
  const removed = pruneStaleFiles(process.cwd(), publicDir, { pages: pages.keys() });
  const shown = removed.slice(0, SHOWN_REMOVED).join(', ');
  const more = removed.length > SHOWN_REMOVED ? ` and ${removed.length - SHOWN_REMOVED} more` : '';
  reporter.info(
    removed.length === 0
      ? 'Stale files: none in public/'
      : `Stale files: removed ${removed.length} that an earlier build left in public/: ${shown}${more}`,
  );
};

/** The site's onPostBuild, given this build's content (the search index and the aliases read what was published). */
export const onPostBuildFor =
  (store: ContentLifecycle): GatsbyNode['onPostBuild'] =>
  // two parameters, not three: Gatsby waits for the callback of a hook that declares a third one
  async (args, options) => {
    const done = (): void => undefined;
    await writeSearchIndex(store)?.(args, options, done);
    await writeRobotsTxt?.(args, options, done);
    // before the policy step: the redirect pages get their policy like every page
    const redirects = writeAliasFiles(path.join(process.cwd(), 'public'), {
      articles: store.published('onPostBuild').content.articles,
      content: contentName(contentDir()),
      siteUrl: siteConfig.siteUrl,
      lang: siteConfig.locale,
    });
    args.reporter.info(`aliases: ${redirects} redirect(s) written (pages, nginx map, article-slugs.json)`);
    // the drawn share pictures, in public/ before the pruning step looks
    await finishSharePictures(args.reporter);
    const feeds = await writeListingFeeds(store, args, path.join(process.cwd(), 'public'));
    args.reporter.info(`feeds: ${feeds} category and topic feed(s) written beside ${RSS_PATH}`);
    // after every writer of public/: what this build did not make goes
    await settlePublicFiles?.(args, options, done);
    await addContentSecurityPolicy?.(args, options, done);
    try {
      if (writeOfflineWorkerData(path.join(process.cwd(), 'public'), siteConfig.locale))
        args.reporter.info("sw.js: offline page texts and the pages' script files written");
      if (syncPrecacheRevisions(path.join(process.cwd(), 'public')))
        args.reporter.info('sw.js: precache revisions set to the final files');
    } catch (e) {
      args.reporter.panicOnBuild((e as Error).message);
    }
  };
