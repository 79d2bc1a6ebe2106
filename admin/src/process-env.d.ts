/**
 * The site's modules the editor bundles read `process.env` for build-time switches (the label
 * tables' GATSBY_SITE_LOCALE); esbuild replaces each one with a literal (ESBUILD_OPTIONS.define in
 * src/node/admin-editor/build-admin.ts), so the browser never looks for `process`.
 */
declare const process: { env: Record<string, string | undefined> };
