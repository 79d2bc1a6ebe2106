/** Footer: Categories, Info and Contacts columns, then the copyright line. */
import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import {
  ABOUT_US_PATH,
  AUTHORS_PATH,
  PRIVACY_POLICY_PATH,
  SITEMAP_PATH,
  SITEMAP_XML_PATH,
  TERMS_PATH,
} from '../../domain/listings/routes';
import { useSiteData } from '../../hooks/use-site-data';
import { LogoMark } from './logo';

/**
 * The copyright year: the build's year in the HTML and during hydration (so both renders
 * match), then the reader's current year, which stays right in a site built last December.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function Footer(): React.JSX.Element {
  const { title, description, categories, labels, contacts, buildYear } = useSiteData();
  const year = useCurrentYear(buildYear);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer-brand">
          <p className="site-logo site-logo-footer">
            <LogoMark size={28} />
            <span>{title}</span>
          </p>
          <p className="site-footer-description">{description}</p>
        </div>
        <div className="row g-4">
          <section className="col-12 col-sm-6 col-lg-4" aria-labelledby="footer-categories">
            <h2 id="footer-categories" className="site-footer-heading">
              {labels.footerCategories}
            </h2>
            <ul className="site-footer-links">
              {categories.map((c) => (
                <li key={c.key}>
                  <Link to={c.path}>{c.title}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section className="col-12 col-sm-6 col-lg-4" aria-labelledby="footer-info">
            <h2 id="footer-info" className="site-footer-heading">
              {labels.footerInfo}
            </h2>
            <ul className="site-footer-links">
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
          <section className="col-12 col-sm-6 col-lg-4" aria-labelledby="footer-contacts">
            <h2 id="footer-contacts" className="site-footer-heading">
              {labels.footerContacts}
            </h2>
            <ul className="site-footer-links">
              <li>
                <a href={`mailto:${contacts.email}`}>{labels.email}</a>
              </li>
              <li>
                <a href={contacts.video} {...external}>
                  {labels.video}
                </a>
              </li>
              <li>
                <a href={contacts.social} {...external}>
                  {labels.socialNetwork}
                </a>
              </li>
              <li>
                <a href={contacts.photos} {...external}>
                  {labels.photoSharing}
                </a>
              </li>
            </ul>
          </section>
        </div>
        <p className="site-footer-copyright">
          © {year} {title}. {labels.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}
