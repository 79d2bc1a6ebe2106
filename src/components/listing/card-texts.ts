/**
 * The card texts of a page's query: the excerpt of the rendered body of each card it shows whose
 * article has no description (Query.cardTexts, src/node/content/schema.ts), by the node ids
 * createPages put in the page's context (`cardTextIds`). Templates spread this fragment into
 * their query and read its result with cardsWithTexts.
 */
import { graphql } from 'gatsby';
import { ArticleCard, CardText, withCardTexts } from '../../domain/listings/cards';

/**
 * Gatsby's query extraction finds the fragment in this file; nothing imports it.
 * @public
 */
export const cardTextsFragment = graphql`
  fragment CardTexts on Query {
    cardTexts(ids: $cardTextIds) {
      id
      text
    }
  }
`;

/** The cards with the texts the fragment brought (`data`: the page query's result). */
export const cardsWithTexts = <T extends Pick<ArticleCard, 'id' | 'excerpt'>>(
  cards: T[],
  data: { readonly cardTexts: readonly CardText[] },
): T[] => withCardTexts(cards, data.cardTexts);
