/**
 * The feed's text of its newest articles without a frontmatter `description`: the excerpt of
 * their rendered body, from Query.cardTexts (src/node/content/schema.ts), the field that gives
 * cards theirs in their page queries. Asked for in createPages, where the feed's articles are
 * published; the bodies are cached by the articleBody resolver, so a rebuild renders only
 * edited ones.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { CardText } from '../../domain/listings/cards';

/** The body text of the articles of these MarkdownRemark nodes, by article id. */
export async function feedTexts(
  ids: readonly string[],
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await graphql<{ cardTexts: CardText[] }>(
    `
      query ($ids: [String!]!) {
        cardTexts(ids: $ids) {
          id
          text
        }
      }
    `,
    { ids },
  );
  if (result.errors || !result.data)
    reporter.panicOnBuild('content: could not read article texts', result.errors);
  return new Map(result.data?.cardTexts.map((t) => [t.id, t.text]));
}
