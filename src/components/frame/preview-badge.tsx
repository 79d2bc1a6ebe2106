/**
 * The preview's badge on a draft or a scheduled article (article page, cards, search results).
 * Only `gatsby develop` has such articles: a production build leaves them out
 * (src/domain/content/publishing.ts), so readers never see this. Each place that shows it tests
 * `process.env.NODE_ENV !== 'production'` first, spelled out: Gatsby's bundles carry NODE_ENV as a
 * literal, so webpack drops that branch and this module from production bundles.
 */
import React from 'react';
import { formatLabel, type Labels } from '../../domain/locales/labels';
import type { PreviewMark } from '../../domain/content/publishing';
import { useSiteData } from '../../hooks/use-site-data';

// inline, not in the stylesheet: Gatsby inlines the site's CSS into every published page, and
// no published page ever shows this badge
const BADGE_STYLE: React.CSSProperties = {
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  border: '1px solid var(--bs-warning-border-subtle)',
  borderRadius: '0.25rem',
  background: 'var(--bs-warning-bg-subtle)',
  color: 'var(--bs-warning-text-emphasis)',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
};

/** The badge's words: where a link's accessible name is given whole, it includes them. */
export const previewBadgeText = (mark: PreviewMark, labels: Labels): string =>
  mark.state === 'draft' ? labels.draft : formatLabel(labels.scheduledFor, { date: mark.dateText });

export function PreviewBadge({ mark }: { mark: PreviewMark }): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <span
      className={`preview-badge preview-badge-${mark.state}`}
      style={BADGE_STYLE}
      data-testid="preview-badge"
    >
      {previewBadgeText(mark, labels)}
    </span>
  );
}
