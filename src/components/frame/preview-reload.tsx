/**
 * Under `gatsby develop`, an article's address switches between the article and its error page
 * (src/templates/content-error.tsx) as the file gains or loses an error. Gatsby's hot update then
 * brings the new page data into the open tab but keeps the template it had, which cannot show
 * it: the page reloads itself once, and comes back with the right template. A production build
 * never switches a page's template, so readers never get here.
 */
import React, { useEffect } from 'react';

export function PreviewReload(): React.JSX.Element {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <p className="visually-hidden">Reloading…</p>;
}
