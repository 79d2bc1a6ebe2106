import fc from 'fast-check';
import { articleTrail, authorTrail, trailFrom } from '../../../../src/domain/listings/breadcrumbs';
import {
  article,
  breadcrumbList,
  organizationBlock,
  personBlock,
  serializeJsonLd,
  SiteFacts,
  webSite,
} from '../../../../src/domain/seo/json-ld';

const site: SiteFacts = {
  siteUrl: 'https://blox.example/',
  name: 'BloxGuide',
  description: 'Guides.',
  language: 'en',
  logoPath: '/publisher-logo.png',
  logoWidth: 512,
  logoHeight: 512,
};

const facts = {
  headline: 'How to Build an Obby',
  description: 'Jump, fall, try again.',
  path: '/articles/how-to-build-an-obby',
  datePublished: '2025-03-14T09:30:00.000Z',
  dateModified: '2025-04-01T00:00:00.000Z',
  author: { name: 'Priya Nair', path: '/authors/priya-nair', description: 'Builder from Kochi.' },
  image: 'https://blox.example/og-default.png',
  section: 'Ultimate Gameplay Tips',
};

describe('article', () => {
  const ld = article(site, facts);

  it('has the headline, dates, page and section', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'How to Build an Obby',
      description: 'Jump, fall, try again.',
      datePublished: '2025-03-14T09:30:00.000Z',
      dateModified: '2025-04-01T00:00:00.000Z',
      url: 'https://blox.example/articles/how-to-build-an-obby',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://blox.example/articles/how-to-build-an-obby' },
      image: ['https://blox.example/og-default.png'],
      articleSection: 'Ultimate Gameplay Tips',
    });
  });

  it('names the author as a Person with the author page URL', () => {
    expect(ld.author).toEqual({
      '@type': 'Person',
      '@id': 'https://blox.example/authors/priya-nair#person',
      name: 'Priya Nair',
      url: 'https://blox.example/authors/priya-nair',
      description: 'Builder from Kochi.',
    });
  });

  it('names the publisher as the Organization with an absolute logo', () => {
    expect(ld.publisher).toEqual({
      '@type': 'Organization',
      '@id': 'https://blox.example/#organization',
      name: 'BloxGuide',
      url: 'https://blox.example/',
      logo: {
        '@type': 'ImageObject',
        url: 'https://blox.example/publisher-logo.png',
        width: 512,
        height: 512,
      },
    });
  });

  it('credits the Organization when the article has no author', () => {
    const anonymous = article(site, { ...facts, author: null, section: null });
    expect(anonymous.author).toEqual(anonymous.publisher);
    expect(anonymous).not.toHaveProperty('articleSection');
  });
});

describe('breadcrumbList', () => {
  it('lists the visible trail in order with absolute URLs', () => {
    const trail = articleTrail(
      'Home',
      { title: 'How to Build an Obby', path: '/articles/how-to-build-an-obby' },
      {
        category: { title: 'Gameplay', path: '/ultimate-gameplay-tips-roblox' },
        subcategory: { title: 'Beginners', path: '/ultimate-gameplay-tips-roblox/beginner-guides-roblox' },
      },
    );
    expect(breadcrumbList(site.siteUrl, trail)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://blox.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Gameplay',
          item: 'https://blox.example/ultimate-gameplay-tips-roblox',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Beginners',
          item: 'https://blox.example/ultimate-gameplay-tips-roblox/beginner-guides-roblox',
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'How to Build an Obby',
          item: 'https://blox.example/articles/how-to-build-an-obby',
        },
      ],
    });
  });

  it('has one item per crumb of any trail', () => {
    const trail = authorTrail('Home', 'Authors', { title: 'Priya', path: '/authors/priya' });
    const list = breadcrumbList(site.siteUrl, trail).itemListElement as { name: string }[];
    expect(list.map((i) => i.name)).toEqual(['Home', 'Authors', 'Priya']);
    expect(breadcrumbList(site.siteUrl, trailFrom('Home')).itemListElement).toHaveLength(1);
  });
});

describe('person, website and organisation blocks', () => {
  it('describes an author page as a Person, its main entity', () => {
    expect(personBlock(site.siteUrl, { name: 'Priya Nair', path: '/authors/priya-nair' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://blox.example/authors/priya-nair#person',
      name: 'Priya Nair',
      url: 'https://blox.example/authors/priya-nair',
      mainEntityOfPage: 'https://blox.example/authors/priya-nair',
    });
  });

  it('publishes the WebSite by the Organization', () => {
    expect(webSite(site)).toMatchObject({
      '@type': 'WebSite',
      url: 'https://blox.example/',
      name: 'BloxGuide',
      inLanguage: 'en',
      publisher: { '@id': organizationBlock(site)['@id'] },
    });
    expect(organizationBlock(site)['@context']).toBe('https://schema.org');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed by a "</script>" in the data', () => {
    const out = serializeJsonLd({
      '@type': 'Article',
      headline: 'Tips </script><script>alert(1)</script> & more',
    });
    expect(out).not.toMatch(/[<>&]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(out)).toEqual({
      '@type': 'Article',
      headline: 'Tips </script><script>alert(1)</script> & more',
    });
  });

  it('round-trips any text and never emits <, >, & or a line separator', () => {
    fc.assert(
      fc.property(fc.fullUnicodeString(), fc.fullUnicodeString(), (a, b) => {
        const data = { '@type': 'Thing', name: a, nested: { list: [b, `${a}\u2028${b}`] } };
        const out = serializeJsonLd(data);
        return !/[<>&\u2028\u2029]/.test(out) && JSON.stringify(JSON.parse(out)) === JSON.stringify(data);
      }),
    );
  });
});
