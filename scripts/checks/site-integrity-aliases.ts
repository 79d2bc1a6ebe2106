/**
 * The aliases' part of `npm run check:site`: every old address of the build's list
 * (scripts/deploy/build-redirects.ts) is followed to its end, which must be a live article (a page
 * of the build that is not itself a redirect); its page leads there with a canonical link and
 * `noindex`; the nginx map holds exactly these redirects; and no redirect page is left over from
 * an alias that is gone.
 */
import fs from 'fs';
import path from 'path';
import type { Redirect } from '../../src/domain/content/aliases';
import {
  isRedirectPage,
  nginxRedirectMap,
  redirectPageKey,
  redirectPageTarget,
} from '../../src/domain/hosting/redirect-forms';
import { absoluteUrl, NGINX_REDIRECTS_PATH } from '../../src/domain/listings/routes';
import type { SiteProblem } from './site-integrity';
import { fileForPath } from './site-references';

/** The HTML files of the build that are redirect pages, relative with `/` (under articles/ only). */
function redirectPagesIn(dir: string): string[] {
  const articles = path.join(dir, 'articles');
  if (!fs.existsSync(articles)) return [];
  return fs
    .readdirSync(articles)
    .map((name) => `articles/${name}/index.html`)
    .filter((file) => {
      const full = path.join(dir, file);
      return fs.existsSync(full) && isRedirectPage(fs.readFileSync(full, 'utf8'));
    })
    .sort();
}

/** Check the redirects of the build in `dir`; `siteUrl` is what canonical links start with. */
export function checkAliases(dir: string, redirects: readonly Redirect[], siteUrl: string): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const err = (file: string, message: string): void => {
    problems.push({ severity: 'error', file, message });
  };
  const byFrom = new Map(redirects.map((r) => [r.from, r.to]));
  for (const r of redirects) {
    const key = redirectPageKey(r.from);
    const full = path.join(dir, key);
    if (!fs.existsSync(full)) {
      err(key, `is missing: the old address ${r.from} of ${r.to} has no redirect page; build again.`);
      continue;
    }
    const html = fs.readFileSync(full, 'utf8');
    const target = redirectPageTarget(html);
    if (target !== r.to)
      err(key, `leads to ${target ?? 'nowhere (no meta refresh)'}, but ${r.from} is an alias of ${r.to}.`);
    if (!html.includes(`<link rel="canonical" href="${absoluteUrl(siteUrl, r.to)}">`))
      err(key, `has no canonical link to ${absoluteUrl(siteUrl, r.to)}.`);
    if (!html.includes('<meta name="robots" content="noindex">'))
      err(key, 'has no <meta name="robots" content="noindex">: search engines would index the old address.');
    // follow the redirects to their end
    const seen = [r.from];
    let at = r.to;
    while (byFrom.has(at) && !seen.includes(at)) {
      seen.push(at);
      at = byFrom.get(at) as string;
    }
    const page = fileForPath(dir, at);
    if (seen.length > 1 || seen.includes(at))
      err(
        key,
        `redirects on again (${[...seen, at].join(' → ')}): an alias must lead straight to a live article.`,
      );
    else if (
      !page ||
      !page.endsWith('.html') ||
      isRedirectPage(fs.readFileSync(path.join(dir, page), 'utf8'))
    )
      err(key, `leads to ${at}, which is not a live article of this build.`);
  }
  const listed = new Set(redirects.map((r) => redirectPageKey(r.from)));
  for (const file of redirectPagesIn(dir))
    if (!listed.has(file))
      err(file, 'is a redirect page of an alias that is no longer in the list of the build; build again.');
  const mapFile = path.join(dir, NGINX_REDIRECTS_PATH);
  const mapShown = NGINX_REDIRECTS_PATH.slice(1);
  if (!fs.existsSync(mapFile)) err(mapShown, 'is missing: deploy/nginx.conf includes it; build again.');
  else if (fs.readFileSync(mapFile, 'utf8') !== nginxRedirectMap(redirects))
    err(mapShown, "does not hold exactly the build's redirects; build again.");
  return problems;
}
