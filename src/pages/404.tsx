/** The 404 page, in the shared layout, with a way back home. */
import React from 'react';
import type { HeadProps } from 'gatsby';
import { ErrorPage } from '../components/frame/error-page';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

export default function NotFoundPage(): React.JSX.Element {
  const { labels } = useSiteData();
  return <ErrorPage code={404} title={labels.notFoundTitle} text={labels.notFoundText} />;
}

/** One canonical 404 page whether served as /404, /404.html or at an unknown path. */
export const Head = lazyHead(({ NotFoundHead }, _props: HeadProps) => <NotFoundHead />, 'not-found');
