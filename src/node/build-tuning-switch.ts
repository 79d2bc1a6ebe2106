/**
 * The switch of the build tuning (plugins/build-tuning): on unless `BUILD_TUNING=off`. With it
 * off, gatsby-config.ts leaves the plugin out and the site builds the same pages, only slower
 * (tests/build/tuning-off.test.ts).
 */
export const BUILD_TUNING_ENV = 'BUILD_TUNING';

/** Whether the build tuning is on; any value but unset, "", "on" or "off" is an error saying so. */
export function buildTuningOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[BUILD_TUNING_ENV] ?? '';
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(
    `${BUILD_TUNING_ENV}=${JSON.stringify(value)}: set it to "off" to build without the build tuning (plugins/build-tuning), or leave it unset`,
  );
}
