/**
 * The topics index (every topic with its count of articles, most used first) and a series page
 * (every part in order, a part not published yet "coming soon"): one template for both, since
 * every template adds its chunk names to every page's scripts.
 */
import React from 'react';
import { HeadProps, Link, PageProps } from 'gatsby';
import { TOPICS_PATH } from '../domain/listings/routes';
import type { CollectionContext } from '../types/page-context';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { PageHeader } from '../components/frame/page-header';
import { KeptLinks } from '../components/frame/kept-links';
import { SectionHeading } from '../components/article/section-heading';
import { SeriesParts } from '../components/topics/series-box';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

export default function CollectionTemplate({
  pageContext: ctx,
}: PageProps<object, CollectionContext>): React.JSX.Element {
  const { labels } = useSiteData();
  if (ctx.kind === 'series') {
    const { series } = ctx;
    return (
      <>
        <PageHeader
          trail={trailFrom(labels.home, { title: series.title, path: series.path })}
          title={series.title}
          description={series.description}
        />
        <section aria-labelledby="parts-heading" className="page-section">
          <SectionHeading id="parts-heading" aside={series.count}>
            {labels.series}
          </SectionHeading>
          <SeriesParts parts={series.parts} />
        </section>
      </>
    );
  }
  return (
    <>
      <PageHeader
        trail={trailFrom(labels.home, { title: labels.topics, path: TOPICS_PATH })}
        title={labels.topics}
        description={ctx.intro}
      />
      <KeptLinks contentKey={TOPICS_PATH}>
        <ul className="chip-list">
          {ctx.topics.map((t) => (
            <li key={t.key}>
              <Link to={t.path} className="chip">
                {t.title} <span className="chip-count">{t.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </KeptLinks>
    </>
  );
}

export const Head = lazyHead(
  ({ TopicsHead, SeriesHead }, { pageContext: ctx }: HeadProps<object, CollectionContext>) =>
    ctx.kind === 'series' ? <SeriesHead series={ctx.series} /> : <TopicsHead topics={ctx.topics} />,
);
