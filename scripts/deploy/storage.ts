/**
 * The bucket's side of publishing: storage settings from the environment, the S3 client, and what
 * a storage error means for the operator (DeployError).
 */
import { S3Client } from '@aws-sdk/client-s3';

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

export const NETWORK_CODES = new Set([
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
