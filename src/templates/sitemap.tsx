/** The HTML sitemap: categories with subcategories, authors, info pages and articles (paginated). */
import React from 'react';
import { HeadProps, Link, PageProps } from 'gatsby';
import { SITEMAP_PATH, listingPagePath } from '../domain/routes';
import type { SitemapContext } from '../types/page-context';
import { trailFrom } from '../domain/breadcrumbs';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';

/** Links to page 2..n of a paginated listing. */
function PageLinks({ base, pages }: { base: string; pages: number }): React.JSX.Element | null {
  if (pages <= 1) return null;
  return (
    <span className="small">
      {' '}
      {Array.from({ length: pages - 1 }, (_, i) => (
        <Link key={i} to={listingPagePath(base, i + 2)} className="me-1">
          {i + 2}
        </Link>
      ))}
    </span>
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
          <h2 className="h4">{labels.categories}</h2>
          <ul>
            {ctx.categories.map((c) => (
              <li key={c.path}>
                <Link to={c.path}>{c.title}</Link>
                <PageLinks base={c.path} pages={c.pages} />
                <ul>
                  {c.children.map((s) => (
                    <li key={s.path}>
                      <Link to={s.path}>{s.title}</Link>
                      <PageLinks base={s.path} pages={s.pages} />
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
          <h2 className="h4">{labels.articles}</h2>
          <ul>
            {ctx.articles.map((a) => (
              <li key={a.path}>
                <Link to={a.path}>{a.title}</Link>
              </li>
            ))}
          </ul>
          <Pager pagination={ctx.pagination} />
        </section>
      </div>
    </>
  );
}

export function Head({ location, pageContext: ctx }: HeadProps<object, SitemapContext>): React.JSX.Element {
  return <SitemapSeo path={location.pathname} page={ctx.pagination.page} />;
}

function SitemapSeo({ path, page }: { path: string; page: number }): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <Seo
      title={page > 1 ? `${labels.sitemap} – ${page}` : labels.sitemap}
      description={labels.sitemap}
      path={path}
    />
  );
}
