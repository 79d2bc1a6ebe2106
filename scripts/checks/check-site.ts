/**
 * `npm run check:site [-- DIR]`: integrity checks over the built site (public/ by default):
 * broken internal links and asset references, pages without title, description, canonical or
 * h1, sponsored-link paths that are not pages, and aliases that do not end at a live article.
 * Exits 1 when there is an error. The checks live in scripts/checks/site-integrity.ts and
 * scripts/checks/site-integrity-aliases.ts.
 */
import path from 'path';
import { prepareContent } from '../../src/domain/content/model';
import { checkSite, DEFAULT_NOT_PAGES, formatSiteProblem } from './site-integrity';
import { checkAliases } from './site-integrity-aliases';
import { buildRedirects } from '../deploy/build-redirects';
import { redirectPageKey } from '../../src/domain/hosting/redirect-forms';
import { contentDir, readContent } from '../../src/node/content/read-content';
import { siteConfig } from '../../src/site-config';

const dir = path.resolve(process.argv[2] ?? 'public');
const content = readContent(contentDir());
const { sapeLinks } = prepareContent(content).content.sponsored;
// the old addresses of aliases are redirects, not pages: they are followed instead (a build
// without the list of articles, made before aliases, has none)
const listed = buildRedirects(dir);
const redirects = listed ?? [];
const problems = [
  ...checkSite(dir, {
    siteUrl: siteConfig.siteUrl,
    sponsoredPaths: Object.keys(sapeLinks),
    sponsoredFile: content.sponsored.file,
    notPages: [...DEFAULT_NOT_PAGES, ...redirects.map((r) => redirectPageKey(r.from))],
  }),
  ...(listed ? checkAliases(dir, listed, siteConfig.siteUrl) : []),
];
const rel = path.relative(process.cwd(), dir) || '.';
for (const p of problems) console.log(formatSiteProblem(p, p.file === content.sponsored.file ? '' : rel));
const errors = problems.filter((p) => p.severity === 'error').length;
console.log(`${rel}: ${errors} error(s), ${problems.length - errors} warning(s)`);
process.exit(errors > 0 ? 1 : 0);
