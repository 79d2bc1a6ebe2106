/** An article summary in a listing; the same card on home, category, subcategory and author pages. */
import React from 'react';
import { Link } from 'gatsby';
import type { ArticleCard as Card } from '../domain/cards';
import { useSiteData } from '../hooks/use-site-data';
import { FormattedDate } from './formatted-date';

export function ArticleCard({
  card,
  headingLevel = 3,
}: {
  card: Card;
  headingLevel?: 2 | 3;
}): React.JSX.Element {
  const { labels } = useSiteData();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className="card h-100 article-card">
      <div className="card-body d-flex flex-column">
        {card.subcategory && (
          <p className="small text-uppercase mb-1 article-card-kicker">
            <Link to={card.subcategory.path}>{card.subcategory.title}</Link>
          </p>
        )}
        <Heading className="h5 card-title">
          <Link to={card.path} className="stretched-link-title">
            {card.title}
          </Link>
        </Heading>
        <p className="card-text text-body-secondary flex-grow-1">{card.excerpt}</p>
        <p className="small mb-0 text-body-secondary">
          {card.author && card.authorPath && (
            <>
              {labels.by} <Link to={card.authorPath}>{card.author}</Link> ·{' '}
            </>
          )}
          <FormattedDate iso={card.date} />
        </p>
      </div>
    </article>
  );
}

/** A responsive grid of article cards. */
export function CardGrid({ cards, wide = false }: { cards: Card[]; wide?: boolean }): React.JSX.Element {
  return (
    <div
      className={`row g-3 ${wide ? 'row-cols-1 row-cols-md-2' : 'row-cols-1 row-cols-sm-2 row-cols-lg-4'}`}
    >
      {cards.map((c) => (
        <div className="col" key={c.id}>
          <ArticleCard card={c} />
        </div>
      ))}
    </div>
  );
}
