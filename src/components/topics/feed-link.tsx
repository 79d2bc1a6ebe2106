/** The visible link to a listing's RSS feed (the page's head links it too: rel="alternate"). */
import React from 'react';
import { formatLabel } from '../../domain/locales/labels';
import { useSiteData } from '../../hooks/use-site-data';

export function FeedLink({ path, name }: { path: string; name: string }): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <p className="feed-link">
      {/* a plain link: the feed is a file, not a page of the site's router */}
      <a href={path} type="application/rss+xml">
        {formatLabel(labels.feedOf, { name })}
      </a>
    </p>
  );
}
