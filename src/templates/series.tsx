/** A series: its description and every part in order (a part not published yet: coming soon). */
import React from 'react';
import { HeadProps, PageProps } from 'gatsby';
import { formatLabel } from '../domain/locales/labels';
import type { SeriesContext } from '../types/page-context';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { PageHeader } from '../components/frame/page-header';
import { SectionHeading } from '../components/article/section-heading';
import { SeriesParts } from '../components/topics/series-box';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

export default function SeriesTemplate({ pageContext: { series } }: PageProps<object, SeriesContext>): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <>
      <PageHeader
        trail={trailFrom(labels.home, { title: series.title, path: series.path })}
        title={series.title}
        description={series.description}
      />
      <section aria-labelledby="parts-heading" className="page-section series-page">
        <SectionHeading id="parts-heading" aside={formatLabel(labels.seriesPartCount, { count: series.parts.length })}>
          {labels.series}
        </SectionHeading>
        <SeriesParts parts={series.parts} />
      </section>
    </>
  );
}

export const Head = lazyHead(({ SeriesHead }, { pageContext }: HeadProps<object, SeriesContext>) => (
  <SeriesHead series={pageContext.series} />
));
