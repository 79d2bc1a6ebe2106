/** Every topic with its count of articles, most used first. */
import React from 'react';
import { HeadProps, Link, PageProps } from 'gatsby';
import { TOPICS_PATH } from '../domain/listings/routes';
import type { TopicsContext } from '../types/page-context';
import { trailFrom } from '../domain/listings/breadcrumbs';
import { PageHeader } from '../components/frame/page-header';
import { KeptLinks } from '../components/frame/kept-links';
import { lazyHead } from '../components/head/lazy-head';
import { useSiteData } from '../hooks/use-site-data';

export default function TopicsTemplate({ pageContext: ctx }: PageProps<object, TopicsContext>): React.JSX.Element {
  const { labels } = useSiteData();
  return (
    <>
      <PageHeader
        trail={trailFrom(labels.home, { title: labels.topics, path: TOPICS_PATH })}
        title={labels.topics}
        description={labels.topicsIntro}
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

export const Head = lazyHead(({ TopicsHead }, { pageContext }: HeadProps<object, TopicsContext>) => (
  <TopicsHead topics={pageContext.topics} />
));
