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

/**
 * md5 of what the stylesheet is compiled from: the Sass sources, the pruning step and the
 * library versions. Gatsby inlines the stylesheet into every page, yet on a build with its
 * cache kept it re-renders a page only when the page's data or the server bundle changed, so
 * a style-only edit left every page with the old styles. gatsby-config.ts puts this value in
 * GATSBY_STYLES_FINGERPRINT and gatsby-ssr.tsx compiles it in: the server bundle then changes
 * with the styles, and Gatsby re-renders every page.
 */
export function stylesFingerprint(root = process.cwd()): string {
  const styles = path.join(root, 'src', 'styles');
  const files = [
    ...fs
      .readdirSync(styles)
      .filter((f) => f.endsWith('.scss'))
      .sort()
      .map((f) => path.join(styles, f)),
    path.join(root, 'src', 'node', 'post-build', 'css-prune.ts'),
    path.join(root, 'package-lock.json'),
  ];
  const hash = crypto.createHash('md5');
  for (const file of files) {
    hash.update(file);
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}
