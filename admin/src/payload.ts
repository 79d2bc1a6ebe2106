import type { KnownArticle } from '../../src/domain/content/editor/editor-config';
import type { HiddenArticle } from '../../src/domain/content/editor/field-rules';
import type { BodyLabels } from '../../src/domain/html/parse-body';

/** What /admin/config.js gives the bundle (src/node/admin-editor/build-admin.ts writes it). */
export interface EditorPayload {
  config: Record<string, unknown> & { collections: unknown[] };
  rules: EditorRules;
  /** the labels an article body carries (copy control, section link), in the site's locale */
  bodyLabels: BodyLabels;
}

/** What the field checks compare an article with: the published articles' names, the unpublished ones' digests, and the authors. */
export interface EditorRules {
  articles: KnownArticle[];
  /** the drafts and scheduled articles: digests of their file and slug, and their ids */
  hidden: HiddenArticle[];
  authors: string[];
}
