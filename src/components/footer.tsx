/** Footer: categories, info links, contacts and the copyright line. */
import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import {
  ABOUT_US_PATH,
  AUTHORS_PATH,
  PRIVACY_POLICY_PATH,
  SITEMAP_PATH,
  SITEMAP_XML_PATH,
  TERMS_PATH,
} from '../domain/routes';
import { useSiteData } from '../hooks/use-site-data';

/** The year shown: the build's year in the HTML, the reader's current year once hydrated. */
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function Footer(): React.JSX.Element {
  const { title, categories, labels, contacts } = useSiteData();
  const year = useCurrentYear();
  return (
    <footer className="site-footer border-top mt-4 py-4">
      <div className="container">
        <div className="row">
          <section className="col-12 col-md-4">
            <h2 className="h6">{labels.footerCategories}</h2>
            <ul className="list-unstyled">
              {categories.map((c) => (
                <li key={c.key}>
                  <Link to={c.path}>{c.title}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section className="col-12 col-md-4">
            <h2 className="h6">{labels.footerInfo}</h2>
            <ul className="list-unstyled">
              <li>
                <Link to={PRIVACY_POLICY_PATH}>{labels.privacyPolicy}</Link>
              </li>
              <li>
                <Link to={TERMS_PATH}>{labels.termsOfUse}</Link>
              </li>
              <li>
                <Link to={ABOUT_US_PATH}>{labels.aboutUs}</Link>
              </li>
              <li>
                <Link to={AUTHORS_PATH}>{labels.authors}</Link>
              </li>
              <li>
                <Link to={SITEMAP_PATH}>{labels.sitemap}</Link>
              </li>
              <li>
                <a href={SITEMAP_XML_PATH}>{labels.sitemapXml}</a>
              </li>
            </ul>
          </section>
          <section className="col-12 col-md-4">
            <h2 className="h6">{labels.footerContacts}</h2>
            <ul className="list-unstyled">
              <li>
                <a href={`mailto:${contacts.email}`}>{labels.email}</a>
              </li>
              <li>
                <a href={contacts.video} rel="noopener noreferrer" target="_blank">
                  {labels.video}
                </a>
              </li>
              <li>
                <a href={contacts.social} rel="noopener noreferrer" target="_blank">
                  {labels.socialNetwork}
                </a>
              </li>
              <li>
                <a href={contacts.photos} rel="noopener noreferrer" target="_blank">
                  {labels.photoSharing}
                </a>
              </li>
            </ul>
          </section>
        </div>
        <p className="small mb-0">
          © {year} {title}. {labels.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}
