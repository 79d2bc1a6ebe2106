/**
 * The content model: what the readers in src/domain/content/ take in (files as read from disk)
 * and what they give back (validated articles, authors, taxonomy texts, sponsored links, info
 * pages). Types only.
 */
import type { AuthorRecord } from './default-author';
import type { Placement } from '../listings/indexing';
import type { PictureFacts } from '../pictures/formats';
import type { Problem } from './problems';
import type { Baseline } from './renames';
import type { InfoPageName } from '../listings/routes';
import type { SponsoredData } from '../sponsored/block';

/** A markdown file as read from disk: frontmatter already parsed, or the parse error. */
export interface MarkdownFile {
  file: string;
  frontmatter?: Record<string, unknown>;
  body: string;
  parseError?: string;
  /** the `slug:` as written, with parseError (the preview's error page goes to that address) */
  slugText?: string;
  /** the `id:` as written when it is a number, with parseError (`npm run new` must not reuse it) */
  idText?: number;
  /** the file line (1-based) of the YAML mistake, with parseError */
  parseErrorLine?: number;
  /** the file line (1-based) of each top-level frontmatter field */
  fieldLines?: Record<string, number>;
  /** the file line (1-based) of each topic written under `subsubcategories`, by its written text */
  topicLines?: Record<string, number>;
  /** lines of the file before the body (frontmatter and its --- lines): body lines become file lines */
  bodyLineOffset?: number;
}

/** A JSON file as read from disk: `missing` when absent, `parseError` when not JSON. */
export interface JsonFile {
  file: string;
  missing?: boolean;
  data?: unknown;
  parseError?: string;
}

export interface RawContent {
  /**
   * What the disk knows about a picture file, by its path in the same terms as the markdown
   * files' `file` (undefined: no such file). Without it pictures are not checked against files
   * (only unit tests build content by hand).
   */
  pictureFacts?: (path: string) => PictureFacts | undefined;
  /** the content folder in the same terms, which no picture path may leave */
  root?: string;
  articles: MarkdownFile[];
  authors: JsonFile;
  sponsored: JsonFile;
  taxonomy: JsonFile;
  /** content/topics.json and content/series.json: both optional (absent in hand-made content) */
  topics?: JsonFile;
  series?: JsonFile;
  info: MarkdownFile[];
  /**
   * The articles of the last build and of the committed content, to warn about a renamed
   * article whose old slug is not among its aliases (src/domain/content/renames.ts).
   */
  published?: readonly Baseline[];
}

export interface ArticleModel {
  id: number;
  file: string;
  title: string;
  slug: string;
  /** old slugs that redirect here (frontmatter `aliases`, src/domain/content/aliases.ts) */
  aliases: string[];
  path: string;
  date: string;
  /** true when `date` was written in the frontmatter (only such a date can schedule an article) */
  dateIsExplicit: boolean;
  updated: string | null;
  author: string | null;
  authorSlug: string | null;
  description: string | null;
  placements: Placement[];
  /** topic keys (src/domain/listings/topics.ts) of the placements under a known subcategory */
  topics: string[];
  /** frontmatter `series` and `part` (src/domain/listings/series.ts) */
  series: { key: string; part: number } | null;
  /** frontmatter `draft: true`: shown by `gatsby develop` only, never in a production build (src/domain/content/publishing.ts) */
  draft: boolean;
  /** frontmatter `cover` as written (relative to the markdown file), checked by src/domain/pictures/checks.ts */
  cover: string | null;
  coverAlt: string | null;
  body: string;
}

export interface NodeTexts {
  title: string;
  description: string;
}

export interface CategoryTexts extends NodeTexts {
  subcategories: Record<string, NodeTexts>;
}

/** A topic's entry of content/topics.json, or the title derived from its key. */
export interface TopicTexts {
  title: string;
  description: string | null;
}

/** A series of content/series.json. */
export interface SeriesTexts {
  title: string;
  description: string;
}

export interface InfoPageModel {
  name: InfoPageName;
  file: string;
  path: string;
  title: string;
  description: string | null;
  body: string;
}

export interface SiteContent {
  /** newest first (date, then id) */
  articles: ArticleModel[];
  authors: AuthorRecord[];
  /** every snippet already sanitised (src/domain/content/sponsored-links.ts): pages show it as it is */
  sponsored: SponsoredData;
  taxonomyTexts: Record<string, CategoryTexts>;
  /** content/topics.json by topic key (topics without an entry are not here) */
  topicTexts: Record<string, TopicTexts>;
  /** content/series.json by series key */
  series: Record<string, SeriesTexts>;
  info: InfoPageModel[];
}

export interface PreparedContent {
  content: SiteContent;
  errors: Problem[];
  warnings: Problem[];
}
