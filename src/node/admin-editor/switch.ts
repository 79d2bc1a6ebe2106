/**
 * The switch of the web editor (plugins/admin-editor): on unless `ADMIN_EDITOR=off`. The plugin
 * stays listed either way (a changed plugin list would make Gatsby drop its cache); off, it
 * writes nothing.
 */
export const ADMIN_EDITOR_ENV = 'ADMIN_EDITOR';

/** Whether the build writes /admin/; any value but unset, "", "on" or "off" is an error saying so. */
export function adminEditorOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[ADMIN_EDITOR_ENV] ?? '';
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(
    `${ADMIN_EDITOR_ENV}=${JSON.stringify(value)}: set it to "off" to build without the web editor (/admin/), or leave it unset`,
  );
}
