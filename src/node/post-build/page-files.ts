/** Which pages of a built site the policy step reads (src/node/post-build/page-policies.ts). */
import fs from 'fs';
import path from 'path';
import { filesUnder } from '../files/walk';
import { POLICY_META_START } from './policy-meta';

/**
 * The HTML files of a built site that are documents: everything but page-data (JSON only) and
 * Gatsby's slice fragments under _gatsby/ (pieces stitched into pages, never a page themselves),
 * and the web editor under admin/, which carries its own policy (src/domain/hosting/admin-policy.ts).
 */
export function pageFiles(dir: string): string[] {
  const skipped = new Set(['page-data', '_gatsby', 'admin']);
  return filesUnder(dir, { skipFolder: (rel) => skipped.has(rel) }).filter((f) => f.endsWith('.html'));
}

/** True when the file's first bytes carry a policy meta (this step's, since it runs last). */
function startsWithPolicy(full: string): boolean {
  const fd = fs.openSync(full, 'r');
  try {
    const buffer = Buffer.alloc(1024);
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('utf8').includes(POLICY_META_START);
  } finally {
    fs.closeSync(fd);
  }
}

/** The pages of `files` (under `publicDir`) to check: all, or those written since `since`. */
export function pagesToCheck(publicDir: string, files: readonly string[], since?: number): string[] {
  if (since === undefined) return [...files];
  return files.filter((file) => {
    const full = path.join(publicDir, file);
    return !(fs.statSync(full).mtimeMs <= since && startsWithPolicy(full));
  });
}
