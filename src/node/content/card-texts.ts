/**
 * The card text of articles without a frontmatter `description`: the excerpt of their rendered
 * body (`MarkdownRemark.articleBody.excerpt`). Kept in Gatsby's cache by the digest of the
 * article's node and the build code, so a rebuild asks only for the texts of articles that changed.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { ArticleModel } from '../../domain/content/model';
import { buildFingerprint } from '../build-fingerprint';

/** Gatsby cache key of the card texts of the last build. */
const CARD_TEXTS_KEY = 'card-texts';

interface ExcerptQuery {
  allMarkdownRemark: { nodes: { id: string; articleBody: { excerpt: string } }[] };
}

/** The card text of every article without a description, by article id. */
export async function cardTexts(
  articles: readonly ArticleModel[],
  nodeIdOf: (file: string) => string | undefined,
  { graphql, getNode, cache, reporter }: Pick<CreatePagesArgs, 'graphql' | 'getNode' | 'cache' | 'reporter'>,
): Promise<Map<number, string>> {
  const fingerprint = buildFingerprint() ?? 'none';
  const needText = articles.filter((a) => !a.description);
  const known = new Map<string, string>(
    ((await cache.get(CARD_TEXTS_KEY)) as [string, string][] | undefined) ?? [],
  );
  const digestOf = (a: ArticleModel): string => {
    const node = getNode(nodeIdOf(a.file) as string);
    return `${fingerprint}:${node?.internal.contentDigest ?? ''}`;
  };
  const unknown = needText.filter((a) => !known.has(digestOf(a)));
  if (unknown.length > 0) {
    const result = await graphql<ExcerptQuery>(
      `
        query ($ids: [String!]) {
          allMarkdownRemark(filter: { id: { in: $ids } }) {
            nodes {
              id
              articleBody {
                excerpt
              }
            }
          }
        }
      `,
      { ids: unknown.map((a) => nodeIdOf(a.file)) },
    );
    if (result.errors || !result.data)
      reporter.panicOnBuild('content: could not read article texts', result.errors);
    const byNode = new Map(result.data?.allMarkdownRemark.nodes.map((n) => [n.id, n.articleBody.excerpt]));
    for (const a of unknown) known.set(digestOf(a), byNode.get(nodeIdOf(a.file) as string) ?? '');
  }
  const texts = new Map<number, string>();
  const kept: [string, string][] = [];
  for (const a of needText) {
    const key = digestOf(a);
    const text = known.get(key) ?? '';
    texts.set(a.id, text);
    kept.push([key, text]);
  }
  await cache.set(CARD_TEXTS_KEY, kept);
  return texts;
}
