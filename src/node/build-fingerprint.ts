/**
 * A fingerprint of the code that turns content into nodes. Gatsby keeps its cache while
 * gatsby-node.ts itself is unchanged, but not the modules it imports (markdown, sanitising,
 * validation): this hash covers them, so nodes rendered by older code are never reused.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/**
 * md5 of Gatsby's compiled gatsby-node bundle (every local module it imports, inlined) and of
 * package-lock.json (the library versions); null when either is missing, meaning "reuse nothing".
 */
export function buildFingerprint(root = process.cwd()): string | null {
  const files = [
    path.join(root, '.cache', 'compiled', 'gatsby-node.js'),
    path.join(root, 'package-lock.json'),
  ];
  const hash = crypto.createHash('md5');
  for (const file of files) {
    if (!fs.existsSync(file)) return null;
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}
