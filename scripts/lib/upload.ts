/**
 * Publishes a built site (public/) to an S3-compatible bucket: every file with its Content-Type
 * and Cache-Control (src/domain/hosting/cache-policy.ts), only the files whose content changed, assets
 * before the pages that point at them, and deletions (when asked for) last. The CLI is
 * scripts/deploy.ts; tests call `deploy` directly and assert on the summary it returns.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import {
  DeleteObjectsCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { cacheControlFor, contentTypeFor, uploadPhaseFor } from '../../src/domain/hosting/cache-policy';
import { redirectLocationsByKey } from '../../src/domain/hosting/redirect-forms';
import { filesUnder } from '../../src/node/files/walk';
import { buildRedirects } from './build-redirects';

/** Where the storage is and how to sign requests; all of it comes from the environment. */
export interface StorageSettings {
  /** S3-compatible endpoint URL; AWS's own endpoint when absent */
  endpoint?: string;
  region: string;
  /** bucket in the path (`host/bucket/key`) instead of the host name; most non-AWS stores need it */
  forcePathStyle: boolean;
  /** explicit keys; when absent the SDK's default chain (AWS_ACCESS_KEY_ID…, AWS_PROFILE) is used */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** attempts per request, including the first (SDK default 3) */
  maxAttempts?: number;
  /** ms to wait for a connection before giving up on the endpoint */
  connectionTimeoutMs?: number;
}

/** Storage settings from environment variables (never from the repository). */
export function storageSettingsFromEnv(env: NodeJS.ProcessEnv): StorageSettings {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const pathStyle = env.DEPLOY_FORCE_PATH_STYLE;
  if (pathStyle !== undefined && pathStyle !== '' && pathStyle !== 'true' && pathStyle !== 'false')
    throw new DeployError(`DEPLOY_FORCE_PATH_STYLE="${pathStyle}" must be true or false.`);
  return {
    endpoint,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
  };
}

/** An S3 client for `settings`, tuned for S3-compatible servers. */
export function createStorageClient(settings: StorageSettings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: settings.maxAttempts,
    // checksums only where S3 requires them: several S3-compatible servers reject the SDK's
    // newer default CRC32 headers; every upload carries Content-MD5 anyway
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: settings.connectionTimeoutMs ?? 5000, requestTimeout: 60_000 },
  });
}

/** A failure the operator can act on; `message` says what went wrong and what to do. */
export class DeployError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DeployError';
  }
}

/** One file of the build. */
export interface LocalFile {
  key: string;
  absPath: string;
  size: number;
  md5: string;
  sha256: string;
  contentType: string;
  cacheControl: string;
  phase: 0 | 1 | 2;
  /** an alias's page: the address its object redirects to (x-amz-website-redirect-location) */
  redirect?: string;
}

export interface DeployOptions {
  /** the built site, usually public/ */
  dir: string;
  bucket: string;
  storage: StorageSettings;
  /** delete objects that are not in the build (after everything is uploaded) */
  deleteStale?: boolean;
  /** upload every file even when its content is unchanged (e.g. after a cache-policy change) */
  force?: boolean;
  /** plan only: check the bucket and report what would change, upload nothing */
  dryRun?: boolean;
  /** parallel uploads */
  concurrency?: number;
  /** progress lines */
  log?: (line: string) => void;
}

export interface UploadedObject {
  key: string;
  bytes: number;
  reason: 'new' | 'changed' | 'forced';
  /** the address an alias's object redirects to */
  redirect?: string;
}

export interface DeploySummary {
  bucket: string;
  dryRun: boolean;
  files: number;
  /** in upload order */
  uploaded: UploadedObject[];
  unchanged: string[];
  deleted: string[];
  /** objects not in the build that were left in place (deleteStale off) */
  stale: string[];
  bytesUploaded: number;
  durationMs: number;
}

const SHA256_META = 'sha256';

/** Every file under `dir` as a bucket key (forward slashes, no leading slash), sorted. */
export function listBuildFiles(dir: string): string[] {
  return filesUnder(dir);
}

function hashFile(absPath: string): Promise<{ md5: string; sha256: string; size: number }> {
  return new Promise((resolve, reject) => {
    const md5 = crypto.createHash('md5');
    const sha256 = crypto.createHash('sha256');
    let size = 0;
    fs.createReadStream(absPath)
      .on('data', (chunk) => {
        md5.update(chunk);
        sha256.update(chunk);
        size += chunk.length;
      })
      .on('error', reject)
      .on('end', () => resolve({ md5: md5.digest('hex'), sha256: sha256.digest('hex'), size }));
  });
}

/** Runs `work` over `items`, at most `limit` at a time; stops starting new work after a failure. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (failure === null && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}

/** Reads and hashes the build; fails when it is missing or is not a Gatsby build. */
export async function scanBuild(dir: string): Promise<LocalFile[]> {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
    throw new DeployError(`${dir} does not exist: run \`npm run build\` first.`);
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new DeployError(
      `${dir} has no index.html, so it is not a site build: run \`npm run build\` first.`,
    );
  const files: LocalFile[] = [];
  let redirects: Map<string, string>;
  try {
    redirects = redirectLocationsByKey(buildRedirects(dir) ?? []);
  } catch (e) {
    throw new DeployError((e as Error).message);
  }
  await inPool(listBuildFiles(dir), 16, async (key) => {
    const absPath = path.join(dir, key);
    const redirect = redirects.get(key);
    files.push({
      ...(redirect ? { redirect } : {}),
      key,
      absPath,
      ...(await hashFile(absPath)),
      contentType: contentTypeFor(key),
      cacheControl: cacheControlFor(key),
      phase: uploadPhaseFor(key),
    });
  });
  return files.sort((a, b) => (a.key < b.key ? -1 : 1));
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** What an SDK error means for the operator, in one sentence with the fix. */
export function explainStorageError(
  error: unknown,
  context: { bucket: string; endpoint?: string; action: string },
): DeployError {
  const e = error as {
    name?: string;
    code?: string;
    message?: string;
    errors?: { code?: string }[];
    $metadata?: { httpStatusCode?: number };
  };
  const where = context.endpoint ?? 'AWS S3';
  const status = e?.$metadata?.httpStatusCode;
  const name = e?.name ?? 'Error';
  // a socket error's code may sit on the error, on the errors of an AggregateError, or only
  // in the message, depending on the Node version and the SDK layer that wrapped it
  const network = [
    e?.code,
    ...(e?.errors ?? []).map((x) => x.code),
    /\b(E[A-Z_]{4,})\b/.exec(e?.message ?? '')?.[1],
  ]
    .concat(name)
    .find((c) => c !== undefined && NETWORK_CODES.has(c));
  // bodiless answers (HeadBucket) carry only a status: name it rather than print "Unknown"
  const label = name === 'Unknown' || name === 'UnknownError' ? `HTTP ${status ?? '?'}` : name;
  if (network !== undefined || name === 'TimeoutError')
    return new DeployError(
      `Cannot reach the storage endpoint ${where} while ${context.action} (${network ?? 'timed out'}). Check AWS_ENDPOINT_URL_S3 and that the server is up.`,
      { cause: error },
    );
  if (name === 'CredentialsProviderError')
    return new DeployError(
      'No storage credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) in the environment.',
      { cause: error },
    );
  if (
    status === 403 ||
    ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden'].includes(name)
  )
    return new DeployError(
      `Access to bucket "${context.bucket}" at ${where} was refused while ${context.action} (${label}). Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that the key may read and write this bucket.`,
      { cause: error },
    );
  if (name === 'NoSuchBucket' || (status === 404 && context.action === 'checking the bucket'))
    return new DeployError(
      `Bucket "${context.bucket}" does not exist at ${where}. Create it first, or set DEPLOY_ENV / DEPLOY_BUCKET to the right one.`,
      { cause: error },
    );
  const detail = e?.message && e.message !== name ? `: ${e.message}` : '';
  return new DeployError(`Storage error at ${where} while ${context.action}: ${label}${detail}`, {
    cause: error,
  });
}

/** An object as the bucket listing shows it. */
export interface RemoteObject {
  etag: string;
  size: number;
}

/** ETag of a single-part upload without KMS is the MD5 of the body. */
const isPlainMd5 = (etag: string): boolean => /^[0-9a-f]{32}$/.test(etag);

/**
 * Why `file` must be uploaded over `remote`, or undefined when the bucket already has this
 * content. Size and MD5 ETag come from the bucket listing; an object whose ETag is not an MD5
 * (uploaded in parts, or encrypted with KMS) is compared by the sha256 this script stores in its
 * metadata, read with `readSha256` (one HEAD request) only then.
 */
export async function changeReason(
  file: Pick<LocalFile, 'size' | 'md5' | 'sha256'>,
  remote: RemoteObject | undefined,
  force: boolean,
  readSha256: () => Promise<string | undefined>,
): Promise<UploadedObject['reason'] | undefined> {
  if (!remote) return 'new';
  if (force) return 'forced';
  if (remote.size !== file.size) return 'changed';
  if (isPlainMd5(remote.etag)) return remote.etag === file.md5 ? undefined : 'changed';
  return (await readSha256()) === file.sha256 ? undefined : 'changed';
}

const formatBytes = (n: number): string =>
  n < 1024
    ? `${n} B`
    : n < 1024 * 1024
      ? `${(n / 1024).toFixed(1)} kB`
      : `${(n / 1024 / 1024).toFixed(2)} MB`;

/** Publishes `options.dir` to `options.bucket`; see the module comment for the order of work. */
export async function deploy(options: DeployOptions): Promise<DeploySummary> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const { bucket, storage } = options;
  const dryRun = options.dryRun ?? false;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const fail = (error: unknown, action: string): never => {
    if (error instanceof DeployError) throw error;
    throw explainStorageError(error, { bucket, endpoint: storage.endpoint, action });
  };

  const files = await scanBuild(options.dir);
  log(`${files.length} files in ${options.dir}`);

  const client = createStorageClient(storage);
  try {
    // fail before touching anything when the bucket is missing or the keys are wrong
    await client.send(new HeadBucketCommand({ Bucket: bucket })).catch((e) => fail(e, 'checking the bucket'));

    const remote = new Map<string, RemoteObject>();
    let token: string | undefined;
    do {
      const page = await client
        .send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
        .catch((e) => fail(e, 'listing the bucket'));
      for (const o of page.Contents ?? [])
        if (o.Key) remote.set(o.Key, { etag: (o.ETag ?? '').replace(/"/g, ''), size: o.Size ?? -1 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    log(`${remote.size} objects in bucket "${bucket}"`);

    const toUpload: { file: LocalFile; reason: UploadedObject['reason'] }[] = [];
    const unchanged: string[] = [];
    await inPool(files, concurrency, async (file) => {
      const reason = await changeReason(file, remote.get(file.key), options.force ?? false, async () => {
        const head = await client
          .send(new HeadObjectCommand({ Bucket: bucket, Key: file.key }))
          .catch((e) => fail(e, `reading ${file.key}`));
        return head.Metadata?.[SHA256_META];
      });
      if (reason === undefined) unchanged.push(file.key);
      else toUpload.push({ file, reason });
    });
    toUpload.sort((a, b) => a.file.phase - b.file.phase || (a.file.key < b.file.key ? -1 : 1));
    unchanged.sort();

    const local = new Set(files.map((f) => f.key));
    const stale = [...remote.keys()].filter((k) => !local.has(k)).sort();

    const uploaded: UploadedObject[] = [];
    let bytesUploaded = 0;
    const phaseNames = ['assets', 'pages and data', 'app-data.json and sw.js'];
    for (const phase of [0, 1, 2] as const) {
      const batch = toUpload.filter((u) => u.file.phase === phase);
      if (batch.length === 0) continue;
      log(`${dryRun ? 'would upload' : 'uploading'} ${batch.length} ${phaseNames[phase]}`);
      await inPool(batch, concurrency, async ({ file, reason }) => {
        if (!dryRun) {
          const body = fs.readFileSync(file.absPath);
          await client
            .send(
              new PutObjectCommand({
                Bucket: bucket,
                Key: file.key,
                Body: body,
                ContentType: file.contentType,
                CacheControl: file.cacheControl,
                ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'),
                Metadata: { [SHA256_META]: file.sha256 },
                // S3 website endpoints (and CDNs in front of them) answer this object with a 301
                ...(file.redirect ? { WebsiteRedirectLocation: file.redirect } : {}),
              }),
            )
            .catch((e) => fail(e, `uploading ${file.key}`));
        }
        uploaded.push({
          key: file.key,
          bytes: file.size,
          reason,
          ...(file.redirect ? { redirect: file.redirect } : {}),
        });
        bytesUploaded += file.size;
        log(
          `  [${uploaded.length}/${toUpload.length}] ${file.key} (${formatBytes(file.size)}, ${reason}${file.redirect ? `, redirects to ${file.redirect}` : ''})`,
        );
      });
    }

    const deleted: string[] = [];
    if (options.deleteStale && stale.length > 0) {
      log(`${dryRun ? 'would delete' : 'deleting'} ${stale.length} objects that are not in the build`);
      for (let i = 0; i < stale.length; i += 1000) {
        const keys = stale.slice(i, i + 1000);
        if (!dryRun) {
          const result = await client
            .send(
              new DeleteObjectsCommand({
                Bucket: bucket,
                Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
              }),
            )
            .catch((e) => fail(e, 'deleting stale objects'));
          if (result.Errors && result.Errors.length > 0)
            throw new DeployError(
              `Could not delete ${result.Errors.length} stale objects from "${bucket}", e.g. ${result.Errors[0].Key}: ${result.Errors[0].Code} ${result.Errors[0].Message ?? ''}`.trim(),
            );
        }
        deleted.push(...keys);
        for (const k of keys) log(`  - ${k}`);
      }
    }

    return {
      bucket,
      dryRun,
      files: files.length,
      uploaded,
      unchanged,
      deleted,
      stale: options.deleteStale ? [] : stale,
      bytesUploaded,
      durationMs: Date.now() - started,
    };
  } finally {
    client.destroy();
  }
}

/** One line for the end of a deploy. */
export function formatSummary(s: DeploySummary): string {
  const verb = s.dryRun ? 'Would publish' : 'Published';
  const parts = [
    `${s.uploaded.length} uploaded (${formatBytes(s.bytesUploaded)})`,
    `${s.unchanged.length} unchanged`,
    `${s.deleted.length} deleted`,
  ];
  if (s.stale.length > 0) parts.push(`${s.stale.length} not in the build kept (use --delete to remove)`);
  return `${verb} ${s.files} files to bucket "${s.bucket}": ${parts.join(', ')} in ${(s.durationMs / 1000).toFixed(1)} s.`;
}
