/**
 * createPages: every page from the validated content, in this order: home, articles,
 * categories and subcategories, authors, info pages, the HTML sitemap. The modules in
 * src/node/make-pages/ make each kind; paths come from src/domain/listings/routes.ts only. Listing data travels
 * in pageContext (small, paginated), article and info bodies through page queries.
 */
import path from 'path';
import type { Actions, GatsbyNode } from 'gatsby';
import { ArticleCard, toCard } from '../../domain/listings/cards';
import { PreviewMark, previewMark, publishedContent } from '../../domain/content/publishing';
import { buildTaxonomyIndex } from '../../domain/listings/indexing';
import { keptIn } from '../../domain/kept';
import type { ArticleModel, PreparedContent, SiteContent } from '../../domain/content/model';
import { FEED_SIZE } from '../../domain/seo/feed';
import { siteConfig } from '../../site-config';
import { feedTexts } from '../content/feed-texts';
import type { ContentLifecycle } from '../content/build-content';
import { loadCovers } from '../content/covers';
import { startSharePictures } from '../share-pictures/build-step';
import type { SharePicture } from '../share-pictures/plan-and-draw';
import type { CoverPictures } from '../../domain/pictures/sizes';
import { contentFileNodes, contentFromNodes, isDevelop } from '../content/load-content';
import { remarkNodeIds, scannedRemarkIds } from '../content/remark-nodes';
import { remarkNodeLookup, type RemarkNodeLookup } from '../../../lib/build-shared/hooks';
import { createArticlePages } from './article-pages';
import { createHomePage, createListingPages } from './listing-pages';
import { PageKit, template } from './page-kit';
import { createSitemapPages } from './sitemap-pages';
import { createSeriesPages, seriesOutlines } from './series-pages';
import { createTopicPages, topicIndex } from './topic-pages';
import { topicLinks } from '../../domain/listings/topic-texts';
import { topicChipsHtml } from '../../domain/listings/topic-markup';
import { labelsFor } from '../../domain/locales/labels';
import { createAliasRedirects, createInBatches } from './hand-to-gatsby';

type Page = Parameters<Actions['createPage']>[0];
type CreatePagesArgs = Parameters<NonNullable<GatsbyNode['createPages']>>[0];
type ContentFiles = ReturnType<typeof contentFileNodes>;
type CheckedContent = ReturnType<typeof contentFromNodes>;
/** The MarkdownRemark node id of a content file (undefined: the node is not stored yet). */
type NodeIdOf = (file: string) => string | undefined;
/** The MarkdownRemark node ids of the articles (by id) whose card shows the text of their body. */
type BodyTextNodesOf = (ids: readonly number[]) => string[];

/**
 * The content createPages works from. Develop validates again on every change the watcher
 * brings, from the File nodes it has now, and so re-makes the content; a build validated at start.
 */
function validatedContent(
  store: ContentLifecycle,
  { getNodesByType, reporter }: CreatePagesArgs,
): { prepared: PreparedContent; developFiles: ContentFiles | null; checked: CheckedContent | null } {
  const developFiles = isDevelop() ? contentFileNodes(getNodesByType) : null;
  const checked = developFiles ? contentFromNodes(developFiles, reporter, store) : null;
  if (checked) store.remake(checked);
  return { prepared: store.validated('createPages'), developFiles, checked };
}

/**
 * The MarkdownRemark node of each article and info page, by its file: a build derives the ids
 * from the files' paths as Gatsby's plugins do (`lookup`), develop reads them from the File nodes.
 */
function remarkNodeIdOf(
  prepared: PreparedContent,
  developFiles: ContentFiles | null,
  lookup: () => RemarkNodeLookup | null,
  { getNodesByType, getNode }: CreatePagesArgs,
): NodeIdOf {
  const nodeIds = remarkNodeIds(
    [...prepared.content.articles, ...prepared.content.info].map((x) => path.resolve(x.file)),
    // develop has read the File nodes above, and its nodes change under it
    developFiles ? null : lookup(),
    () => scannedRemarkIds(developFiles ?? contentFileNodes(getNodesByType), getNode),
  );
  // asked several times per article (in a 10,000-article rebuild's profile, resolving the same
  // paths again took 0.4 s of createPages): each file's path is resolved once
  const idByFile = new Map<string, string | undefined>();
  return (file) => keptIn(idByFile, file, () => nodeIds.get(path.resolve(file)));
}

/**
 * Stops a build when a published article or info page has no MarkdownRemark node. Under develop
 * a file just added may not have its node yet: it gets its page on the next run, which the
 * node's creation triggers; a build has every node by now.
 */
function requireEveryNode(
  published: SiteContent,
  nodeIdOf: NodeIdOf,
  reporter: CreatePagesArgs['reporter'],
): void {
  const missing = [...published.articles, ...published.info].filter((x) => !nodeIdOf(x.file));
  if (missing.length > 0 && !isDevelop())
    reporter.panic(`content: no MarkdownRemark node for ${missing.map((m) => m.file).join(', ')}`);
}

/**
 * The published content with a node for each article and info page, without the bodies: they are
 * in the MarkdownRemark nodes, and dropping them here keeps the build's memory down.
 */
function withoutBodies(published: SiteContent, nodeIdOf: NodeIdOf): SiteContent {
  return {
    ...published,
    articles: published.articles.filter((a) => nodeIdOf(a.file)).map((a) => ({ ...a, body: '' })),
    info: published.info.filter((i) => nodeIdOf(i.file)).map((i) => ({ ...i, body: '' })),
  };
}

/**
 * An article without a description shows the text of its body (Query.cardTexts,
 * src/node/content/schema.ts): cards get it from their page's query, by node id; the feed's
 * newest articles need it here.
 */
function bodyTextNodes(articles: readonly ArticleModel[], nodeIdOf: NodeIdOf): BodyTextNodesOf {
  const bodyTextNode = new Map(
    articles.filter((a) => !a.description).map((a) => [a.id, nodeIdOf(a.file) as string]),
  );
  return (ids) => ids.flatMap((id) => bodyTextNode.get(id) ?? []);
}

/** The draft and scheduled badges of the preview (none in a build: it published neither). */
function previewMarks(articles: readonly ArticleModel[], now: Date): Map<number, PreviewMark> {
  const marks = new Map<number, PreviewMark>();
  for (const a of articles) {
    const mark = previewMark(a, now, siteConfig.locale);
    if (mark) marks.set(a.id, mark);
  }
  return marks;
}

function reportContent(
  reporter: CreatePagesArgs['reporter'],
  { articles, authors, info }: SiteContent,
  marks: ReadonlyMap<number, PreviewMark>,
): void {
  reporter.info(
    `content: ${articles.length} articles${isDevelop() ? ` (${articles.filter((a) => a.draft).length} drafts, ${[...marks.values()].filter((m) => m.state === 'scheduled').length} scheduled)` : ''}, ${authors.length} authors, ${info.length} info pages`,
  );
}

interface PageInputs {
  content: SiteContent;
  /** every article that validated, drafts and scheduled ones included (a series' gaps) */
  allArticles: readonly ArticleModel[];
  covers: Map<number, CoverPictures>;
  /** the drawn share pictures of the articles without a cover */
  shares: ReadonlyMap<number, SharePicture>;
  marks: ReadonlyMap<number, PreviewMark>;
  nodeIdOf: NodeIdOf;
  bodyTextNodesOf: BodyTextNodesOf;
  sponsoredFor: (pagePath: string) => string[];
}

/**
 * Every page of the content, in order: home, articles, categories and subcategories, authors,
 * info pages, the HTML sitemap. They are made first and handed to Gatsby afterwards in batches
 * (createInBatches).
 */
function makeEveryPage({
  content,
  allArticles,
  covers,
  shares,
  marks,
  nodeIdOf,
  bodyTextNodesOf,
  sponsoredFor,
}: PageInputs): Page[] {
  const { articles, taxonomyTexts, authors, info, topicTexts } = content;
  const cards = new Map<number, ArticleCard>(
    articles.map((a) => [
      a.id,
      toCard(
        a,
        taxonomyTexts,
        covers.get(a.id) ?? null,
        siteConfig.locale,
        marks.get(a.id),
        topicChipsHtml(topicLinks(a.topics, topicTexts), labelsFor(siteConfig.locale).topics),
      ),
    ]),
  );
  const outlines = seriesOutlines(
    allArticles,
    new Set(articles.map((a) => a.id)),
    content.series,
    siteConfig.locale,
  );
  const made: Page[] = [];
  const kit: PageKit = {
    createPage: (page) => {
      made.push(page);
    },
    sponsoredFor,
    card: (id) => cards.get(id) as ArticleCard,
    cardTextIds: (shown) => bodyTextNodesOf(shown.map((c) => c.id)),
  };
  const index = buildTaxonomyIndex(articles);
  createHomePage(kit, articles);
  createArticlePages(kit, {
    articles,
    taxonomyTexts,
    authors,
    index,
    covers,
    shares,
    nodeIdOf,
    locale: siteConfig.locale,
    markOf: (id) => marks.get(id),
    topicTexts,
    series: outlines,
  });
  const listings = createListingPages(kit, {
    articles,
    taxonomyTexts,
    authors,
    index,
    locale: siteConfig.locale,
  });
  const topics = createTopicPages(kit, topicIndex(articles), topicTexts, siteConfig.locale);
  const seriesLinks = createSeriesPages(kit, outlines);
  for (const page of info)
    kit.createPage({
      path: page.path,
      component: template('info'),
      context: {
        id: nodeIdOf(page.file),
        page: { name: page.name, path: page.path, title: page.title, description: page.description },
        sponsored: sponsoredFor(page.path),
      },
    });
  createSitemapPages(kit, {
    ...listings,
    pages: [...topics.pages, ...seriesLinks],
    laterPages: [...listings.laterPages, ...topics.laterPages],
    info,
    articles,
  });
  return made;
}

/** The preview only: an article with an error shows what is wrong at its address (a build stops). */
function createErrorPages(createPage: Actions['createPage'], checked: CheckedContent | null): void {
  for (const page of checked?.errorPages ?? [])
    createPage({
      path: page.path,
      component: template('content-error'),
      context: { errorPage: { file: page.file, problems: page.problems }, sponsored: [] },
    });
}

/**
 * createPages publishes the build's content (src/node/content/build-content.ts) and makes every
 * page of it, step by step. `lookup` finds the MarkdownRemark nodes by their derived ids
 * (by default the one the build tuning registers, if any: lib/build-shared/hooks.ts).
 */
export const createPagesFor =
  (
    store: ContentLifecycle,
    lookup: () => RemarkNodeLookup | null = remarkNodeLookup,
  ): GatsbyNode['createPages'] =>
  async (args) => {
    const { actions, reporter } = args;
    const { prepared, developFiles, checked } = validatedContent(store, args);
    const nodeIdOf = remarkNodeIdOf(prepared, developFiles, lookup, args);
    // one clock for the whole run: what is scheduled is decided once (src/domain/content/publishing.ts)
    const now = new Date();
    const published = publishedContent(prepared.content, { preview: isDevelop(), now });
    requireEveryNode(published, nodeIdOf, reporter);
    const content = withoutBodies(published, nodeIdOf);
    const bodyTextNodesOf = bodyTextNodes(content.articles, nodeIdOf);
    const excerpts = await feedTexts(
      bodyTextNodesOf(content.articles.slice(0, FEED_SIZE).map((a) => a.id)),
      args,
    );
    const marks = previewMarks(content.articles, now);
    const remarkIds = new Map(content.articles.map((a) => [a.id, nodeIdOf(a.file) as string]));
    store.publish({ ...prepared, content, excerpts, marks, remarkIds });
    const covers = await loadCovers(content.articles, args.graphql, reporter);
    reportContent(reporter, content, marks);
    // drawn beside the rest of the build; onPostBuild waits for them
    const shares = startSharePictures(process.cwd(), path.join(process.cwd(), 'public'), {
      articles: content.articles,
      covered: new Set(covers.keys()),
      taxonomyTexts: content.taxonomyTexts,
      siteTitle: siteConfig.title,
      locale: siteConfig.locale,
      draw: !isDevelop(),
    });
    const sponsoredFor = (pagePath: string): string[] => store.sponsoredFor(pagePath, 'createPages');
    const made = makeEveryPage({
      content,
      allArticles: prepared.content.articles,
      covers,
      shares,
      marks,
      nodeIdOf,
      bodyTextNodesOf,
      sponsoredFor,
    });
    // every page made here is recorded in the published content, for the XML sitemap
    await createInBatches(store.pageRecorder(actions.createPage), made);
    createAliasRedirects(actions.createRedirect, content.articles);
    createErrorPages(actions.createPage, checked);
  };

/**
 * Pages from src/pages (404, 500) get their sponsored links too, from the latest validated
 * content: onCreatePage can come before or after createPages.
 */
export const onCreatePageFor =
  (store: ContentLifecycle): GatsbyNode['onCreatePage'] =>
  ({ page, actions }) => {
    if ((page.context as { sponsored?: unknown }).sponsored) return;
    actions.deletePage(page);
    actions.createPage({
      ...page,
      context: { ...page.context, sponsored: store.sponsoredFor(page.path, 'onCreatePage') },
    });
  };
