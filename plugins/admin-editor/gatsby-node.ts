/**
 * The web editor at /admin/ (docs/editing.md, "Writing in the browser"): written into
 * public/admin/ once the site is built, by src/node/admin-editor/build-admin.ts. It runs last (listed
 * last in gatsby-config.ts, after the service worker's precache list is made) and touches nothing
 * of Gatsby's compilation, so every other file of public/ is the same with and without it
 * (tests/build/editor-off.test.ts). `ADMIN_EDITOR=off` builds without it.
 */
import type { GatsbyNode } from 'gatsby';
import { adminEditorOn } from '../../src/node/admin-editor/switch';
import { buildAdmin } from '../../src/node/admin-editor/build-admin';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  if (!adminEditorOn()) return;
  const activity = reporter.activityTimer('web editor (public/admin/)');
  activity.start();
  try {
    await buildAdmin(process.cwd());
  } catch (e) {
    reporter.panic(e instanceof Error ? e.message : String(e));
  }
  activity.end();
};
