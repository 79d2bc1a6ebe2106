/** The visible link to a listing's RSS feed (the page's head links it too: rel="alternate"). */
import React from 'react';
import type { FeedLinkFacts } from '../../types/page-context';

export function FeedLink({ feed }: { feed: FeedLinkFacts }): React.JSX.Element {
  return (
    <p className="feed-link">
      {/* a plain link: the feed is a file, not a page of the site's router */}
      <a href={feed.path} type="application/rss+xml">
        {feed.title}
      </a>
    </p>
  );
}
