/** wrapPageElement for both gatsby-browser and gatsby-ssr: every page in the shared layout. */
import React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import type { BaseContext } from '../../types/page-context';
import { Layout } from './layout';

export function wrapPage({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>): React.JSX.Element {
  const context = props.pageContext as Partial<BaseContext>;
  return <Layout sponsored={context.sponsored ?? []}>{element}</Layout>;
}
