/**
 * The content of one build, made once and handed to the hooks that need it, and its whole
 * lifecycle. Gatsby guarantees only this order: onPreBootstrap, then sourceNodes, then
 * createPages, then onPostBuild; every other reader asks for the stage it needs and gets a clear
 * error if that stage was not reached.
 *
 * - **Made** by onPreBootstrap (src/node/content/load-content.ts): the content folder, validated. A
 *   second onPreBootstrap in the same process starts a new build and so a new object.
 * - **Read** by sourceNodes (the menu's taxonomy texts) and by onCreatePage (the sponsored
 *   snippets of the pages of src/pages), from whichever validation is the latest.
 * - **Published** by createPages (src/node/make-pages/create-pages.ts): what readers get (drafts left out of
 *   a production build, card texts, preview marks), and the paths of the pages it made. Read by
 *   the search index (onPreExtractQueries), the XML sitemap and the feed (onPostBuild).
 * - **Re-made** under `gatsby develop` on every content change: createPages runs again,
 *   validates the File nodes the watcher changed and replaces the object, then publishes again.
 *
 * One ContentLifecycle serves the process (`buildContent`): gatsby-node.ts hands it to the hooks
 * and gatsby-config.ts to the sitemap and feed options. Gatsby compiles the two files into two
 * bundles that share one module registry, so both see the same object.
 */
import type { Actions } from 'gatsby';
import type { PreparedContent } from '../../domain/content/model';
import type { PreviewMark } from '../../domain/content/publishing';
import { sponsoredLinksFor } from '../../domain/sponsored/block';

/** What createPages published. Article bodies are not kept: they live in the MarkdownRemark nodes. */
export interface PublishedContent extends PreparedContent {
  /**
   * The body text of the feed's newest articles without a description, by article id (cards get
   * theirs from their page's query)
   */
  excerpts: Map<number, string>;
  /** the preview's drafts and scheduled articles, by article id (empty in a production build) */
  marks: Map<number, PreviewMark>;
  /** each published article's MarkdownRemark node id, by article id (the search index reads its text) */
  remarkIds: ReadonlyMap<number, string>;
  /**
   * The paths of the pages createPages made, in order. The XML sitemap lists them instead of
   * querying allSitePage, which would load every page's context from the node store.
   */
  pagePaths: readonly string[];
}

interface BuildState {
  validated: PreparedContent;
  published: (PublishedContent & { pagePaths: string[] }) | null;
}

/** The content of the build under way in this process, stage by stage. */
export class ContentLifecycle {
  private build: BuildState | null = null;

  /** The problems the preview printed last: a save that changes none of them prints nothing. */
  private printed = '';

  /** onPreBootstrap: a new build starts from the validated content folder. */
  begin(validated: PreparedContent): void {
    this.build = { validated, published: null };
  }

  /**
   * createPages under `gatsby develop`: the content changed, so the object is made again from
   * what was validated now; what was published before no longer holds.
   */
  remake(validated: PreparedContent): void {
    this.stage('createPages');
    this.build = { validated, published: null };
  }

  /** The latest validated content; `hook` names the caller in the error before onPreBootstrap. */
  validated(hook: string): PreparedContent {
    return this.stage(hook).validated;
  }

  /** createPages: what it publishes; the page paths are recorded by `pageRecorder`. */
  publish(published: Omit<PublishedContent, 'pagePaths'>): void {
    this.stage('createPages').published = { ...published, pagePaths: [] };
  }

  /** True once createPages published the current content. */
  isPublished(): boolean {
    return this.build?.published != null;
  }

  /** What createPages published; `hook` names the caller in the error before it ran. */
  published(hook: string): PublishedContent {
    const { published } = this.stage(hook);
    if (!published)
      throw new Error(
        `content: ${hook} needs the published content, but createPages has not published it yet (Gatsby calls createPages before onPreExtractQueries and onPostBuild)`,
      );
    return published;
  }

  /** Gatsby's createPage, noting the path of every page made with it in the published content. */
  pageRecorder(createPage: Actions['createPage']): Actions['createPage'] {
    const paths = this.published('createPages').pagePaths as string[];
    return (page, ...rest) => {
      paths.push(page.path);
      createPage(page, ...rest);
    };
  }

  /** The sanitised sponsored snippets of a page path, from the latest validated content. */
  sponsoredFor(pagePath: string, hook: string): string[] {
    return sponsoredLinksFor(this.validated(hook).content.sponsored, pagePath);
  }

  /** The preview: true when these problems differ from the ones printed last (and notes them). */
  problemsChanged(text: string): boolean {
    if (text === this.printed) return false;
    this.printed = text;
    return true;
  }

  private stage(hook: string): BuildState {
    if (!this.build)
      throw new Error(
        `content: ${hook} ran before onPreBootstrap made this build's content (Gatsby calls onPreBootstrap first)`,
      );
    return this.build;
  }
}

/** The one content lifecycle of this process, handed to the hooks by gatsby-node.ts. */
export const buildContent = new ContentLifecycle();
