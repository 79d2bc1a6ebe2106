/** Reads and validates the content folder, reports every problem, and creates the nodes. */
import type { GatsbyNode } from 'gatsby';
import { prepareContent } from '../domain/content-model';
import { formatProblem } from '../domain/problems';
import { authorSlug } from '../domain/authors';
import { authorPath, categoryPath, subcategoryPath } from '../domain/routes';
import { TAXONOMY } from '../domain/taxonomy';
import { contentDir, readContent } from './read-content';
import { renderMarkdown, RenderedBody } from './markdown';
import { setBuiltContent } from './content-store';

export const sourceNodes: GatsbyNode['sourceNodes'] = ({
  actions,
  createNodeId,
  createContentDigest,
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
  const rendered = new Map<number, RenderedBody>();

  const create = (type: string, key: string, fields: Record<string, unknown>): void => {
    actions.createNode({
      ...fields,
      id: createNodeId(`${type}:${key}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };

  for (const a of content.articles) {
    const body = renderMarkdown(a.body);
    rendered.set(a.id, body);
    create('Article', String(a.id), {
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
      body: body.tree,
      headings: body.headings,
      placements: a.placements,
      file: a.file,
    });
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

  setBuiltContent({ ...prepared, rendered });
  reporter.info(
    `content: ${content.articles.length} articles, ${content.authors.length} authors, ${content.info.length} info pages, ${prepared.warnings.length} warning(s)`,
  );
};
