/**
 * The post-build step that writes what the articles' aliases need in public/, the same bytes
 * for the same content on every build:
 *
 * - `article-slugs.json`: the published articles' ids, slugs and aliases, which the next check
 *   compares with (src/domain/content/renames.ts), the deploy reads for its redirect objects and
 *   `npm run check:site` follows;
 * - `nginx-redirects.conf`: the `map` entries deploy/nginx.conf includes;
 * - a redirect page at every old address (`articles/<old>/index.html`), before the Content
 *   Security Policy step, which gives it its policy like every page.
 *
 * A redirect page the previous build wrote for an alias that is gone is removed (only a page this
 * step wrote: one with the meta refresh).
 */
import fs from 'fs';
import path from 'path';
import { redirectsOf } from '../../domain/content/aliases';
import { parsePublishedList, publishedListText } from '../../domain/content/renames';
import {
  isRedirectPage,
  nginxRedirectMap,
  redirectPageHtml,
  redirectPageKey,
} from '../../domain/hosting/redirect-forms';
import { ARTICLE_SLUGS_PATH, articlePath, NGINX_REDIRECTS_PATH } from '../../domain/listings/routes';
import type { ArticleModel } from '../../domain/content/model';

export interface AliasFiles {
  /** the published articles (drafts and scheduled ones already left out) */
  articles: readonly Pick<ArticleModel, 'id' | 'slug' | 'aliases' | 'title'>[];
  /** the content folder as the list names it (src/node/content/last-published.ts) */
  content: string;
  siteUrl: string;
  lang: string;
}

/** Remove `file` and then every folder above it that is left empty, up to `root`. */
function removePage(root: string, file: string): void {
  fs.rmSync(file, { force: true });
  for (let dir = path.dirname(file); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) {
    if (fs.readdirSync(dir).length > 0) break;
    fs.rmdirSync(dir);
  }
}

/** Write the alias files into `publicDir`; returns the number of redirects. */
export function writeAliasFiles(publicDir: string, input: AliasFiles): number {
  const listFile = path.join(publicDir, ARTICLE_SLUGS_PATH);
  const redirects = redirectsOf(input.articles);
  const keys = new Set(redirects.map((r) => redirectPageKey(r.from)));
  const previous = fs.existsSync(listFile) ? parsePublishedList(fs.readFileSync(listFile, 'utf8')) : null;
  for (const r of redirectsOf(previous?.articles ?? [])) {
    const key = redirectPageKey(r.from);
    const file = path.join(publicDir, key);
    if (!keys.has(key) && fs.existsSync(file) && isRedirectPage(fs.readFileSync(file, 'utf8')))
      removePage(publicDir, file);
  }
  const titleOf = new Map(input.articles.map((a) => [articlePath(a.slug), a.title]));
  for (const r of redirects) {
    const file = path.join(publicDir, redirectPageKey(r.from));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      redirectPageHtml(r, { siteUrl: input.siteUrl, lang: input.lang, title: titleOf.get(r.to) ?? r.to }),
    );
  }
  fs.writeFileSync(path.join(publicDir, NGINX_REDIRECTS_PATH), nginxRedirectMap(redirects));
  fs.writeFileSync(
    listFile,
    publishedListText({
      content: input.content,
      articles: input.articles.map((a) => ({ id: a.id, slug: a.slug, aliases: [...a.aliases] })),
    }),
  );
  return redirects.length;
}
