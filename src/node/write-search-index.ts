/**
 * Writes the split search index (src/domain/search/parts.ts): the manifest at SEARCH_INDEX_PATH
 * and its parts under SEARCH_PARTS_DIR, which the search box fetches when a reader first uses it
 * (never part of a page's data).
 *
 * A build writes it in onPostBuild, after Gatsby's query workers rendered every article body:
 * the articleBody resolver (src/node/content/schema.ts) wrote each body's text to a file as it
 * rendered it (src/node/content/search-texts.ts), so the main process neither reads the markdown
 * again nor renders a body (Query.searchTexts renders the few that have no file). `gatsby
 * develop` re-creates the pages on every content change and then extracts the queries again
 * (onPreExtractQueries); there it writes the title parts only.
 * Only published articles are in the index: createPages leaves drafts and scheduled articles
 * out of a production build (src/domain/content/publishing.ts), and the body text never holds
 * the sponsored block, which is part of the page frame, not of the body.
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { SEARCH_INDEX_PATH, searchPartPath } from '../domain/listings/routes';
import { SearchIndexBuilder } from '../domain/search/build-index';
import { encodeManifest, SearchManifest } from '../domain/search/parts';
import { searchEntryOf } from '../domain/search/title-index';
import type { ContentLifecycle, PublishedContent } from './content/build-content';
import { isDevelop } from './content/load-content';
import { pruneSearchTexts, readSearchText } from './content/search-texts';
import { buildFingerprint } from '../../lib/build-shared/inputs';
import { removeFilesExcept } from './files/remove-files-except';

/** Whether a build writes the text index: SEARCH_TEXT_INDEX is "on" (or unset) or "off". */
export function textIndexWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SEARCH_TEXT_INDEX ?? 'on';
  if (value !== 'on' && value !== 'off')
    throw new Error(
      `SEARCH_TEXT_INDEX is "${value}": set it to "off" for a build with title search only, or leave it unset (or "on") for the text index too`,
    );
  return value === 'on';
}

/** Bodies asked for per GraphQL query: enough to be quick, few enough to keep memory flat. */
const TEXT_BATCH = 500;

interface Graphql {
  graphql: <T>(query: string, variables?: Record<string, unknown>) => Promise<{ errors?: unknown; data?: T }>;
}

const publicDir = (): string => path.join(process.cwd(), 'public');

/** A builder that writes each part as it is made, and the names of the parts it wrote (or found in place). */
function builderFor({ content, marks }: PublishedContent): {
  builder: SearchIndexBuilder;
  written: Set<string>;
} {
  const written = new Set<string>();
  const dir = path.join(publicDir(), path.dirname(searchPartPath('x')));
  fs.mkdirSync(dir, { recursive: true });
  const builder = new SearchIndexBuilder(
    content.articles.map((a) => searchEntryOf(a, marks.get(a.id))),
    (name, json) => {
      if (written.has(name)) return;
      written.add(name);
      const file = path.join(publicDir(), searchPartPath(name));
      // a part is named by its content: a file of that name already holds these bytes, so a warm
      // build rewrites only what changed and touches the rest, which marks them as this build's
      // for the step that removes what an earlier build left (src/node/post-build/prune-stale.ts)
      if (!fs.existsSync(file)) fs.writeFileSync(file, json);
      else {
        const now = new Date();
        fs.utimesSync(file, now, now);
      }
    },
  );
  return { builder, written };
}

function writeManifest(manifest: SearchManifest): void {
  fs.writeFileSync(path.join(publicDir(), SEARCH_INDEX_PATH), JSON.stringify(encodeManifest(manifest)));
}

/**
 * The parts folder holds only this index's parts: an earlier build's that this one did not write
 * go (an edit renames a family of parts), so that the step removing stale files
 * (src/node/post-build/prune-stale.ts) meets none here, which it could only prove stale by
 * reading every page. Returns how many went.
 */
function removeOtherParts(written: ReadonlySet<string>): number {
  const dir = path.join(publicDir(), path.dirname(searchPartPath('x')));
  return removeFilesExcept(dir, (file) => written.has(path.basename(file, '.json')));
}

/** Under `gatsby develop`: the title parts of what createPages published. */
export const onPreExtractQueriesFor =
  (store: ContentLifecycle): GatsbyNode['onPreExtractQueries'] =>
  ({ reporter }) => {
    // develop can extract queries again before content was ever published (a source file changed)
    if (!store.isPublished() || !isDevelop()) return;
    const manifest = builderFor(store.published('onPreExtractQueries')).builder.finish();
    writeManifest(manifest);
    reporter.info(
      `search: wrote ${SEARCH_INDEX_PATH} with ${manifest.n} titles (no text index under develop)`,
    );
  };

/** In a build: the title and the text parts. */
export const onPostBuildFor =
  (store: ContentLifecycle): GatsbyNode['onPostBuild'] =>
  async ({ reporter, graphql }) => {
    const started = Date.now();
    const published = store.published('onPostBuild');
    const { builder, written } = builderFor(published);
    if (!textIndexWanted()) {
      const titlesOnly = builder.finish();
      writeManifest(titlesOnly);
      const gone = removeOtherParts(written);
      reporter.info(
        `search: wrote ${SEARCH_INDEX_PATH} with ${titlesOnly.n} titles and no text index (SEARCH_TEXT_INDEX=off); ${gone} earlier parts removed`,
      );
      return;
    }
    const { articles } = published.content;
    const nodes = articles.map((a) => published.remarkIds.get(a.id) as string);
    const fingerprint = buildFingerprint() ?? 'none';
    // the query workers wrote each body's text as they rendered it (src/node/content/search-texts.ts)
    const missing: number[] = [];
    nodes.forEach((node, at) => {
      const text = readSearchText(process.cwd(), node, fingerprint);
      if (text) builder.addText(at, { headings: text.headings, body: text.text });
      else missing.push(at);
    });
    // bodies without a file (rendered before the text index was on): rendered here, a batch a query
    for (let from = 0; from < missing.length; from += TEXT_BATCH) {
      const batch = missing.slice(from, from + TEXT_BATCH);
      const result = await (graphql as Graphql['graphql'])<{
        searchTexts: { headings: string[]; text: string }[];
      }>(`query ($ids: [String!]!) { searchTexts(ids: $ids) { headings text } }`, {
        ids: batch.map((at) => nodes[at]),
      });
      if (result.errors || !result.data) {
        reporter.panicOnBuild('search: could not read the article texts', result.errors as Error[]);
        return;
      }
      result.data.searchTexts.forEach((t, i) =>
        builder.addText(batch[i], { headings: t.headings, body: t.text }),
      );
    }
    const pruned = pruneSearchTexts(process.cwd(), nodes);
    const rendered = missing.length;
    const manifest = builder.finish();
    writeManifest(manifest);
    const gone = removeOtherParts(written);
    reporter.info(
      `search: wrote ${SEARCH_INDEX_PATH} with ${manifest.n} articles, ${manifest.d.length + manifest.w.length + manifest.x.length + manifest.t.length + Object.keys(manifest.f).length} index parts and ${manifest.n} text fragments (${gone} earlier parts removed); ${rendered} bodies rendered here, the rest read from the query workers' files (${pruned} old files removed) (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  };
