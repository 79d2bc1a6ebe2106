import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen, within } from '@testing-library/react';
import { Footer } from '../../../src/components/frame/footer';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import {
  ABOUT_US_PATH,
  AUTHORS_PATH,
  categoryPath,
  PRIVACY_POLICY_PATH,
  SITEMAP_PATH,
  SITEMAP_XML_PATH,
  TERMS_PATH,
} from '../../../src/domain/listings/routes';

afterEach(() => jest.useRealTimers());

const column = (name: string): HTMLElement => screen.getByRole('region', { name });

describe('footer', () => {
  it('is the page footer, with three columns', () => {
    render(<Footer />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toHaveLength(3);
  });

  it('Categories: one link per category', () => {
    render(<Footer />);
    const links = within(column('Categories')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      TAXONOMY.map((c) => [`Title of ${c.key}`, categoryPath(c.slug)]),
    );
  });

  it('Info: privacy, terms, about, authors, sitemap and the XML sitemap', () => {
    render(<Footer />);
    const links = within(column('Info')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Privacy Policy', PRIVACY_POLICY_PATH],
      ['Terms of Use', TERMS_PATH],
      ['About Us', ABOUT_US_PATH],
      ['Authors', AUTHORS_PATH],
      ['Sitemap', SITEMAP_PATH],
      ['Sitemap XML', SITEMAP_XML_PATH],
    ]);
  });

  it('Contacts: a mail link and the video, social-network and photo links from site config', () => {
    render(<Footer />);
    const links = within(column('Contacts')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'mailto:hello@bloxguide.example',
      'https://video.example/bloxguide',
      'https://social.example/bloxguide',
      'https://photos.example/bloxguide',
    ]);
    for (const a of links.slice(1)) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('the copyright line names the site and the current year', () => {
    jest.useFakeTimers({ now: new Date('2031-05-02T10:00:00Z') });
    render(<Footer />);
    expect(screen.getByText(/©/)).toHaveTextContent('© 2031 BloxGuide. All rights reserved.');
  });

  it('a site built last December shows this year once the page runs', async () => {
    // built on 31 December 2024: the HTML says 2024
    jest.useFakeTimers({ now: new Date('2024-12-31T23:00:00Z') });
    const html = renderToString(<Footer />);
    expect(html).toContain('© <!-- -->2024');

    // read on 2 January 2025: hydration matches the HTML, then the year moves on
    jest.setSystemTime(new Date('2025-01-02T09:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Footer />, { onRecoverableError: recoverable });
    });
    expect(container).toHaveTextContent('© 2025 BloxGuide.');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
