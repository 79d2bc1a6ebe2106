/** Previous/next articles within the article's primary subcategory. */
import { Link } from 'gatsby';
import type { ArticleCard } from '../../domain/cards';
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
  return (
    <nav
      className="article-nav row g-3 mt-4"
      aria-label={`${labels.previousArticle} / ${labels.nextArticle}`}
    >
      <div className="col-12 col-md-6">
        {older && (
          <Link to={older.path} rel="prev" className="d-block border rounded p-3 h-100 text-decoration-none">
            <span className="small text-body-secondary d-block">← {labels.previousArticle}</span>
            <span className="fw-semibold">{older.title}</span>
          </Link>
        )}
      </div>
      <div className="col-12 col-md-6 text-md-end">
        {newer && (
          <Link to={newer.path} rel="next" className="d-block border rounded p-3 h-100 text-decoration-none">
            <span className="small text-body-secondary d-block">{labels.nextArticle} →</span>
            <span className="fw-semibold">{newer.title}</span>
          </Link>
        )}
      </div>
    </nav>
  );
}
