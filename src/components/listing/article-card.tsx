/**
 * An article summary: the same card on home, category, subcategory and author pages and under
 * articles. An article's cover shows as a lazy thumbnail, except on the first card of a page's
 * first list (`priority`): on a phone that card fills the screen's width and its picture is
 * often the page's largest paint, which a lazy image delays until layout. An article without a
 * cover gets a cover drawn in CSS in its category's colours (varied by article id so that
 * neighbours differ).
 */
import React from 'react';
import { Link } from 'gatsby';
import type { ArticleCard as Card } from '../../domain/listings/cards';
import { useSiteData } from '../../hooks/use-site-data';
import { FormattedDate } from './formatted-date';
import { CoverPicture } from '../article/cover-picture';
import { PreviewBadge } from '../frame/preview-badge';
import { COVER_IMAGE_SIZES } from '../../domain/pictures/sizes';

export type CardVariant = 'standard' | 'feature' | 'compact';

const COVER_PATTERNS = 4;

/** The class that colours a card: its primary category's key, or the neutral look. */
export const categoryClass = (card: Pick<Card, 'category'>): string =>
  card.category ? `cat-${card.category.key}` : 'cat-none';

export function ArticleCard({
  card,
  variant = 'standard',
  headingLevel = 3,
  listedIn,
  priority = false,
}: {
  card: Card;
  variant?: CardVariant;
  headingLevel?: 2 | 3;
  /** path of the category whose listing shows the card: its cover need not repeat that name */
  listedIn?: string;
  /** the page's first card: its picture loads at once, at high priority */
  priority?: boolean;
}): React.JSX.Element {
  const coverLabel =
    variant !== 'compact' && card.category?.path !== listedIn ? card.category?.title : undefined;
  const { labels } = useSiteData();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className={`article-card article-card-${variant} ${categoryClass(card)}`}>
      <Link to={card.path} className="article-card-cover" tabIndex={-1} aria-hidden="true">
        {card.cover ? (
          // decorative here: the title beside it names the article (the link is hidden from
          // assistive technology), so the alt text would only repeat
          <CoverPicture
            className="article-card-picture"
            image={card.cover.image}
            alt=""
            sizes={COVER_IMAGE_SIZES.card}
            priority={priority}
          />
        ) : (
          <span className={`cover-pattern cover-pattern-${card.id % COVER_PATTERNS}`} />
        )}
        {coverLabel && <span className="article-card-cover-label">{coverLabel}</span>}
      </Link>
      <div className="article-card-body">
        {process.env.NODE_ENV !== 'production' && card.mark && (
          <p className="article-card-kicker">
            <PreviewBadge mark={card.mark} />
          </p>
        )}
        {card.subcategory && (
          <p className="article-card-kicker">
            <Link to={card.subcategory.path}>{card.subcategory.title}</Link>
          </p>
        )}
        <Heading className="article-card-title">
          <Link to={card.path}>{card.title}</Link>
        </Heading>
        {variant !== 'compact' && <p className="article-card-excerpt">{card.excerpt}</p>}
        {variant !== 'compact' && card.topicsHtml && (
          // the topic chips, written and escaped at build time (src/domain/listings/topic-markup.ts)
          <div className="card-topics" dangerouslySetInnerHTML={{ __html: card.topicsHtml }} />
        )}
        <p className="article-card-meta">
          {card.author && card.authorPath && (
            <>
              {labels.by} <Link to={card.authorPath}>{card.author}</Link>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <FormattedDate iso={card.date} text={card.dateText} />
        </p>
      </div>
    </article>
  );
}

/** A responsive grid of article cards (listings keep theirs as the server rendered them: ./kept-card-grid.tsx). */
export interface CardGridProps {
  cards: Card[];
  variant?: CardVariant;
  /** see ArticleCard */
  listedIn?: string;
  /** cards per row on wide screens */
  columns?: 2 | 3 | 4;
  /** the grid opens the page: its first card is the page's first picture (see ArticleCard) */
  priorityFirst?: boolean;
}

export function CardGrid({
  cards,
  variant = 'standard',
  columns = 4,
  listedIn,
  priorityFirst = false,
}: CardGridProps): React.JSX.Element {
  const cols = {
    2: 'row-cols-1 row-cols-md-2',
    3: 'row-cols-1 row-cols-sm-2 row-cols-lg-3',
    4: 'row-cols-1 row-cols-sm-2 row-cols-lg-4',
  }[columns];
  return (
    <ul className={`card-grid row g-3 g-lg-4 ${cols}`}>
      {cards.map((c, i) => (
        <li className="col" key={c.id}>
          <ArticleCard card={c} variant={variant} listedIn={listedIn} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
