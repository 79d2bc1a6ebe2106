/**
 * The HTML sitemap: categories with subcategories, authors, info pages and articles (paginated).
 * Its lists (up to 500 links a page) are kept as the server rendered them when the page hydrates
 * (src/components/frame/kept-links.tsx); the pager is hydrated like any other.
 */
import React from 'react';
import { HeadProps, Link, PageProps } from 'gatsby';
import { formatLabel } from '../domain/locales/labels';
import { SITEMAP_PATH, TOPICS_PATH } from '../domain/listings/routes';
import type { SitemapContext } from '../types/page-context';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { PageHeader } from '../components/frame/page-header';
import { KeptLinks } from '../components/frame/kept-links';
import { Pager } from '../components/listing/pager';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

/** A list with one link per entry. */
function LinkList({
  links,
  className,
}: {
  links: { path: string; text: string }[];
  className?: string;
}): React.JSX.Element {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.path}>
          <Link to={l.path}>{l.text}</Link>
        </li>
      ))}
    </ul>
  );
}

export default function SitemapTemplate({
  pageContext: ctx,
}: PageProps<object, SitemapContext>): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <>
      <PageHeader
        trail={trailFrom(labels.home, { title: labels.sitemap, path: SITEMAP_PATH })}
        title={labels.sitemap}
      />
      <div className="row sitemap">
        <section className="col-12 col-lg-6">
          <KeptLinks contentKey={ctx.pagination.basePath + ctx.pagination.page}>
            <h2 className="h4">{labels.categories}</h2>
            <ul>
              {ctx.categories.map((c) => (
                <li key={c.path}>
                  <Link to={c.path}>{c.title}</Link>
                  <LinkList links={c.children.map((s) => ({ path: s.path, text: s.title }))} />
                </li>
              ))}
            </ul>
            <h2 className="h4">{labels.topics}</h2>
            <LinkList links={[{ path: TOPICS_PATH, text: labels.topics }]} />
            <h2 className="h4">{labels.infoPages}</h2>
            <LinkList links={ctx.info.map((i) => ({ path: i.path, text: i.title }))} />
            <h2 className="h4">{labels.authors}</h2>
            <LinkList
              className="columns-2"
              links={ctx.authors.map((a) => ({ path: a.path, text: a.name }))}
            />
          </KeptLinks>
        </section>
        <section className="col-12 col-lg-6">
          <KeptLinks contentKey={ctx.pagination.basePath + ctx.pagination.page}>
            {ctx.pages.length > 0 && (
              <>
                <h2 className="h4">{`${labels.topics} · ${labels.series}`}</h2>
                <LinkList links={ctx.pages.map((l) => ({ path: l.path, text: l.title }))} />
              </>
            )}
            {ctx.listingPages.length > 0 && (
              <>
                <h2 className="h4">{labels.listingPages}</h2>
                <LinkList
                  links={ctx.listingPages.map((l) => ({
                    path: l.path,
                    text: `${l.title} – ${formatLabel(labels.pageOf, { page: l.page, pages: l.pages })}`,
                  }))}
                />
              </>
            )}
            {ctx.articles.length > 0 && (
              <>
                <h2 className="h4">{labels.articles}</h2>
                <LinkList links={ctx.articles.map((a) => ({ path: a.path, text: a.title }))} />
              </>
            )}
          </KeptLinks>
          <Pager pagination={ctx.pagination} />
        </section>
      </div>
    </>
  );
}

export const Head = lazyHead(({ SitemapHead }, { pageContext }: HeadProps<object, SitemapContext>) => (
  <SitemapHead pagination={pageContext.pagination} />
));
