/**
 * Head tags and structured data of every built page (run after `gatsby build`): one title,
 * description, canonical link and h1 each; unique titles; Open Graph and Twitter tags with
 * absolute URLs; JSON-LD that parses and matches the content and the visible breadcrumbs.
 */
import fs from 'fs';
import path from 'path';
import { load, CheerioAPI } from 'cheerio';
import { authorSlug } from '../../src/domain/content/default-author';
import { labelsFor } from '../../src/domain/locales/labels';
import {
  ABOUT_US_PATH,
  AUTHORS_PATH,
  HOME_PATH,
  NOT_FOUND_PATH,
  PRIVACY_POLICY_PATH,
  PUBLISHER_LOGO_PATH,
  RSS_PATH,
  SHARE_PICTURES_DIR,
  SITEMAP_PATH,
  TERMS_PATH,
  absoluteUrl,
  articlePath,
  authorPath,
  categoryPath,
  listingBasePath,
  listingFeedPath,
  subcategoryPath,
  OFFLINE_SHELL_PATH,
} from '../../src/domain/listings/routes';
import type { PageKey } from '../../src/domain/locales/page-keys';
import {
  defaultDescription,
  pageDescription,
  documentTitle,
  modifiedDate,
  pageText,
  subcategoryTitle,
} from '../../src/domain/seo/titles';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';
import { renderMarkdown } from '../support/markdown-body';
import { siteConfig } from '../../src/site-config';
import { allHtmlFiles, builtContent, publicDir } from './helpers';

const content = builtContent();
const { siteUrl, locale, title: siteTitle } = siteConfig;
const labels = labelsFor(locale);
const url = (p: string): string => absoluteUrl(siteUrl, p);
const EMOJI = /\p{Extended_Pictographic}/u;

/** The route a built file serves: "a/b/index.html" → "/a/b", "404.html" → "/404.html". */
/** A category's or a topic's first page: they have a feed of their own (tests/site/topics-series.test.ts). */
const isFeedListing = (route: string): boolean =>
  TAXONOMY.some((c) => categoryPath(c.slug) === route) || /^\/topics\/[^/]+$/.test(route);

const routeOf = (file: string): string => `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '')}`;
/** /404 and /404.html (likewise 500) are one page served under two names. */
const pageOf = (route: string): string => route.replace(/\.html$/, '');

interface Page {
  route: string;
  page: string;
  $: CheerioAPI;
}

// the offline app shell is gatsby-plugin-offline's empty HTML for the service worker, not a page
const pages: Page[] = allHtmlFiles()
  .map((file) => ({ file, route: routeOf(file) }))
  .filter(({ route }) => route !== OFFLINE_SHELL_PATH)
  .map(({ file, route }) => ({
    route,
    page: pageOf(route),
    $: load(fs.readFileSync(path.join(publicDir, file), 'utf8')),
  }));
const byRoute = new Map(pages.map((p) => [p.route, p]));
const get = (route: string): Page => {
  const p = byRoute.get(route);
  if (!p) throw new Error(`no built page for ${route}`);
  return p;
};

const meta = ($: CheerioAPI, attr: 'name' | 'property', key: string): string[] =>
  $(`head meta[${attr}="${key}"]`)
    .map((_, el) => $(el).attr('content') ?? '')
    .get();
const one = ($: CheerioAPI, attr: 'name' | 'property', key: string): string => {
  const values = meta($, attr, key);
  expect({ key, count: values.length }).toEqual({ key, count: 1 });
  return values[0];
};
const titleOf = ({ $ }: Page): string => $('head title').text();
const descriptionOf = ({ $ }: Page): string => $('head meta[name="description"]').attr('content') ?? '';

type Ld = Record<string, unknown> & { '@type': string };
const jsonLdOf = ({ $ }: Page): Ld[] =>
  $('script[type="application/ld+json"]')
    .map((_, el) => JSON.parse($(el).html() ?? '') as Ld)
    .get();
const ldOfType = (p: Page, type: string): Ld[] => jsonLdOf(p).filter((b) => b['@type'] === type);

it('covers the built site: every route kind is among the pages checked', () => {
  expect(pages.length).toBeGreaterThanOrEqual(1 + 1 + 3 + 1 + 2 * 2 + 55 + 40 + 42);
  for (const r of [HOME_PATH, AUTHORS_PATH, SITEMAP_PATH, '/404.html', '/404', '/500.html'])
    expect(byRoute.has(r)).toBe(true);
});

describe.each(pages.map((p) => [p.route, p] as const))('%s', (_route, p) => {
  const { $ } = p;

  it('has exactly one title, meta description, canonical link and h1', () => {
    expect($('title')).toHaveLength(1);
    expect(titleOf(p).trim()).not.toBe('');
    expect($('meta[name="description"]')).toHaveLength(1);
    expect(descriptionOf(p).trim()).not.toBe('');
    expect($('link[rel="canonical"]')).toHaveLength(1);
    expect($('h1')).toHaveLength(1);
  });

  it('has an absolute canonical URL of this page (one for /404 and /404.html)', () => {
    expect($('link[rel="canonical"]').attr('href')).toBe(url(p.page));
  });

  it('has Open Graph (property=) and Twitter card tags with absolute URLs', () => {
    const canonical = url(p.page);
    // an article with a cover shares its 1200×630 crop (a JPEG under /static/), one without its
    // drawn picture (/static/share/), the other pages the site's image
    const article = content.articles.find((a) => p.route === articlePath(a.slug));
    const image = article?.cover
      ? expect.stringMatching(new RegExp(`^${url('/static/')}[0-9a-f]+/[0-9a-f]+/[\\w-]+\\.jpg$`))
      : article
        ? expect.stringMatching(new RegExp(`^${url(`${SHARE_PICTURES_DIR}/`)}[0-9a-f]{20}\\.jpg$`))
        : url(siteConfig.defaultImage);
    expect(one($, 'property', 'og:url')).toBe(canonical);
    expect(one($, 'property', 'og:title').trim()).not.toBe('');
    expect(one($, 'property', 'og:description')).toBe(descriptionOf(p));
    expect(one($, 'property', 'og:image')).toEqual(image);
    expect(one($, 'property', 'og:image:width')).toBe('1200');
    expect(one($, 'property', 'og:image:height')).toBe('630');
    expect(one($, 'property', 'og:site_name')).toBe(siteTitle);
    expect(one($, 'property', 'og:type')).toBe(p.route.startsWith('/articles/') ? 'article' : 'website');
    expect(one($, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(one($, 'name', 'twitter:image')).toBe(one($, 'property', 'og:image'));
    expect(one($, 'name', 'twitter:image')).toEqual(image);
    expect(one($, 'name', 'twitter:description')).toBe(descriptionOf(p));
    expect($('meta[name^="og:"]')).toHaveLength(0);
  });

  it('links the site feed once, and a category or topic page its own feed too', () => {
    const links = $('head link[rel="alternate"][type="application/rss+xml"]')
      .map((_, el) => new URL($(el).attr('href') ?? '', siteUrl).pathname)
      .get();
    const listing = listingBasePath(p.page);
    const own = isFeedListing(listing) ? [listingFeedPath(listing)] : [];
    expect(links).toEqual([RSS_PATH, ...own]);
  });

  it('has only JSON-LD blocks that parse, with a schema.org context and a type', () => {
    $('script[type="application/ld+json"]').each((_, el) => {
      const raw = $(el).html() ?? '';
      expect(raw).not.toContain('<');
      const data = JSON.parse(raw) as Ld;
      expect(data['@context']).toBe('https://schema.org');
      expect(typeof data['@type']).toBe('string');
    });
  });
});

it('gives every page its own title (/404 and /404.html, /500 and /500.html count once)', () => {
  const owners = new Map<string, Set<string>>();
  for (const p of pages) owners.set(titleOf(p), (owners.get(titleOf(p)) ?? new Set()).add(p.page));
  const shared = [...owners].filter(([, ps]) => ps.size > 1).map(([t, ps]) => `${t}: ${[...ps].join(', ')}`);
  expect(shared).toEqual([]);
});

it('the default share image and the publisher logo are built files', () => {
  expect(fs.existsSync(path.join(publicDir, siteConfig.defaultImage))).toBe(true);
  expect(fs.existsSync(path.join(publicDir, PUBLISHER_LOGO_PATH))).toBe(true);
});

describe('fixed pages use their page identifier texts', () => {
  const info = new Map(content.info.map((i) => [i.path, i]));
  const fixed: [PageKey, string][] = [
    ['home', HOME_PATH],
    ['authors', AUTHORS_PATH],
    ['not-found', NOT_FOUND_PATH],
    ['not-found', `${NOT_FOUND_PATH}.html`],
    ['about-us', ABOUT_US_PATH],
    ['privacy-policy', PRIVACY_POLICY_PATH],
    ['terms', TERMS_PATH],
    ['sitemap', SITEMAP_PATH],
  ];
  it.each(fixed)('%s (%s): promotional title and a description with emoji', (id, route) => {
    const p = get(route);
    const text = pageText(id, locale, siteTitle);
    expect(titleOf(p)).toBe(documentTitle(text.title, siteTitle));
    // info pages keep the description their editor wrote, when there is one
    expect(descriptionOf(p)).toBe(info.get(route)?.description ?? text.description);
    expect(descriptionOf(p)).toMatch(EMOJI);
  });

  it('keeps error pages out of search results', () => {
    for (const r of ['/404', '/404.html', '/500', '/500.html'])
      expect(get(r).$('meta[name="robots"]').attr('content')).toMatch(/noindex/);
    expect(get('/').$('meta[name="robots"]')).toHaveLength(0);
  });

  it('gives the 500 page the default description with the four emoji', () => {
    expect(descriptionOf(get('/500'))).toBe(defaultDescription(locale, siteTitle));
  });
});

describe('articles', () => {
  it.each(content.articles.map((a) => [a.slug, a] as const))('%s', (_slug, a) => {
    const p = get(articlePath(a.slug));
    const expectedDescription = pageDescription(
      locale,
      siteTitle,
      a.description,
      renderMarkdown(a.body).excerpt,
    );
    const modified = modifiedDate(a.date, a.updated);
    expect(titleOf(p)).toBe(documentTitle(a.title, siteTitle));
    expect(descriptionOf(p)).toBe(expectedDescription);
    expect(one(p.$, 'property', 'article:published_time')).toBe(a.date);
    expect(one(p.$, 'property', 'article:modified_time')).toBe(modified);

    const [ld, ...more] = ldOfType(p, 'Article');
    expect(more).toHaveLength(0);
    expect(ld).toMatchObject({
      headline: a.title,
      description: expectedDescription,
      datePublished: a.date,
      dateModified: modified,
      mainEntityOfPage: { '@id': url(a.path) },
    });
    const author = ld.author as Ld;
    expect(author).toMatchObject({ '@type': 'Person', name: a.author });
    expect(author.url).toBe(url(authorPath(a.authorSlug as string)));
    expect(byRoute.has(authorPath(a.authorSlug as string))).toBe(true);
    const publisher = ld.publisher as Ld & { logo: { url: string } };
    expect(publisher).toMatchObject({ '@type': 'Organization', name: siteTitle, url: url(HOME_PATH) });
    expect(publisher.logo.url).toBe(url(PUBLISHER_LOGO_PATH));
  });
});

describe('authors, categories and subcategories', () => {
  it.each(content.authors.map((a) => [a.name, a] as const))('%s: meta title and description', (_n, a) => {
    const p = get(authorPath(authorSlug(a.name)));
    expect(titleOf(p)).toBe(documentTitle(a.meta_title, siteTitle));
    expect(descriptionOf(p)).toBe(a.meta_description);
    const [person, ...more] = ldOfType(p, 'Person');
    expect(more).toHaveLength(0);
    expect(person).toMatchObject({ name: a.name, url: url(authorPath(authorSlug(a.name))) });
  });

  const nodes = TAXONOMY.flatMap((c) => {
    const texts = content.taxonomyTexts[c.key];
    return [
      [categoryPath(c.slug), texts.title, texts.description] as const,
      ...c.subcategories.map(
        (s) =>
          [
            subcategoryPath(c.slug, s.slug),
            subcategoryTitle(texts.subcategories[s.key].title, texts.title),
            texts.subcategories[s.key].description,
          ] as const,
      ),
    ];
  });
  it.each(nodes)('%s: its own title and text (the default when empty)', (route, title, description) => {
    const p = get(route);
    expect(titleOf(p)).toBe(documentTitle(title, siteTitle));
    expect(descriptionOf(p)).toBe(description.trim() || defaultDescription(locale, siteTitle));
  });
});

describe('BreadcrumbList JSON-LD equals the visible breadcrumbs', () => {
  const withTrail = pages.filter(
    (p) =>
      p.route.startsWith('/articles/') ||
      p.route.startsWith(`${AUTHORS_PATH}/`) ||
      TAXONOMY.some((c) => listingBasePath(p.route).split('/')[1] === c.slug),
  );

  it('covers articles, categories, subcategories and authors', () => {
    expect(withTrail.length).toBeGreaterThanOrEqual(content.articles.length + 42 + content.authors.length);
  });

  it.each(withTrail.map((p) => [p.route, p] as const))('%s', (_r, p) => {
    const { $ } = p;
    const [list, ...more] = ldOfType(p, 'BreadcrumbList');
    expect(more).toHaveLength(0);
    const items = list.itemListElement as { position: number; name: string; item: string }[];
    const visible = $(`nav[aria-label="${labels.breadcrumb}"] li`)
      .map((_, li) => ({ name: $(li).text().trim(), href: $(li).find('a').attr('href') ?? null }))
      .get();
    expect(visible.length).toBeGreaterThanOrEqual(2);
    expect(items.map((i) => i.position)).toEqual(visible.map((_, i) => i + 1));
    expect(items.map((i) => i.name)).toEqual(visible.map((v) => v.name));
    // every crumb but the current page is a link; the current one is this listing or article
    expect(items.slice(0, -1).map((i) => i.item)).toEqual(visible.slice(0, -1).map((v) => url(v.href ?? '')));
    expect(items[items.length - 1].item).toBe(url(listingBasePath(p.page)));
  });
});

it('the home page describes the WebSite and its Organization', () => {
  const home = get(HOME_PATH);
  expect(ldOfType(home, 'WebSite')[0]).toMatchObject({ name: siteTitle, url: url(HOME_PATH) });
  expect(ldOfType(home, 'Organization')[0]).toMatchObject({
    name: siteTitle,
    logo: { url: url(PUBLISHER_LOGO_PATH) },
  });
});

describe('the HTML sitemap (/sitemap and its pages)', () => {
  const sitemapPages = pages.filter((p) => listingBasePath(p.route) === SITEMAP_PATH);
  const links = new Set(
    sitemapPages.flatMap(({ $ }) =>
      $('main a[href]')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ),
  );
  const expected = [
    ...TAXONOMY.flatMap((c) => [
      categoryPath(c.slug),
      ...c.subcategories.map((s) => subcategoryPath(c.slug, s.slug)),
    ]),
    ...content.articles.map((a) => a.path),
    ...content.authors.map((a) => authorPath(authorSlug(a.name))),
    ...content.info.map((i) => i.path),
  ];

  it('lists every category, subcategory, article, author and info page', () => {
    expect(content.info.length).toBe(3);
    expect(expected.filter((p) => !links.has(p))).toEqual([]);
  });
});
