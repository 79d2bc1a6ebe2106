import { render, screen, within } from '@testing-library/react';
import { ArticleCard, CardGrid } from '../../../src/components/listing/article-card';
import { TAXONOMY } from '../../../src/domain/listings/taxonomy';
import { categoryPath } from '../../../src/domain/listings/routes';
import { card, cards } from '../fixtures';

describe('article card', () => {
  it('shows the subcategory, the title linking to the article, the excerpt, author and date', () => {
    const c = card(7, 1);
    render(<ArticleCard card={c} />);
    const article = screen.getByRole('article');
    expect(article).toHaveClass('article-card', `cat-${TAXONOMY[1].key}`);
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(c.title);
    expect(within(article).getByRole('link', { name: c.title })).toHaveAttribute('href', c.path);
    expect(within(article).getByRole('link', { name: c.subcategory?.title })).toHaveAttribute(
      'href',
      c.subcategory?.path,
    );
    expect(within(article).getByRole('link', { name: 'Priya Nair' })).toHaveAttribute('href', c.authorPath);
    expect(article).toHaveTextContent(c.excerpt);
    expect(within(article).getByText('January 8, 2025')).toHaveAttribute('datetime', c.date);
    // the cover repeats the title link for the mouse only: one link per target for assistive tech
    expect(within(article).getAllByRole('link')).toHaveLength(3);
    expect(article.querySelector('.article-card-cover')).toHaveTextContent(`Title of ${TAXONOMY[1].key}`);
  });

  it("leaves the category off the cover in that category's own listing", () => {
    const c = card(7, 1);
    render(<ArticleCard card={c} listedIn={categoryPath(TAXONOMY[1].slug)} />);
    expect(screen.getByRole('article').querySelector('.article-card-cover')?.textContent).toBe('');
  });

  it('compact cards leave out the excerpt', () => {
    const c = card(3, 0);
    render(<ArticleCard card={c} variant="compact" />);
    expect(screen.getByRole('article')).toHaveClass('article-card-compact');
    expect(screen.getByRole('article')).not.toHaveTextContent(c.excerpt);
  });

  it('an article under no category gets the neutral look and no kicker', () => {
    const c = card(5, null);
    render(<ArticleCard card={c} />);
    expect(screen.getByRole('article')).toHaveClass('cat-none');
    expect(within(screen.getByRole('article')).getAllByRole('link')).toHaveLength(2);
  });

  it('wears the preview badge of a draft or a scheduled article, and none when published', () => {
    const { unmount } = render(<ArticleCard card={{ ...card(7, 1), mark: { state: 'draft' } }} />);
    expect(screen.getByTestId('preview-badge')).toHaveTextContent('Draft: not published');
    unmount();
    const scheduled = {
      ...card(8, 1),
      mark: { state: 'scheduled' as const, date: '2031-05-04T00:00:00.000Z', dateText: 'May 4, 2031' },
    };
    const second = render(<CardGrid cards={[scheduled, card(9, 1)]} />);
    const [first, plain] = screen.getAllByRole('article');
    expect(within(first).getByTestId('preview-badge')).toHaveTextContent('Scheduled for May 4, 2031');
    expect(within(plain).queryByTestId('preview-badge')).toBeNull();
    second.unmount();
  });

  describe('cover thumbnails', () => {
    const withCover = (id: number) => ({
      ...card(id),
      cover: {
        alt: 'x',
        image: {
          width: 400,
          height: 225,
          sources: [{ type: 'image/avif', srcSet: `/static/${id}.avif 400w` }],
          fallback: { src: `/static/${id}.jpg`, srcSet: `/static/${id}.jpg 400w` },
        },
      },
    });
    const thumbs = (): HTMLImageElement[] =>
      Array.from(document.querySelectorAll('.article-card-picture img'));

    it('load lazily in a grid that does not open the page', () => {
      render(<CardGrid cards={[1, 2, 3].map(withCover)} />);
      expect(thumbs().map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
      expect(thumbs().some((img) => img.hasAttribute('fetchpriority'))).toBe(false);
    });

    it('load at once and at high priority for the first card of a grid that opens the page, lazily after it', () => {
      render(<CardGrid cards={[1, 2, 3].map(withCover)} priorityFirst />);
      expect(thumbs().map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
      expect(thumbs().map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    });

    it('keep the pattern for a first card without a cover, and the next card stays lazy', () => {
      render(<CardGrid cards={[...cards(1, 1), withCover(2)]} priorityFirst />);
      expect(document.querySelectorAll('.cover-pattern')).toHaveLength(1);
      expect(thumbs().map((img) => img.getAttribute('loading'))).toEqual(['lazy']);
    });
  });
});
