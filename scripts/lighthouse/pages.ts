/**
 * Which pages of a build `npm run lighthouse` measures: one of each page type a reader opens
 * (home, a category, a subcategory, an article — one with a cover picture when the build has
 * one —, an author and the HTML sitemap), found in the built public/ so that any content
 * folder works.
 */
import fs from 'fs';
import path from 'path';
import {
  AUTHORS_PATH,
  categoryPath,
  HOME_PATH,
  SERIES_BASE,
  seriesPath,
  SHARE_PICTURES_DIR,
  SITEMAP_PATH,
  subcategoryPath,
  TOPICS_PATH,
} from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';

export interface MeasuredPage {
  name: string;
  path: string;
}

const htmlOf = (publicDir: string, pagePath: string): string | null => {
  const file = path.join(publicDir, pagePath, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
};

/** The first href of `html` that matches `pattern` (a path with one capture group). */
const firstLink = (html: string | null, pattern: RegExp): string | null =>
  html ? (pattern.exec(html)?.[1] ?? null) : null;

/** The og:image of a page, or null. */
export function ogImage(html: string): string | null {
  return /<meta[^>]+property="og:image"[^>]+content="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * True when an article page shows a picture in its body: an element of gatsby-remark-images'
 * markup (the inlined stylesheet names its classes on every page, so a bare class name is not enough).
 */
const hasBodyPicture = (html: string): boolean => /class="[^"]*\bgatsby-resp-image-wrapper\b/.test(html);

/**
 * Two articles to compare: one whose share image is its own cover (preferably one with pictures
 * in its body too) and one with neither, so that a cover's cost shows side by side. Article
 * folders are read in name order, at most `limit`. Without any cover in the build, `plain` falls
 * back to the first article the home page links to.
 */
export function articlesToCompare(
  publicDir: string,
  defaultImage: string,
  limit = 2000,
): { cover: string | null; plain: string | null } {
  let cover: string | null = null;
  let coverOnly: string | null = null;
  let plain: string | null = null;
  const dir = path.join(publicDir, 'articles');
  const slugs = fs.existsSync(dir) ? fs.readdirSync(dir).sort().slice(0, limit) : [];
  for (const slug of slugs) {
    const html = htmlOf(publicDir, `/articles/${slug}`);
    if (!html) continue;
    const image = ogImage(html);
    // a cover's crop: neither the site's picture nor a drawn one (src/node/share-pictures/)
    const own = image !== null && !image.endsWith(defaultImage) && !image.includes(`${SHARE_PICTURES_DIR}/`);
    if (own && hasBodyPicture(html)) cover ??= `/articles/${slug}`;
    else if (own) coverOnly ??= `/articles/${slug}`;
    else if (!hasBodyPicture(html)) plain ??= `/articles/${slug}`;
    if (cover && plain) break;
  }
  cover ??= coverOnly;
  if (!cover) plain = firstLink(htmlOf(publicDir, HOME_PATH), /href="(\/articles\/[a-z0-9-]+)"/) ?? plain;
  return { cover, plain };
}

/** The page of every type a reader opens, as found in `publicDir`. */
export function pagesToMeasure(publicDir: string, defaultImage: string): MeasuredPage[] {
  const category = TAXONOMY[0];
  const pages: MeasuredPage[] = [
    { name: 'home', path: HOME_PATH },
    { name: 'category', path: categoryPath(category.slug) },
    { name: 'subcategory', path: subcategoryPath(category.slug, category.subcategories[0].slug) },
  ];
  const { cover, plain } = articlesToCompare(publicDir, defaultImage);
  if (!cover && !plain)
    throw new Error('the build has no article page; build the site with some content first');
  if (cover) pages.push({ name: 'article (cover)', path: cover });
  if (plain)
    pages.push({ name: cover ? 'article (no cover)' : 'article (no cover in this build)', path: plain });
  const author = firstLink(
    htmlOf(publicDir, AUTHORS_PATH),
    new RegExp(`href="(${AUTHORS_PATH}/[a-z0-9-]+)"`),
  );
  if (author) pages.push({ name: 'author', path: author });
  pages.push({ name: 'authors', path: AUTHORS_PATH });
  pages.push({ name: 'sitemap', path: SITEMAP_PATH });
  // topics and series, when the content has them: the index, its first topic, the first series
  const topics = htmlOf(publicDir, TOPICS_PATH);
  if (topics) {
    pages.push({ name: 'topics', path: TOPICS_PATH });
    const topic = firstLink(topics, new RegExp(`href="(${TOPICS_PATH}/[a-z0-9-]+)"`));
    if (topic) pages.push({ name: 'topic', path: topic });
  }
  const seriesDir = path.join(publicDir, SERIES_BASE);
  const series = fs.existsSync(seriesDir) ? fs.readdirSync(seriesDir).sort()[0] : undefined;
  if (series && htmlOf(publicDir, seriesPath(series)))
    pages.push({ name: 'series', path: seriesPath(series) });
  return pages;
}
