/**
 * The preview's badge on a draft or a scheduled article (article page, cards, search results).
 * Only `gatsby develop` has such articles: a production build leaves them out
 * (src/domain/publishing.ts), so readers never see this.
 */
import React from 'react';
import { formatLabel } from '../domain/labels';
import type { PreviewMark } from '../domain/publishing';
import { useSiteData } from '../hooks/use-site-data';

export function PreviewBadge({ mark }: { mark: PreviewMark }): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <span className={`preview-badge preview-badge-${mark.state}`} data-testid="preview-badge">
      {mark.state === 'draft' ? labels.draft : formatLabel(labels.scheduledFor, { date: mark.dateText })}
    </span>
  );
}
