/**
 * The forms an alias's redirect takes where the site is served (the redirects themselves come
 * from src/domain/content/aliases.ts):
 *
 * - any static host: a small page at the old address (`articles/<old>/index.html`) with a
 *   canonical link to the article, `noindex`, and a meta refresh of 0 seconds, which needs no
 *   script (so no hash in the page's policy) and works with JavaScript off;
 * - object storage: the same page's object carries `x-amz-website-redirect-location`, which
 *   website endpoints (and the CDNs in front of them) answer with a 301;
 * - nginx: a `map` of old address to new, written by the build and included by deploy/nginx.conf,
 *   whose server answers a 301 from it.
 */
import { escapeAttr, escapeText } from '../html/escape';
import { absoluteUrl } from '../listings/routes';
import type { Redirect } from '../content/aliases';

/** The object key (and file under public/) of the page at an old address: `articles/old/index.html`. */
export const redirectPageKey = (from: string): string => `${from.replace(/^\/+|\/+$/g, '')}/index.html`;

/** Redirect locations by object key, for the deploy (S3's WebsiteRedirectLocation). */
export const redirectLocationsByKey = (redirects: readonly Redirect[]): Map<string, string> =>
  new Map(redirects.map((r) => [redirectPageKey(r.from), r.to]));

/** The mark of a redirect page: the meta refresh, which no page of the site has otherwise. */
const REFRESH = '<meta http-equiv="refresh"';

/** True when `html` is a redirect page this module wrote (so a stale one may be removed). */
export const isRedirectPage = (html: string): boolean => html.includes(REFRESH);

/** The target a redirect page leads to (its meta refresh's url), or null when it is not one. */
export function redirectPageTarget(html: string): string | null {
  const m = /<meta http-equiv="refresh" content="0; url=([^"]*)"/.exec(html);
  return m ? m[1].replace(/&amp;/g, '&') : null;
}

/**
 * The page at an old address. `title` is the article's title (the link's text: no sentence in
 * one language); the page has no script, and the build gives it its policy like every page.
 */
export function redirectPageHtml(
  redirect: Redirect,
  page: { siteUrl: string; lang: string; title: string },
): string {
  const to = escapeAttr(redirect.to);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeAttr(page.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeText(page.title)}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeAttr(absoluteUrl(page.siteUrl, redirect.to))}">`,
    `${REFRESH} content="0; url=${to}">`,
    '</head>',
    `<body><p><a href="${to}">${escapeText(page.title)}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The smallest power of two that is at least `n`. */
const powerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/**
 * The nginx `map` of the redirects (deploy/nginx.conf includes the file in `http`): each old
 * address, with and without a trailing slash, to the article's, in `$article_redirect`. nginx
 * keeps exact keys in a hash whose bucket must hold the longest key (the default, 64 bytes, is
 * shorter than many slugs: nginx would refuse to start), so the file sets the sizes its keys need.
 * Sorted, no date: the same redirects give the same bytes. Slugs hold no character nginx would
 * read otherwise.
 */
export function nginxRedirectMap(redirects: readonly Redirect[]): string {
  const entries = redirects.flatMap((r) => [
    [r.from, r.to],
    [`${r.from}/`, r.to],
  ]);
  // slugs are ASCII: a character is a byte
  const longest = Math.max(0, ...entries.map(([from]) => from.length));
  return [
    "# Written by the build from the articles' aliases (src/domain/hosting/redirect-forms.ts): do not edit.",
    '# deploy/nginx.conf includes it; nginx reads it when it starts or reloads (nginx -s reload).',
    `map_hash_bucket_size ${Math.max(64, powerOfTwo(longest + 32))};`,
    `map_hash_max_size ${Math.max(2048, powerOfTwo(entries.length * 2))};`,
    'map $uri $article_redirect {',
    '  default "";',
    ...entries.map(([from, to]) => `  "${from}" "${to}";`),
    '}',
    '',
  ].join('\n');
}
