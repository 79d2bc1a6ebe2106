/** The 500 page Gatsby shows when page data answers 500, in the shared layout. */
import React from 'react';
import type { HeadProps } from 'gatsby';
import { ErrorPage } from '../components/frame/error-page';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

export default function ServerErrorPage(): React.JSX.Element {
  const { labels } = useSiteData();
  return <ErrorPage code={500} title={labels.errorTitle} text={labels.errorText} />;
}

export const Head = lazyHead(({ ErrorHead }, _props: HeadProps) => <ErrorHead />, 'never');
