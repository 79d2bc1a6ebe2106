/**
 * Cards as the listings show them: a card never changes after the first paint, so hydration keeps
 * the server's (src/components/frame/kept-links.tsx). The article page's few related cards use
 * CardGrid itself and stay out of this: its script would cost every article page more than
 * hydrating four cards does.
 */
import React from 'react';
import type { ArticleCard as Card } from '../../domain/listings/cards';
import { KeptLinks } from '../frame/kept-links';
import { ArticleCard, CardGrid, CardGridProps } from './article-card';

/** What a list of cards shows, for KeptLinks: the articles, in order. */
export const cardsKey = (cards: readonly Pick<Card, 'id'>[]): string => cards.map((c) => c.id).join(' ');

export function KeptCardGrid(props: CardGridProps): React.JSX.Element {
  return (
    <KeptLinks contentKey={cardsKey(props.cards)}>
      <CardGrid {...props} />
    </KeptLinks>
  );
}

/** One card kept as the server rendered it (the home page's newest article). */
export function KeptCard({
  className,
  ...card
}: React.ComponentProps<typeof ArticleCard> & { className?: string }): React.JSX.Element {
  return (
    <KeptLinks contentKey={cardsKey([card.card])} className={className}>
      <ArticleCard {...card} />
    </KeptLinks>
  );
}
