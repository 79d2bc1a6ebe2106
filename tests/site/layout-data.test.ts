/**
 * What the shared layout shows on the real build, read from public/ and checked against the data
 * it comes from (content/ and src/site-config.ts), not against mocked data:
 * - the sponsored block: every path of `sapeLinks` shows its own entries, in order, then
 *   `sapeNewUrl`; every other page shows `sapeNewUrl` alone;
 * - /authors lists every author with a link to the author's page;
 * - the footer's category, info and contact links on every page.
 */
import fs from 'fs';
import path from 'path';
import * as cheerio from 'cheerio';
import { authorSlug } from '../../src/domain/content/default-author';
import { labelsFor } from '../../src/domain/locales/labels';
import * as routes from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { siteConfig } from '../../src/site-config';
import { allHtmlFiles, builtContent, htmlFileOf, publicDir, root } from './helpers';

const content = builtContent();
const labels = labelsFor(siteConfig.locale);

/** The sponsored data exactly as editors wrote it (not through the build's own code). */
const raw = JSON.parse(fs.readFileSync(path.join(root, 'content/sponsored-links.json'), 'utf8')) as {
  sapeLinks: Record<string, string[]>;
  sapeNewUrl: string;
};

/** An `<a>` snippet as the reader sees it: where it goes and what it says. */
const linkOf = (html: string): { href: string; text: string } => {
  const a = cheerio.load(html)('a').first();
  return { href: a.attr('href') ?? '', text: a.text().trim() };
};

const load = (file: string) => cheerio.load(fs.readFileSync(path.join(publicDir, file), 'utf8'));
/** The page path of an HTML file of the build (404.html and 500.html have none). */
const pathOf = (file: string): string =>
  file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;

const pages = allHtmlFiles().filter((f) => !f.startsWith('offline-plugin-app-shell-fallback/'));

function sponsoredLinks($: cheerio.CheerioAPI): { href: string; text: string }[] {
  return $('[data-testid="sponsored-block"] li a')
    .toArray()
    .map((a) => ({ href: $(a).attr('href') ?? '', text: $(a).text().trim() }));
}

describe('the sponsored block on the built pages', () => {
  const newUrl = linkOf(raw.sapeNewUrl);

  it('the data is real: several paths, some with more than one entry, and a sapeNewUrl link', () => {
    expect(Object.keys(raw.sapeLinks).length).toBeGreaterThanOrEqual(5);
    expect(Object.values(raw.sapeLinks).some((l) => l.length > 1)).toBe(true);
    expect(newUrl.href).toMatch(/^https:\/\//);
    expect(pages.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(raw.sapeLinks))(
    '%s shows its own entries, in order, then sapeNewUrl',
    (pagePath, own) => {
      const file = htmlFileOf(pagePath);
      expect([pagePath, fs.existsSync(file)]).toEqual([pagePath, true]);
      const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
      expect(sponsoredLinks($)).toEqual([...own.map(linkOf), newUrl]);
    },
  );

  it('every other page shows sapeNewUrl alone (no entries of another path)', () => {
    const wrong: string[] = [];
    for (const file of pages) {
      const p = pathOf(file);
      if (raw.sapeLinks[p]) continue;
      const got = sponsoredLinks(load(file));
      if (JSON.stringify(got) !== JSON.stringify([newUrl])) wrong.push(`${file}: ${JSON.stringify(got)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('/authors on the built site', () => {
  it('lists every author with a link to the author’s page', () => {
    const $ = cheerio.load(fs.readFileSync(htmlFileOf(routes.AUTHORS_PATH), 'utf8'));
    const main = $('main');
    expect(content.authors).toHaveLength(55);
    const missing = content.authors
      .map((a) => ({ name: a.name, href: routes.authorPath(authorSlug(a.name)) }))
      .filter(
        ({ name, href }) =>
          !main
            .find(`a[href="${href}"]`)
            .toArray()
            .some((a) => $(a).text().includes(name)),
      );
    expect(missing).toEqual([]);
    // and each of those pages exists
    for (const a of content.authors)
      expect(fs.existsSync(htmlFileOf(routes.authorPath(authorSlug(a.name))))).toBe(true);
  });
});

describe('the footer on every built page', () => {
  const categories = TAXONOMY.map((c) => ({
    href: routes.categoryPath(c.slug),
    text: content.taxonomyTexts[c.key].title,
  }));
  const info = [
    { href: routes.PRIVACY_POLICY_PATH, text: labels.privacyPolicy },
    { href: routes.TERMS_PATH, text: labels.termsOfUse },
    { href: routes.ABOUT_US_PATH, text: labels.aboutUs },
    { href: routes.AUTHORS_PATH, text: labels.authors },
    { href: routes.SITEMAP_PATH, text: labels.sitemap },
    { href: routes.SITEMAP_XML_PATH, text: labels.sitemapXml },
  ];
  const contacts = [
    { href: `mailto:${siteConfig.contacts.email}`, text: labels.email, target: '' },
    { href: siteConfig.contacts.video, text: labels.video, target: '_blank' },
    { href: siteConfig.contacts.social, text: labels.socialNetwork, target: '_blank' },
    { href: siteConfig.contacts.photos, text: labels.photoSharing, target: '_blank' },
  ];

  function footerColumns($: cheerio.CheerioAPI) {
    const column = (id: string) =>
      $(`footer section[aria-labelledby="${id}"] a`)
        .toArray()
        .map((a) => ({ href: $(a).attr('href') ?? '', text: $(a).text().trim() }));
    const withTarget = $('footer section[aria-labelledby="footer-contacts"] a')
      .toArray()
      .map((a) => ({
        href: $(a).attr('href') ?? '',
        text: $(a).text().trim(),
        target: $(a).attr('target') ?? '',
        rel: $(a).attr('rel') ?? '',
      }));
    return { categories: column('footer-categories'), info: column('footer-info'), contacts: withTarget };
  }

  it('the real data has 6 categories and 4 contacts, each link pointing somewhere real', () => {
    expect(categories).toHaveLength(6);
    for (const c of categories) expect(fs.existsSync(htmlFileOf(c.href))).toBe(true);
    for (const i of info.slice(0, 5)) expect(fs.existsSync(htmlFileOf(i.href))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, routes.SITEMAP_XML_PATH))).toBe(true);
  });

  it('carries the category, info and contact links, with their texts, on every page', () => {
    const want = {
      categories,
      info,
      contacts: contacts.map((c) => ({
        ...c,
        rel: c.target ? 'noopener noreferrer' : '',
      })),
    };
    const wrong: string[] = [];
    for (const file of pages) {
      const got = footerColumns(load(file));
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${file}: ${JSON.stringify(got)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('hydration in two passes on every built page', () => {
  // React hydrates a Suspense boundary after the rest of the page, in slices (src/components/frame/layout.tsx);
  // the server HTML marks a boundary with <!--$--> ... <!--/$-->
  it('the sponsored block, the main content and the footer are each in their own boundary; the header is not', () => {
    const files = allHtmlFiles();
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
      const where = file;
      expect([where, /<main id="main"[^>]*><!--\$-->/.test(html)]).toEqual([where, true]);
      expect([where, /<!--\$--><footer/.test(html)]).toEqual([where, true]);
      expect([where, /<!--\$--><aside[^>]*data-testid="sponsored-block"/.test(html)]).toEqual([where, true]);
      expect([where, /<!--\$--><header class="site-header"/.test(html)]).toEqual([where, false]);
    }
  });
});
