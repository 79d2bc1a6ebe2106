/**
 * The shipped content's aliases in the built public/ (run after `gatsby build`): the content has
 * at least one, each old address has its redirect page leading to a live article, the list the
 * build wrote matches the content, and no old address is a page anywhere: not in the XML or HTML
 * sitemap, the feed, the search index, a listing, a related link or any page data.
 */
import fs from 'fs';
import path from 'path';
import { redirectsOf } from '../../src/domain/content/aliases';
import { parsePublishedList } from '../../src/domain/content/renames';
import { redirectPageTarget } from '../../src/domain/hosting/redirect-forms';
import { ARTICLE_SLUGS_PATH } from '../../src/domain/listings/routes';
import { filesUnder } from '../../src/node/files/walk';
import { buildRedirects } from '../../scripts/deploy/build-redirects';
import { allHtmlFiles, builtContent, htmlFileOf, publicDir } from './helpers';

const content = builtContent();
const expected = redirectsOf(content.articles);
const redirects = buildRedirects(publicDir) ?? [];

it('the shipped content has an alias, and the build wrote exactly its redirects', () => {
  expect(expected.length).toBeGreaterThan(0);
  expect(redirects).toEqual(expected);
  const list = parsePublishedList(fs.readFileSync(path.join(publicDir, ARTICLE_SLUGS_PATH), 'utf8'));
  expect(list?.content).toBe('content');
  expect(list?.articles.map((a) => [a.id, a.slug]).sort()).toEqual(
    content.articles.map((a) => [a.id, a.slug]).sort(),
  );
});

it.each(expected.map((r) => [r.from, r.to]))(
  '%s has a redirect page leading to the live article %s',
  (from, to) => {
    expect(redirectPageTarget(fs.readFileSync(htmlFileOf(from), 'utf8'))).toBe(to);
    expect(fs.readFileSync(htmlFileOf(to), 'utf8')).toContain('<h1');
  },
);

it('no old address is a page, a sitemap or feed entry, a search entry, or a link of any page', () => {
  const olds = expected.map((r) => r.from);
  const pages = allHtmlFiles().map((f) => path.join(publicDir, f));
  const data = filesUnder(publicDir)
    .filter((f) => /\.(json|xml)$/.test(f) && path.posix.basename(f) !== ARTICLE_SLUGS_PATH.slice(1))
    .map((f) => path.join(publicDir, f));
  // the places an old address would show if it leaked: the walk does read them
  for (const f of ['rss.xml', 'sitemap-0.xml', 'search-index.json', 'sitemap/index.html'])
    expect([...pages, ...data]).toContain(path.join(publicDir, f));
  const leaks = [...pages, ...data].filter((f) => {
    const text = fs.readFileSync(f, 'utf8');
    return olds.some(
      (old) => text.includes(`${old}"`) || text.includes(`${old}<`) || text.includes(`${old}/`),
    );
  });
  expect(leaks.map((f) => path.relative(publicDir, f))).toEqual([]);
});
