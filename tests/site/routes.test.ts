/** Every route of the site (home, listings, articles, authors, info pages, sitemaps) exists as a built page. */
import fs from 'fs';
import path from 'path';
import { authorSlug } from '../../src/domain/content/default-author';
import * as routes from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { builtContent, htmlFileOf, publicDir } from './helpers';

const content = builtContent();
const pages: string[] = [
  routes.HOME_PATH,
  routes.AUTHORS_PATH,
  routes.ABOUT_US_PATH,
  routes.PRIVACY_POLICY_PATH,
  routes.TERMS_PATH,
  routes.SITEMAP_PATH,
  ...content.authors.map((a) => routes.authorPath(authorSlug(a.name))),
  ...content.articles.map((a) => routes.articlePath(a.slug)),
  ...TAXONOMY.flatMap((c) => [
    routes.categoryPath(c.slug),
    ...c.subcategories.map((s) => routes.subcategoryPath(c.slug, s.slug)),
  ]),
];

describe('built routes', () => {
  it('covers the real content: 40+ articles, 55 authors, 42 taxonomy pages', () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(40);
    expect(content.authors).toHaveLength(55);
    expect(pages.length).toBeGreaterThanOrEqual(6 + 55 + 40 + 42);
  });

  it.each(pages)('%s has an index.html with an h1', (p) => {
    const html = fs.readFileSync(htmlFileOf(p), 'utf8');
    expect(html).toMatch(/<h1[ >]/);
  });

  it.each(['404.html', '500.html'])('has %s', (file) => {
    expect(fs.existsSync(path.join(publicDir, file))).toBe(true);
  });

  it('has at least one article in every subcategory', () => {
    for (const c of TAXONOMY)
      for (const s of c.subcategories) {
        const html = fs.readFileSync(htmlFileOf(routes.subcategoryPath(c.slug, s.slug)), 'utf8');
        expect(html).toMatch(/href="\/articles\//);
      }
  });
});
