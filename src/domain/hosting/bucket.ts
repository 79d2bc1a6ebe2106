/**
 * Storage bucket names: the product prefix from the site configuration, with a
 * `-dev` suffix in development and none in production. The environment is named explicitly
 * (DEPLOY_ENV) and defaults to development, so nobody publishes to production by accident.
 */

export const DEPLOY_ENVS = ['development', 'production'] as const;
export type DeployEnv = (typeof DEPLOY_ENVS)[number];

/** What an unset or empty DEPLOY_ENV means: never production. */
export const DEFAULT_DEPLOY_ENV: DeployEnv = 'development';

/** Suffix of development buckets. */
export const DEV_SUFFIX = '-dev';

/** The deploy environment named by `value` (DEPLOY_ENV); unset or empty means development. */
export function resolveDeployEnv(value: string | undefined): DeployEnv {
  if (value === undefined || value.trim() === '') return DEFAULT_DEPLOY_ENV;
  const env = value.trim();
  if ((DEPLOY_ENVS as readonly string[]).includes(env)) return env as DeployEnv;
  throw new Error(
    `DEPLOY_ENV="${value}" is not a deploy environment. Use one of: ${DEPLOY_ENVS.join(', ')} (unset means ${DEFAULT_DEPLOY_ENV}).`,
  );
}

/**
 * Why `name` is not a valid S3 bucket name (3-63 characters of lowercase letters, digits,
 * dots and hyphens, starting and ending with a letter or digit, not shaped like an IP address),
 * or null when it is valid.
 */
export function bucketNameProblem(name: string): string | null {
  if (name.length < 3 || name.length > 63) return `must be 3 to 63 characters long (it has ${name.length})`;
  if (!/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(name))
    return 'may only hold lowercase letters, digits, dots and hyphens, and must start and end with a letter or digit';
  if (/\.\.|\.-|-\./.test(name)) return 'may not hold two dots in a row or a dot next to a hyphen';
  if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return 'may not look like an IP address';
  return null;
}

/** The bucket of `env` for product `prefix`: `prefix` in production, `prefix-dev` in development. */
export function bucketName(prefix: string, env: DeployEnv): string {
  const name = env === 'production' ? prefix : `${prefix}${DEV_SUFFIX}`;
  const problem = bucketNameProblem(name);
  if (problem !== null)
    throw new Error(
      `Bucket name "${name}" (bucketPrefix "${prefix}" in src/site-config.ts, ${env}) ${problem}. Fix bucketPrefix.`,
    );
  return name;
}

/**
 * The bucket to publish to: `override` (DEPLOY_BUCKET) when set, otherwise the configured name
 * for `env`. An override is validated like any other name.
 */
export function resolveBucket(prefix: string, env: DeployEnv, override: string | undefined): string {
  if (override === undefined || override.trim() === '') return bucketName(prefix, env);
  const name = override.trim();
  const problem = bucketNameProblem(name);
  if (problem !== null)
    throw new Error(`DEPLOY_BUCKET="${override}" is not a valid bucket name: it ${problem}.`);
  return name;
}
