/**
 * What the browser scenarios need to know about the built site: one sample path per page type,
 * taken from the same content and route rules the build used, and small page helpers.
 */
import { expect, Page } from '@playwright/test';
import { authorSlug } from '../../../src/domain/content/default-author';
import { labelsFor } from '../../../src/domain/locales/labels';
import { HYDRATED_ATTRIBUTE } from '../../../src/domain/html/element-ids';
import * as routes from '../../../src/domain/listings/routes';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import { topicTextsOf } from '../../../src/domain/listings/topic-texts';
import { siteConfig } from '../../../src/site-config';
import { builtContent } from '../../site/helpers';

export const content = builtContent();

/** The interface labels of the locale the site was built with. */
export const labels = labelsFor(siteConfig.locale);

/** The article with code blocks the copy scenarios use (development resources). */
export const CODE_ARTICLE_SLUG = 'your-first-luau-script-touch-pads-properties-and-events';

const codeArticle = content.articles.find((a) => a.slug === CODE_ARTICLE_SLUG);
if (!codeArticle) throw new Error(`content/articles has no article with slug ${CODE_ARTICLE_SLUG}`);
export const article = codeArticle;

const placement = article.placements[0];
const categoryDef = TAXONOMY.find((c) => c.key === placement.categoryKey);
const subcategoryDef = categoryDef?.subcategories.find((s) => s.key === placement.subcategoryKey);
if (!categoryDef || !subcategoryDef || !article.authorSlug)
  throw new Error(`${article.file}: the sample article needs a known category, subcategory and author`);

export const category = {
  key: categoryDef.key,
  slug: categoryDef.slug,
  path: routes.categoryPath(categoryDef.slug),
  title: content.taxonomyTexts[categoryDef.key].title,
};
export const subcategory = {
  key: subcategoryDef.key,
  slug: subcategoryDef.slug,
  path: routes.subcategoryPath(categoryDef.slug, subcategoryDef.slug),
  title: content.taxonomyTexts[categoryDef.key].subcategories[subcategoryDef.key].title,
};
export const authorName = article.author as string;
export const authorPagePath = routes.authorPath(authorSlug(authorName));

/** The sample article's first topic, and the series of the shipped content. */
const sampleTopic = article.topics[0];
if (!sampleTopic) throw new Error(`${article.file}: the sample article needs a topic`);
export const topic = {
  key: sampleTopic,
  path: routes.topicPath(sampleTopic),
  title: topicTextsOf(sampleTopic, content.topicTexts).title,
};
const [seriesKey, seriesTexts] = Object.entries(content.series)[0] ?? [];
if (!seriesKey || !seriesTexts) throw new Error('content/series.json has no series');
export const series = { key: seriesKey, path: routes.seriesPath(seriesKey), title: seriesTexts.title };

/** A path no page has. */
export const UNKNOWN_PATH = '/e2e-no-such-page';

export interface PageType {
  type: string;
  path: string;
  /** the page's own h1 text (a substring is enough) */
  heading: string | RegExp;
  status: number;
}

const infoTitle = (name: routes.InfoPageName): string =>
  content.info.find((i) => i.name === name)?.title ?? name;

/** One page of every type of the site. */
export const PAGE_TYPES: PageType[] = [
  { type: 'home', path: routes.HOME_PATH, heading: siteConfig.title, status: 200 },
  { type: 'category', path: category.path, heading: category.title, status: 200 },
  { type: 'subcategory', path: subcategory.path, heading: subcategory.title, status: 200 },
  { type: 'article', path: article.path, heading: article.title, status: 200 },
  { type: 'author', path: authorPagePath, heading: authorName, status: 200 },
  { type: 'authors', path: routes.AUTHORS_PATH, heading: labels.authors, status: 200 },
  { type: 'topics', path: routes.TOPICS_PATH, heading: labels.topics, status: 200 },
  { type: 'topic', path: topic.path, heading: topic.title, status: 200 },
  { type: 'series', path: series.path, heading: series.title, status: 200 },
  { type: 'about-us', path: routes.ABOUT_US_PATH, heading: infoTitle('about-us'), status: 200 },
  {
    type: 'privacy-policy',
    path: routes.PRIVACY_POLICY_PATH,
    heading: infoTitle('privacy-policy'),
    status: 200,
  },
  { type: 'terms', path: routes.TERMS_PATH, heading: infoTitle('terms'), status: 200 },
  { type: 'sitemap', path: routes.SITEMAP_PATH, heading: labels.sitemap, status: 200 },
  { type: 'not-found', path: UNKNOWN_PATH, heading: labels.notFoundTitle, status: 404 },
];

export const WIDTHS = [
  { name: 'narrow', width: 375, height: 740 },
  { name: 'wide', width: 1280, height: 800 },
] as const;

/** Gatsby's page-data URL of a page path (loader.js createPageDataUrl). */
export function pageDataUrl(pagePath: string): string {
  const p = pagePath === '/' ? 'index' : pagePath.replace(/^\/+|\/+$/g, '');
  return `/page-data/${p}/page-data.json`;
}

/**
 * Resolves once React has hydrated the page's content and committed it: the content hydrates in
 * a later pass than the frame (src/components/frame/layout.tsx), and React's fiber keys appear on DOM
 * nodes while a pass is still rendering, so the app's own mark is the signal
 * (src/components/frame/hydration-mark.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

/** Open a path and wait until the app is interactive. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Mark the current document: a client-side navigation keeps the mark, a full page load drops it.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument = true;
  });
}

/** Whether the mark is still there; null while a new document is replacing the old one. */
export async function documentIsMarked(page: Page): Promise<boolean | null> {
  try {
    return await page.evaluate(
      () => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument === true,
    );
  } catch (e) {
    if (/context was destroyed|navigat/i.test(String(e))) return null;
    throw e;
  }
}

/** The shared layout: header with a logo link home, sponsored block, main, footer. */
export async function expectLayout(page: Page): Promise<void> {
  // the page-level <header> and <footer> are the banner and contentinfo landmarks
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.locator(`a[href="${routes.HOME_PATH}"]`).first()).toBeVisible();
  await expect(page.getByTestId('sponsored-block')).toBeVisible();
  await expect(page.getByTestId('sponsored-block').locator('a').first()).toBeVisible();
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}
