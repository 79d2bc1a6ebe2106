/**
 * Reads and validates the content folder, reports every problem, and creates the nodes.
 * Rendering markdown is the costly part of sourcing: an article whose model and build code are
 * unchanged since the last build keeps its cached node (touchNode) instead of being rendered
 * again, which is what keeps a rebuild after one edit fast.
 */
import crypto from 'crypto';
import type { GatsbyNode } from 'gatsby';
import { ArticleModel, prepareContent } from '../domain/content-model';
import { formatProblem } from '../domain/problems';
import { authorSlug } from '../domain/authors';
import { authorPath, categoryPath, subcategoryPath } from '../domain/routes';
import { TAXONOMY } from '../domain/taxonomy';
import { contentDir, readContent } from './read-content';
import { renderMarkdown } from './markdown';
import { setBuiltContent } from './content-store';
import { buildFingerprint } from './build-fingerprint';
import { nodeKey, SourcedType } from './node-keys';

/**
 * What an article node is made from: its model (built with fixed key order, so JSON is stable)
 * and the build code. md5 of one JSON string is several times cheaper than createContentDigest's
 * key-sorting hash, which matters when 10,000 articles are checked on every build.
 */
const articleDigest = (fingerprint: string, article: ArticleModel): string =>
  crypto.createHash('md5').update(fingerprint).update(JSON.stringify(article)).digest('hex');

export const sourceNodes: GatsbyNode['sourceNodes'] = ({
  actions,
  createNodeId,
  createContentDigest,
  getNode,
  reporter,
}) => {
  const dir = contentDir();
  reporter.info(`content: reading ${dir}`);
  const prepared = prepareContent(readContent(dir));
  for (const w of prepared.warnings) reporter.warn(formatProblem(w));
  if (prepared.errors.length > 0) {
    reporter.panic(
      `content: ${prepared.errors.length} error(s) in ${dir}; fix them and build again:\n` +
        prepared.errors.map(formatProblem).join('\n'),
    );
    return;
  }
  const { content } = prepared;
  const excerpts = new Map<number, string>();

  const create = (type: SourcedType, key: string, fields: Record<string, unknown>, digest?: string): void => {
    actions.createNode({
      ...fields,
      id: createNodeId(nodeKey(type, key)),
      parent: null,
      children: [],
      internal: { type, contentDigest: digest ?? createContentDigest(fields) },
    });
  };

  const fingerprint = buildFingerprint();
  let reused = 0;
  for (const a of content.articles) {
    // the digest of what the node is made from: the article model and the code that renders it
    const digest = fingerprint ? articleDigest(fingerprint, a) : undefined;
    const cached = digest ? getNode(createNodeId(nodeKey('Article', a.id))) : undefined;
    if (
      digest &&
      cached &&
      cached.internal.contentDigest === digest &&
      typeof cached.excerpt === 'string' &&
      typeof cached.bodyId === 'string'
    ) {
      // both nodes stay: touching is all Gatsby needs (an id and a type; the body is not read)
      actions.touchNode(cached);
      actions.touchNode({ id: cached.bodyId, internal: { type: 'ArticleBody', contentDigest: digest } });
      excerpts.set(a.id, cached.excerpt);
      reused += 1;
      continue;
    }
    const body = renderMarkdown(a.body);
    excerpts.set(a.id, body.excerpt);
    create('ArticleBody', String(a.id), { tree: body.tree, headings: body.headings }, digest);
    create(
      'Article',
      String(a.id),
      {
        articleId: a.id,
        title: a.title,
        slug: a.slug,
        path: a.path,
        date: a.date,
        updated: a.updated,
        author: a.author,
        authorSlug: a.authorSlug,
        description: a.description,
        excerpt: body.excerpt,
        words: body.words,
        bodyId: createNodeId(nodeKey('ArticleBody', a.id)),
        placements: a.placements,
        file: a.file,
      },
      digest,
    );
  }

  content.authors.forEach((a, position) => {
    const slug = authorSlug(a.name);
    create('Author', a.name, {
      name: a.name,
      slug,
      path: authorPath(slug),
      description: a.description,
      metaTitle: a.meta_title,
      metaDescription: a.meta_description,
      position,
    });
  });

  TAXONOMY.forEach((cat, position) => {
    const texts = content.taxonomyTexts[cat.key];
    create('Category', cat.key, {
      key: cat.key,
      slug: cat.slug,
      path: categoryPath(cat.slug),
      title: texts.title,
      description: texts.description,
      position,
      subcategories: cat.subcategories.map((s) => ({
        key: s.key,
        slug: s.slug,
        path: subcategoryPath(cat.slug, s.slug),
        title: texts.subcategories[s.key].title,
        description: texts.subcategories[s.key].description,
      })),
    });
  });

  for (const page of content.info) {
    const body = renderMarkdown(page.body);
    create('InfoPage', page.name, {
      name: page.name,
      path: page.path,
      title: page.title,
      description: page.description,
      excerpt: body.excerpt,
      body: body.tree,
    });
  }

  // bodies are in the nodes now; dropping them here halves what the build holds in memory
  const articles = content.articles.map((a) => ({ ...a, body: '' }));
  setBuiltContent({ ...prepared, content: { ...content, articles }, excerpts });
  reporter.info(
    `content: ${content.articles.length} articles (${reused} unchanged since the last build), ${content.authors.length} authors, ${content.info.length} info pages, ${prepared.warnings.length} warning(s)`,
  );
};
