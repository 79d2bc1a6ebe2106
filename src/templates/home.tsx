/** Home: the 4 newest articles as a lead block, then Finest Stories, Favorite Articles and more. */
import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import type { HomeContext } from '../types/page-context';
import { ArticleCard } from '../components/listing/article-card';
import { cardsKey, KeptCard, KeptCardGrid } from '../components/listing/kept-card-grid';
import { KeptLinks } from '../components/frame/kept-links';
import { cardsWithTexts } from '../components/listing/card-texts';
import { lazyHead } from '../components/head/lazy-head';
import { SectionHeading } from '../components/article/section-heading';
import { FirstScreenEnd } from '../components/frame/first-screen-end';
import { useSiteData } from '../hooks/use-site-data';

export default function HomeTemplate({
  data,
  pageContext: ctx,
}: PageProps<Queries.HomePageQuery, HomeContext>): React.JSX.Element {
  const { labels, title, description } = useSiteData();
  const [lead, finest, favorite, more] = [ctx.lead, ctx.finest, ctx.favorite, ctx.more].map((cards) =>
    cardsWithTexts(cards, data),
  );
  const [feature, ...rest] = lead;
  return (
    <>
      <div className="home-intro">
        <h1 className="visually-hidden">{title}</h1>
        <p className="home-tagline">{description}</p>
        {!feature && <FirstScreenEnd />}
      </div>
      {feature && (
        <section aria-labelledby="home-lead" className="page-section">
          <SectionHeading id="home-lead">{labels.latestArticles}</SectionHeading>
          <div className="row g-3 g-lg-4">
            <div className="col-12 col-lg-7">
              <KeptCard className="home-lead-feature" card={feature} variant="feature" priority />
              {/* a phone's first screen: the tagline and the newest article */}
              <FirstScreenEnd />
            </div>
            <KeptLinks contentKey={cardsKey(rest)} className="col-12 col-lg-5">
              <ul className="home-lead-list">
                {rest.map((c) => (
                  <li key={c.id}>
                    <ArticleCard card={c} variant="compact" />
                  </li>
                ))}
              </ul>
            </KeptLinks>
          </div>
        </section>
      )}
      {finest.length > 0 && (
        <section aria-labelledby="home-finest" className="page-section">
          <SectionHeading id="home-finest">{labels.finestStories}</SectionHeading>
          <KeptCardGrid cards={finest} />
        </section>
      )}
      {favorite.length > 0 && (
        <section aria-labelledby="home-favorite" className="page-section">
          <SectionHeading id="home-favorite">{labels.favoriteArticles}</SectionHeading>
          <KeptCardGrid cards={favorite} />
        </section>
      )}
      {more.length > 0 && (
        <section aria-labelledby="home-more" className="page-section">
          <SectionHeading id="home-more">{labels.haveMoreGreatArticles}</SectionHeading>
          <KeptCardGrid cards={more} variant="compact" columns={2} />
        </section>
      )}
    </>
  );
}

export const Head = lazyHead(({ HomeHead }, _props: HeadProps<object, HomeContext>) => <HomeHead />);

export const query = graphql`
  query HomePage($cardTextIds: [String!]!) {
    ...CardTexts
  }
`;
