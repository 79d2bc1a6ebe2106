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
  SITEMAP_PATH,
  subcategoryPath,
} from '../../src/domain/routes';
import { TAXONOMY } from '../../src/domain/taxonomy';

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
 * An article whose share image is its own picture (not the site's default), else the first
 * article the home page links to. Article folders are read in name order, at most `limit`.
 */
export function articleWithCover(
  publicDir: string,
  defaultImage: string,
  limit = 2000,
): { path: string; cover: boolean } | null {
  const dir = path.join(publicDir, 'articles');
  if (fs.existsSync(dir)) {
    const slugs = fs.readdirSync(dir).sort().slice(0, limit);
    for (const slug of slugs) {
      const html = htmlOf(publicDir, `/articles/${slug}`);
      const image = html ? ogImage(html) : null;
      if (image && !image.endsWith(defaultImage)) return { path: `/articles/${slug}`, cover: true };
    }
  }
  const first = firstLink(htmlOf(publicDir, HOME_PATH), /href="(\/articles\/[a-z0-9-]+)"/);
  return first ? { path: first, cover: false } : null;
}

/** The page of every type a reader opens, as found in `publicDir`. */
export function pagesToMeasure(publicDir: string, defaultImage: string): MeasuredPage[] {
  const category = TAXONOMY[0];
  const pages: MeasuredPage[] = [
    { name: 'home', path: HOME_PATH },
    { name: 'category', path: categoryPath(category.slug) },
    { name: 'subcategory', path: subcategoryPath(category.slug, category.subcategories[0].slug) },
  ];
  const article = articleWithCover(publicDir, defaultImage);
  if (!article) throw new Error('the build has no article page; build the site with some content first');
  pages.push({
    name: article.cover ? 'article (cover)' : 'article (no cover in this build)',
    path: article.path,
  });
  const author = firstLink(
    htmlOf(publicDir, AUTHORS_PATH),
    new RegExp(`href="(${AUTHORS_PATH}/[a-z0-9-]+)"`),
  );
  if (author) pages.push({ name: 'author', path: author });
  pages.push({ name: 'sitemap', path: SITEMAP_PATH });
  return pages;
}
