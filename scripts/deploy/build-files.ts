/**
 * The build's side of publishing: every file of public/ with its key, hashes and size, read a few at
 * a time (inPool).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { cacheControlFor, contentTypeFor, uploadPhaseFor } from '../../src/domain/hosting/cache-policy';
import { redirectLocationsByKey } from '../../src/domain/hosting/redirect-forms';
import { filesUnder } from '../../src/node/files/walk';
import { buildRedirects } from './build-redirects';
import { DeployError } from './storage';

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

/** Every file under `dir` as a bucket key (forward slashes, no leading slash), sorted. */
export function listBuildFiles(dir: string): string[] {
  return filesUnder(dir);
}

export function hashFile(absPath: string): Promise<{ md5: string; sha256: string; size: number }> {
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
export async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
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
