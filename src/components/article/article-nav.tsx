/** Previous/next articles within the article's primary subcategory. */
import { Link } from 'gatsby';
import type { ArticleCard } from '../../domain/listings/cards';
import { useSiteData } from '../../hooks/use-site-data';

export function ArticleNav({
  newer,
  older,
}: {
  newer: ArticleCard | null;
  older: ArticleCard | null;
}): React.JSX.Element | null {
  const { labels } = useSiteData();
  if (!newer && !older) return null;
  const link = (card: ArticleCard, rel: 'prev' | 'next', label: string): React.JSX.Element => (
    <Link to={card.path} rel={rel} className={`article-nav-link article-nav-${rel}`}>
      <span className="aid-label">{label}</span>
      <span className="article-nav-title">{card.title}</span>
    </Link>
  );
  return (
    <nav className="article-nav" aria-label={`${labels.previousArticle} / ${labels.nextArticle}`}>
      {older && link(older, 'prev', `← ${labels.previousArticle}`)}
      {newer && link(newer, 'next', `${labels.nextArticle} →`)}
    </nav>
  );
}
