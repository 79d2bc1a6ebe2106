/**
 * Everything the build does after Gatsby has written public/, in order. The Content Security
 * Policy step is last: it hashes the final bytes of every page's inline scripts, so any step that
 * rewrites HTML must come before it.
 */
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { onPostBuild as writeRobotsTxt } from './robots';
import { addPagePolicies, PagePolicyError } from './content-security-policy';

/** The last post-build step: every page gets its policy meta (src/node/content-security-policy.ts). */
export const addContentSecurityPolicy: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  try {
    const { pages } = addPagePolicies(path.join(process.cwd(), 'public'));
    reporter.info(`Content Security Policy: added to ${pages} page(s)`);
  } catch (e) {
    if (!(e instanceof PagePolicyError)) throw e;
    reporter.panicOnBuild(e.message);
  }
};

// two parameters, not three: Gatsby waits for the callback of a hook that declares a third one
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  const done = (): void => undefined;
  await writeRobotsTxt?.(args, options, done);
  await addContentSecurityPolicy?.(args, options, done);
};
