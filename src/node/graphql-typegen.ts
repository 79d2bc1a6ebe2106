/**
 * Gatsby's GraphQL Typegen: `Queries.*` result types for every named page and static query.
 * Gatsby writes them under `gatsby develop`, and under `gatsby build` only with
 * `generateOnBuild` (https://www.gatsbyjs.com/docs/how-to/local-development/graphql-typegen/).
 * `tsc` runs on a fresh clone before any build, so the types are committed
 * at the project root beside gatsby-config.ts (`gatsby-types.d.ts`, rewritten by develop; it
 * is generated, so it stays out of src/ and its one-job files). A build writes its own copy to
 * `.cache/typegen/` instead: the fixture builds (other content folders) must not touch the
 * committed file, and tests/site/build/typegen.test.ts compares the copy of the real build with it.
 */

/** The committed types, written by `gatsby develop` (and by `npm run typegen` after a build). */
export const COMMITTED_TYPES_PATH = 'gatsby-types.d.ts';

/** Where `gatsby build` writes the types it generates, next to Gatsby's other build state. */
export const BUILD_TYPES_PATH = '.cache/typegen/gatsby-types.build.d.ts';

/** gatsby-config's `graphqlTypegen` for the running command (`gatsby_executing_command`). */
export function graphqlTypegenOptions(command: string | undefined): {
  typesOutputPath: string;
  generateOnBuild: boolean;
} {
  return {
    typesOutputPath: command === 'build' ? BUILD_TYPES_PATH : COMMITTED_TYPES_PATH,
    generateOnBuild: true,
  };
}
