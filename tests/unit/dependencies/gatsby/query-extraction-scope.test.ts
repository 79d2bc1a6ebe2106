/**
 * Gatsby's query extraction ("extract queries from components", every build) parses, besides
 * src/, every file of every package in package.json whose name contains "gatsby" (and of their
 * "gatsby" dependencies), looking for GraphQL. gatsby-cli was listed as a development dependency
 * for two tests that use its reporter and error constructor: its 47 files and create-gatsby's
 * (631 KB of 1,154 KB parsed) were read and parsed with Babel on every build, for no query
 * (the step 5.1-6.6 s → 2.7-3.8 s on a 50-article site). gatsby-cli is Gatsby's own dependency
 * and installed with it; the tests import it from there (knip.jsonc lists the exception).
 *
 * This asks the installed Gatsby which packages it scans for this project.
 */
import path from 'path';

const projectRoot = path.resolve(__dirname, '../../../..');

jest.mock('gatsby/dist/redux', () => ({
  store: { getState: () => ({ program: { directory: projectRoot } }) },
}));

import { getGatsbyDependents } from 'gatsby/dist/utils/gatsby-dependents';

test("Gatsby's query extraction does not scan the command line's packages", async () => {
  const scanned = (await getGatsbyDependents()).map((d: { name: string }) => d.name);
  // the plugins the site configures are scanned (proof that the scan ran at all)
  expect(scanned).toEqual(expect.arrayContaining(['gatsby-transformer-remark', 'gatsby-plugin-offline']));
  expect(scanned).not.toContain('gatsby-cli');
  expect(scanned).not.toContain('create-gatsby');
});
