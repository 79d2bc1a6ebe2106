/**
 * What each page's Head renders through Seo: its title and description (src/domain/seo/titles.ts), its
 * canonical path (routes.ts) and its JSON-LD (src/domain/seo/json-ld.ts). Breadcrumb JSON-LD is built
 * with the same trail functions and arguments as the page's visible Breadcrumbs.
 */
import React from 'react';
import { articleTrail, authorTrail, trailFrom } from '../../domain/listings/breadcrumbs';
import {
  article as articleLd,
  breadcrumbList,
  collectionPage,
  organizationBlock,
  personBlock,
  SiteFacts,
  webSite,
} from '../../domain/seo/json-ld';
import {
  AUTHORS_PATH,
  ERROR_PATH,
  HOME_PATH,
  NOT_FOUND_PATH,
  PUBLISHER_LOGO_PATH,
  SITEMAP_PATH,
  TOPICS_PATH,
  absoluteUrl,
  listingPagePath,
} from '../../domain/listings/routes';
import {
  pageDescription,
  defaultDescription,
  modifiedDate,
  pagedTitle,
  pageText,
  PUBLISHER_LOGO,
  subcategoryTitle,
} from '../../domain/seo/titles';
import { PAGE_KEYS, PageKey } from '../../domain/locales/page-keys';
import type {
  ArticleContext,
  AuthorContext,
  CategoryContext,
  Pagination,
  SeriesOutline,
  SubcategoryContext,
  TopicContext,
  TopicSummary,
} from '../../types/page-context';
import { useSiteData } from '../../hooks/use-site-data';
import { Seo } from './seo-tags';

/** The site facts JSON-LD needs, from the site metadata. */
function useSiteFacts(): SiteFacts {
  const { siteUrl, title, description, locale } = useSiteData();
  return {
    siteUrl,
    name: title,
    description,
    language: locale,
    logoPath: PUBLISHER_LOGO_PATH,
    logoWidth: PUBLISHER_LOGO.width,
    logoHeight: PUBLISHER_LOGO.height,
  };
}

/** Title and description of a fixed page in the build's locale. */
function useFixedPage(id: PageKey): { title: string; description: string } {
  const { locale, title } = useSiteData();
  return pageText(id, locale, title);
}

export function HomeHead(): React.JSX.Element {
  const text = useFixedPage('home');
  const facts = useSiteFacts();
  return (
    <Seo
      title={text.title}
      description={text.description}
      path={HOME_PATH}
      jsonLd={[webSite(facts), organizationBlock(facts)]}
    />
  );
}

export function AuthorsHead(): React.JSX.Element {
  const text = useFixedPage('authors');
  return <Seo title={text.title} description={text.description} path={AUTHORS_PATH} />;
}

export function SitemapHead({ pagination }: { pagination: Pagination }): React.JSX.Element {
  const text = useFixedPage('sitemap');
  const { labels } = useSiteData();
  return (
    <Seo
      title={pagedTitle(text.title, pagination.page, pagination.pages, labels.pageOf)}
      description={text.description}
      path={listingPagePath(SITEMAP_PATH, pagination.page)}
    />
  );
}

/** The 404 page, whether served as /404, /404.html or at an unknown path: one canonical page. */
export function NotFoundHead(): React.JSX.Element {
  const text = useFixedPage('not-found');
  return <Seo title={text.title} description={text.description} path={NOT_FOUND_PATH} noindex />;
}

/** The 500 page has no page identifier: its label as title, the default description. */
export function ErrorHead(): React.JSX.Element {
  const { labels, locale, title } = useSiteData();
  return (
    <Seo
      title={labels.errorTitle}
      description={defaultDescription(locale, title)}
      path={ERROR_PATH}
      noindex
    />
  );
}

const isPageKey = (name: string): name is PageKey => (PAGE_KEYS as readonly string[]).includes(name);

/** An info page: the SEO title of its page identifier; its own description, else the identifier's. */
export function InfoHead({
  page,
}: {
  page: { name: string; path: string; title: string; description: string | null };
}): React.JSX.Element {
  const { locale, title: siteTitle } = useSiteData();
  const text = isPageKey(page.name) ? pageText(page.name, locale, siteTitle) : null;
  return (
    <Seo
      title={text?.title ?? page.title}
      description={pageDescription(locale, siteTitle, page.description, text?.description)}
      path={page.path}
    />
  );
}

export interface ArticleHeadFacts {
  title: string;
  path: string;
  date: string;
  updated: string | null;
  author: string | null;
  description: string | null;
  excerpt: string;
  /** the cover's share crop, when the article has a cover */
  cover?: { alt: string; share: { src: string; width: number; height: number; type: string } } | null;
  /** the drawn share picture, when the article has no cover (none under develop) */
  sharePicture?: { src: string; width: number; height: number; type: string; alt: string } | null;
}

/** An article: og:type article with its dates, Article and BreadcrumbList JSON-LD. */
export function ArticleHead({
  article,
  context,
}: {
  article: ArticleHeadFacts;
  context: Pick<ArticleContext, 'trail' | 'authorPath' | 'authorBio'>;
}): React.JSX.Element {
  const { labels, locale, title: siteTitle, siteUrl, defaultImage } = useSiteData();
  const facts = useSiteFacts();
  const description = pageDescription(locale, siteTitle, article.description, article.excerpt);
  const modified = modifiedDate(article.date, article.updated);
  const trail = articleTrail(labels.home, { title: article.title, path: article.path }, context.trail);
  const author =
    article.author && context.authorPath
      ? { name: article.author, path: context.authorPath, description: context.authorBio }
      : null;
  const section = context.trail?.category.title ?? null;
  // a cover wins over the drawn picture; without either, the site's share picture
  const image = article.cover
    ? { ...article.cover.share, alt: article.cover.alt }
    : (article.sharePicture ?? undefined);
  return (
    <Seo
      title={article.title}
      description={description}
      path={article.path}
      image={image}
      article={{
        publishedTime: article.date,
        modifiedTime: modified,
        authorPath: author?.path ?? null,
        section,
      }}
      jsonLd={[
        articleLd(facts, {
          headline: article.title,
          description,
          path: article.path,
          datePublished: article.date,
          dateModified: modified,
          author,
          image: absoluteUrl(siteUrl, image?.src ?? defaultImage),
          section,
        }),
        breadcrumbList(siteUrl, trail),
      ]}
    />
  );
}

export function CategoryHead({ context: ctx }: { context: CategoryContext }): React.JSX.Element {
  const { labels, locale, title: siteTitle, siteUrl } = useSiteData();
  const { page, pages } = ctx.pagination;
  return (
    <Seo
      title={pagedTitle(ctx.title, page, pages, labels.pageOf)}
      description={pageDescription(locale, siteTitle, ctx.description)}
      path={listingPagePath(ctx.href, page)}
      feed={ctx.feed}
      jsonLd={[breadcrumbList(siteUrl, trailFrom(labels.home, { title: ctx.title, path: ctx.href }))]}
    />
  );
}

/** The topics index: its fixed SEO texts, a CollectionPage of every topic. */
export function TopicsHead({ topics }: { topics: readonly TopicSummary[] }): React.JSX.Element {
  const text = useFixedPage('topics');
  const { labels, siteUrl } = useSiteData();
  const facts = useSiteFacts();
  return (
    <Seo
      title={text.title}
      description={text.description}
      path={TOPICS_PATH}
      jsonLd={[
        collectionPage(facts, {
          name: text.title,
          description: text.description,
          path: TOPICS_PATH,
          items: topics,
        }),
        breadcrumbList(siteUrl, trailFrom(labels.home, { title: labels.topics, path: TOPICS_PATH })),
      ]}
    />
  );
}

/** A topic: its title, its description (else "Articles about …"), its feed, a CollectionPage of this page's articles. */
export function TopicHead({ context: ctx }: { context: TopicContext }): React.JSX.Element {
  const { labels, locale, title: siteTitle, siteUrl } = useSiteData();
  const facts = useSiteFacts();
  const { page, pages } = ctx.pagination;
  const title = pagedTitle(ctx.title, page, pages, labels.pageOf);
  const description = pageDescription(locale, siteTitle, ctx.description);
  const path = listingPagePath(ctx.href, page);
  const trail = trailFrom(
    labels.home,
    { title: labels.topics, path: TOPICS_PATH },
    { title: ctx.title, path: ctx.href },
  );
  return (
    <Seo
      title={title}
      description={description}
      path={path}
      feed={ctx.feed}
      jsonLd={[
        collectionPage(facts, { name: title, description, path, items: ctx.articles }),
        breadcrumbList(siteUrl, trail),
      ]}
    />
  );
}

/** A series: its title and description, a CollectionPage of its published parts in order. */
export function SeriesHead({ series }: { series: SeriesOutline }): React.JSX.Element {
  const { labels, locale, title: siteTitle, siteUrl } = useSiteData();
  const facts = useSiteFacts();
  const description = pageDescription(locale, siteTitle, series.description);
  const items = series.parts.flatMap((p) => (p.title && p.path ? [{ title: p.title, path: p.path }] : []));
  return (
    <Seo
      title={series.title}
      description={description}
      path={series.path}
      jsonLd={[
        collectionPage(facts, { name: series.title, description, path: series.path, items }),
        breadcrumbList(siteUrl, trailFrom(labels.home, { title: series.title, path: series.path })),
      ]}
    />
  );
}

export function SubcategoryHead({ context: ctx }: { context: SubcategoryContext }): React.JSX.Element {
  const { labels, locale, title: siteTitle, siteUrl } = useSiteData();
  const { page, pages } = ctx.pagination;
  const trail = trailFrom(labels.home, ctx.category, { title: ctx.title, path: ctx.href });
  return (
    <Seo
      title={pagedTitle(subcategoryTitle(ctx.title, ctx.category.title), page, pages, labels.pageOf)}
      description={pageDescription(locale, siteTitle, ctx.description)}
      path={listingPagePath(ctx.href, page)}
      jsonLd={[breadcrumbList(siteUrl, trail)]}
    />
  );
}

/** An author page: their meta title and description, Person and BreadcrumbList JSON-LD. */
export function AuthorHead({ context: ctx }: { context: AuthorContext }): React.JSX.Element {
  const { labels, locale, title: siteTitle, siteUrl } = useSiteData();
  const { page, pages } = ctx.pagination;
  const trail = authorTrail(labels.home, labels.authors, { title: ctx.name, path: ctx.href });
  return (
    <Seo
      title={pagedTitle(ctx.metaTitle || ctx.name, page, pages, labels.pageOf)}
      description={pageDescription(locale, siteTitle, ctx.metaDescription)}
      path={listingPagePath(ctx.href, page)}
      jsonLd={[
        personBlock(siteUrl, { name: ctx.name, path: ctx.href, description: ctx.description }),
        breadcrumbList(siteUrl, trail),
      ]}
    />
  );
}
