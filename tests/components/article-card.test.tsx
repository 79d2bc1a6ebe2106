import { render, screen, within } from '@testing-library/react';
import { ArticleCard } from '../../src/components/article-card';
import { TAXONOMY } from '../../src/domain/taxonomy';
import { categoryPath } from '../../src/domain/routes';
import { card } from './fixtures';

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
});
