/** Home: the 4 newest articles as a lead block, then Finest Stories, Favorite Articles and more. */
import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { HomeContext } from '../types/page-context';
import { CardGrid } from '../components/article-card';
import { HomeHead } from '../components/page-heads';
import { useSiteData } from '../hooks/use-site-data';

export default function HomeTemplate({ pageContext }: PageProps<object, HomeContext>): React.JSX.Element {
  const { labels, title, description } = useSiteData();
  const blocks = [
    { id: 'finest', heading: labels.finestStories, cards: pageContext.finest },
    { id: 'favorite', heading: labels.favoriteArticles, cards: pageContext.favorite },
    { id: 'more', heading: labels.haveMoreGreatArticles, cards: pageContext.more },
  ];
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      <p className="lead">{description}</p>
      <section aria-labelledby="home-lead" className="mb-5">
        <h2 id="home-lead" className="h3">
          {labels.latestArticles}
        </h2>
        <CardGrid cards={pageContext.lead} wide />
      </section>
      {blocks.map(
        (b) =>
          b.cards.length > 0 && (
            <section key={b.id} aria-labelledby={`home-${b.id}`} className="mb-5">
              <h2 id={`home-${b.id}`} className="h3">
                {b.heading}
              </h2>
              <CardGrid cards={b.cards} />
            </section>
          ),
      )}
    </>
  );
}

export function Head(_props: HeadProps<object, HomeContext>): React.JSX.Element {
  return <HomeHead />;
}
