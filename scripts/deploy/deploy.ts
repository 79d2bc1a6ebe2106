/**
 * `npm run deploy [-- --delete --dry-run --force --dir=public --concurrency=8]`
 * Publishes the build to the bucket of DEPLOY_ENV (development unless set to production).
 * Storage location and keys come from the environment only; see docs/deploying.md.
 * The work is done by scripts/deploy/upload.ts.
 */
import path from 'path';
import { resolveBucket, resolveDeployEnv } from '../../src/domain/hosting/bucket';
import { siteConfig } from '../../src/site-config';
import { deploy, formatSummary } from './upload';
import { DeployError, storageSettingsFromEnv } from './storage';

const USAGE = `Usage: npm run deploy -- [--delete] [--dry-run] [--force] [--dir=public] [--concurrency=8]

  --delete         remove objects that are not in the build (after uploading)
  --dry-run        check the bucket and list what would change; upload nothing
  --force          upload every file, even unchanged ones (e.g. after a cache-policy change)
  --dir=PATH       the built site (default: public)
  --concurrency=N  parallel uploads (default: 8)

Environment: DEPLOY_ENV=development|production (default development), DEPLOY_BUCKET (override),
AWS_ENDPOINT_URL_S3 (S3-compatible endpoint), AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY
(or AWS_PROFILE), DEPLOY_FORCE_PATH_STYLE=true|false.`;

interface Args {
  deleteStale: boolean;
  dryRun: boolean;
  force: boolean;
  dir: string;
  concurrency: number;
}

function parseArgs(argv: string[]): Args | 'help' {
  const args: Args = { deleteStale: false, dryRun: false, force: false, dir: 'public', concurrency: 8 };
  for (const arg of argv) {
    const [flag, value] = arg.split(/=(.*)/s, 2);
    if (flag === '--help' || flag === '-h') return 'help';
    else if (flag === '--delete') args.deleteStale = true;
    else if (flag === '--dry-run') args.dryRun = true;
    else if (flag === '--force') args.force = true;
    else if (flag === '--dir' && value) args.dir = value;
    else if (flag === '--concurrency' && /^[1-9]\d*$/.test(value ?? '')) args.concurrency = Number(value);
    else throw new DeployError(`Unknown or incomplete option "${arg}".\n\n${USAGE}`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args === 'help') return void console.log(USAGE);
  const env = resolveDeployEnv(process.env.DEPLOY_ENV);
  const bucket = resolveBucket(siteConfig.bucketPrefix, env, process.env.DEPLOY_BUCKET);
  const storage = storageSettingsFromEnv(process.env);
  const dir = path.resolve(args.dir);
  console.log(
    `Deploying ${path.relative(process.cwd(), dir) || '.'} to bucket "${bucket}" (${env}) at ${storage.endpoint ?? 'AWS S3'}, region ${storage.region}${args.dryRun ? ' — dry run' : ''}`,
  );
  const summary = await deploy({ ...args, dir, bucket, storage, log: (line) => console.log(line) });
  console.log(formatSummary(summary));
}

main().catch((error: unknown) => {
  // operator errors are one clear sentence; anything else keeps its stack for a bug report
  if (
    error instanceof DeployError ||
    (error instanceof Error && /^(DEPLOY_|Bucket name)/.test(error.message))
  )
    console.error(`Deploy failed: ${error.message}`);
  else console.error('Deploy failed with an unexpected error:', error);
  process.exitCode = 1;
});
