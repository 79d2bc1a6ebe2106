import type { KnownArticle } from '../../src/domain/content/editor/editor-config';

/** What /admin/config.js gives the bundle (src/node/admin-editor/build-admin.ts writes it). */
export interface EditorPayload {
  config: Record<string, unknown> & { collections: unknown[] };
  rules: EditorRules;
}

/** What the field checks compare an article with: every article's names, and the authors. */
export interface EditorRules {
  articles: KnownArticle[];
  authors: string[];
}
