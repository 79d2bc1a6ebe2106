import { render, screen, within } from '@testing-library/react';
import HomeTemplate from '../../../src/templates/home';
import ArticleTemplate from '../../../src/templates/article';
import CategoryTemplate from '../../../src/templates/category';
import SubcategoryTemplate from '../../../src/templates/subcategory';
import AuthorTemplate from '../../../src/templates/author';
import { homeBlocks } from '../../../src/domain/listings/cards';
import { HOME_LAYOUT } from '../../../src/domain/constants';
import { categoryPath, subcategoryPath } from '../../../src/domain/listings/routes';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import { card, cards } from '../fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Gatsby's PageProps carry router fields these pages never read
const asProps = (p: object): any => p;

const cardTitles = (section: HTMLElement): string[] =>
  within(section)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent ?? '');

const sectionNamed = (name: string): HTMLElement => screen.getByRole('region', { name });

const noTexts = { cardTexts: [] };

const pagination = { page: 1, pages: 1, previousPath: null, nextPath: null, basePath: '/x' };

describe('home page', () => {
  it('lead block of the 4 newest, then Finest Stories 4, Favorite Articles 8, Have More Great Articles 16', () => {
    const newestFirst = cards(1, 40);
    render(
      <HomeTemplate
        {...asProps({ data: noTexts, pageContext: { sponsored: [], ...homeBlocks(newestFirst) } })}
      />,
    );
    const blocks = [
      ['Latest Articles', HOME_LAYOUT.lead],
      ['Finest Stories', HOME_LAYOUT.finest],
      ['Favorite Articles', HOME_LAYOUT.favorite],
      ['Have More Great Articles', HOME_LAYOUT.more],
    ] as const;
    const seen: string[] = [];
    let at = 0;
    for (const [name, count] of blocks) {
      const titles = cardTitles(sectionNamed(name));
      expect(titles).toEqual(newestFirst.slice(at, at + count).map((c) => c.title));
      seen.push(...titles);
      at += count;
    }
    expect(new Set(seen).size).toBe(4 + 4 + 8 + 16);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      blocks.map(([n]) => n),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BloxGuide');
  });

  it('leaves out empty blocks on a young site', () => {
    render(
      <HomeTemplate
        {...asProps({ data: noTexts, pageContext: { sponsored: [], ...homeBlocks(cards(1, 6)) } })}
      />,
    );
    expect(cardTitles(sectionNamed('Latest Articles'))).toHaveLength(4);
    expect(cardTitles(sectionNamed('Finest Stories'))).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Favorite Articles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Have More Great Articles' })).not.toBeInTheDocument();
  });
});

describe('article page', () => {
  it('ends with its 4 related articles', () => {
    const cat = TAXONOMY[2];
    const sub = cat.subcategories[1];
    const related = cards(10, 4).map((c) => (c.id === 11 ? { ...c, excerpt: '' } : c));
    render(
      <ArticleTemplate
        {...asProps({
          data: {
            markdownRemark: {
              articleBody: { html: '<p>Body text.</p>', excerpt: 'x', words: 100, headings: [] },
            },
            cardTexts: [{ id: 11, text: 'What the body of article 11 says first.' }],
          },
          pageContext: {
            id: 'node-1',
            article: {
              articleId: 1,
              title: 'Building Better Obbies',
              slug: 'building-better-obbies',
              path: '/articles/building-better-obbies',
              date: '2025-03-14T09:30:00.000Z',
              dateText: 'March 14, 2025',
              updated: null,
              modifiedText: 'March 14, 2025',
              author: 'Priya Nair',
              description: null,
              draft: false,
            },
            sponsored: [],
            trail: {
              category: { title: 'Creative', path: categoryPath(cat.slug) },
              subcategory: { title: 'Techniques', path: subcategoryPath(cat.slug, sub.slug) },
            },
            authorPath: '/authors/priya-nair',
            authorBio: null,
            related,
            newer: null,
            older: null,
          },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Building Better Obbies');
    expect(screen.getAllByRole('link', { name: 'Priya Nair' })[0]).toHaveAttribute(
      'href',
      '/authors/priya-nair',
    );
    const relatedSection = sectionNamed('Related Articles');
    expect(cardTitles(relatedSection)).toEqual(related.map((c) => c.title));
    // the related card without a description shows the text its page query brought
    expect(within(relatedSection).getByText('What the body of article 11 says first.')).toBeInTheDocument();
    expect(within(relatedSection).getByText('What article 10 is about.')).toBeInTheDocument();
    // it is the last thing on the page
    const all = Array.from(document.body.querySelectorAll('article, section'));
    expect(all[all.length - 1].closest('section')).toBe(relatedSection);
  });
});

describe('listing pages show the same cards', () => {
  // the third article has no description: its card's text comes from the page query
  const articles = [card(1, 3), card(2, 3), { ...card(3, 0), excerpt: '' }];
  const data = { cardTexts: [{ id: 3, text: 'The start of the third body.' }] };
  const cat = TAXONOMY[3];
  const base = { sponsored: [], articles, total: 3, pagination, description: 'About it.' };

  /** The category page of `cat` with the given subcategory links. */
  const renderCategory = (subcategories: unknown[]) =>
    render(
      <CategoryTemplate
        {...asProps({
          data,
          pageContext: {
            ...base,
            key: cat.key,
            title: 'Community',
            href: categoryPath(cat.slug),
            feed: { path: `${categoryPath(cat.slug)}/rss.xml`, title: 'RSS feed: Community' },
            subcategories,
          },
        })}
      />,
    );

  const cardLook = (): string[] =>
    screen.getAllByRole('article').map((a) => `${a.className}|${within(a).getAllByRole('link').length}`);

  it('category, subcategory and author pages render one card per article, styled alike', () => {
    const looks: string[][] = [];
    const { unmount } = renderCategory([]);
    looks.push(cardLook());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Community');
    expect(screen.getByText('3 articles')).toBeInTheDocument();
    unmount();

    const sub = render(
      <SubcategoryTemplate
        {...asProps({
          data,
          pageContext: {
            ...base,
            categoryKey: cat.key,
            key: cat.subcategories[0].key,
            title: 'Events',
            href: subcategoryPath(cat.slug, cat.subcategories[0].slug),
            category: { title: 'Community', path: categoryPath(cat.slug) },
          },
        })}
      />,
    );
    looks.push(cardLook());
    sub.unmount();

    render(
      <AuthorTemplate
        {...asProps({
          data,
          pageContext: {
            ...base,
            total: 1,
            name: 'Priya Nair',
            href: '/authors/priya-nair',
            metaTitle: 'Priya',
            metaDescription: 'Priya',
          },
        })}
      />,
    );
    looks.push(cardLook());
    expect(screen.getByText('1 article')).toBeInTheDocument();
    expect(screen.getByText('The start of the third body.')).toBeInTheDocument();
    expect(screen.getByText('What article 1 is about.')).toBeInTheDocument();
    expect(looks[1]).toEqual(looks[0]);
    expect(looks[2]).toEqual(looks[0]);
    expect(looks[0]).toHaveLength(3);
  });

  it('a category page lists its subcategories with their counts', () => {
    renderCategory(
      cat.subcategories.map((s, i) => ({
        key: s.key,
        title: `Sub ${i}`,
        description: '',
        path: subcategoryPath(cat.slug, s.slug),
        count: i,
      })),
    );
    const nav = screen.getByRole('navigation', { name: 'Subcategories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      cat.subcategories.map((s, i) => [`Sub ${i} ${i}`, subcategoryPath(cat.slug, s.slug)]),
    );
  });
});
