/** The HTML sitemap: categories with subcategories, authors, info pages and articles (paginated). */
import React from 'react';
import { HeadProps, Link, PageProps } from 'gatsby';
import { formatLabel } from '../domain/labels';
import { SITEMAP_PATH } from '../domain/routes';
import type { SitemapContext } from '../types/page-context';
import { trailFrom } from '../domain/breadcrumbs';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { SitemapHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

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
          <h2 className="h4">{labels.categories}</h2>
          <ul>
            {ctx.categories.map((c) => (
              <li key={c.path}>
                <Link to={c.path}>{c.title}</Link>
                <ul>
                  {c.children.map((s) => (
                    <li key={s.path}>
                      <Link to={s.path}>{s.title}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <h2 className="h4">{labels.infoPages}</h2>
          <ul>
            {ctx.info.map((i) => (
              <li key={i.path}>
                <Link to={i.path}>{i.title}</Link>
              </li>
            ))}
          </ul>
          <h2 className="h4">{labels.authors}</h2>
          <ul className="columns-2">
            {ctx.authors.map((a) => (
              <li key={a.path}>
                <Link to={a.path}>{a.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="col-12 col-lg-6">
          {ctx.listingPages.length > 0 && (
            <>
              <h2 className="h4">{labels.listingPages}</h2>
              <ul>
                {ctx.listingPages.map((l) => (
                  <li key={l.path}>
                    <Link to={l.path}>
                      {l.title} – {formatLabel(labels.pageOf, { page: l.page, pages: l.pages })}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {ctx.articles.length > 0 && (
            <>
              <h2 className="h4">{labels.articles}</h2>
              <ul>
                {ctx.articles.map((a) => (
                  <li key={a.path}>
                    <Link to={a.path}>{a.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Pager pagination={ctx.pagination} />
        </section>
      </div>
    </>
  );
}

export function Head({ pageContext }: HeadProps<object, SitemapContext>): React.JSX.Element {
  return <SitemapHead pagination={pageContext.pagination} />;
}
