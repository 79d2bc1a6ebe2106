/** A visible, announced notice while Gatsby is still loading a delayed route. */
import React, { useSyncExternalStore } from 'react';
import { useSiteData } from '../../hooks/use-site-data';
import { routeDelay } from '../../browser/route-delay';

export function RouteDelayNotice(): React.JSX.Element | null {
  const { labels } = useSiteData();
  const delayed = useSyncExternalStore(routeDelay.subscribe, routeDelay.get, () => false);
  if (!delayed) return null;
  return (
    <div className="route-delay-notice" role="status" data-testid="route-delay-notice">
      <span className="route-delay-spinner" aria-hidden="true" />
      {labels.routeLoading}
    </div>
  );
}
