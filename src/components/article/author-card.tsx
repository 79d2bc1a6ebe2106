/** The author's bio at the end of an article, linking to the author page. */
import { Link } from 'gatsby';
import { useSiteData } from '../../hooks/use-site-data';

export interface AuthorCardProps {
  name: string;
  bio: string;
  path: string;
}

export function AuthorCard({ name, bio, path }: AuthorCardProps): React.JSX.Element {
  const { labels } = useSiteData();
  const initials = name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .slice(0, 2)
    .join('');
  return (
    <aside className="author-card card mt-5" aria-labelledby="author-card-heading">
      <div className="card-body d-flex gap-3 align-items-start">
        <span
          className="author-avatar rounded-circle d-inline-flex align-items-center justify-content-center fw-bold"
          aria-hidden="true"
        >
          {initials}
        </span>
        <div>
          <h2 id="author-card-heading" className="h6 text-uppercase text-body-secondary mb-1">
            {labels.aboutTheAuthor}
          </h2>
          <p className="h5 mb-2">
            <Link to={path}>{name}</Link>
          </p>
          <p className="mb-0 small">{bio}</p>
        </div>
      </div>
    </aside>
  );
}
