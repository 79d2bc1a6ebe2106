/**
 * createPages hands Gatsby the aliases' redirects (createAliasRedirects in
 * src/node/make-pages/hand-to-gatsby.ts): permanent, from each old address to its article, and not
 * into the browser's app script (the loader reaches the article without them).
 */
import type { Actions } from 'gatsby';
import { createAliasRedirects } from '../../../../src/node/make-pages/hand-to-gatsby';

it('creates one permanent server redirect per alias, none for the browser', () => {
  const made: unknown[] = [];
  createAliasRedirects(((r: unknown) => made.push(r)) as Actions['createRedirect'], [
    { slug: 'new-name', aliases: ['old-name', 'older-name'] },
    { slug: 'plain', aliases: [] },
  ]);
  expect(made).toEqual([
    {
      fromPath: '/articles/old-name',
      toPath: '/articles/new-name',
      isPermanent: true,
      redirectInBrowser: false,
    },
    {
      fromPath: '/articles/older-name',
      toPath: '/articles/new-name',
      isPermanent: true,
      redirectInBrowser: false,
    },
  ]);
});
