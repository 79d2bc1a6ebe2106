/** The author's bio at the end of an article, linking to the author page. */
import { Link } from 'gatsby';
import { ELEMENT_IDS } from '../../domain/html/element-ids';
import { useSiteData } from '../../hooks/use-site-data';
import { AuthorAvatar } from '../listing/author-avatar';

export interface AuthorCardProps {
  name: string;
  bio: string;
  path: string;
}

export function AuthorCard({ name, bio, path }: AuthorCardProps): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <aside className="author-card article-author" aria-labelledby={ELEMENT_IDS.authorCard}>
      <AuthorAvatar name={name} size="lg" />
      <div>
        <h2 id={ELEMENT_IDS.authorCard} className="aid-label">
          {labels.aboutTheAuthor}
        </h2>
        <p className="author-card-name">
          <Link to={path}>{name}</Link>
        </p>
        <p className="article-author-bio">{bio}</p>
      </div>
    </aside>
  );
}
