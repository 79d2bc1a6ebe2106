/**
 * Publishes a built site (public/) to an S3-compatible bucket: every file with its Content-Type
 * and Cache-Control (src/domain/hosting/cache-policy.ts), only the files whose content changed, assets
 * before the pages that point at them, and deletions (when asked for) last. The CLI is
 * scripts/deploy/deploy.ts; tests call `deploy` directly and assert on the summary it returns.
 */
import fs from 'fs';
import {
  DeleteObjectsCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { StorageSettings, createStorageClient, DeployError, explainStorageError } from './storage';
import { LocalFile, inPool, scanBuild } from './build-files';

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
